import { useCallback } from 'react';
import { useJoinWorkspace } from '../api/respond-to-invite';

/**
 * /workspace/join/login?inviteId=…: once logged in (after the two-factor step too), join the
 * invitation's workspace, which makes it the active one. A refused or vanished invitation
 * shows its toast (respond-to-invite.ts) and the login goes on.
 */
export function useJoinAfterLogin(inviteId: string | null): (() => Promise<void>) | undefined {
  const join = useJoinWorkspace();
  const { mutateAsync } = join;
  const joinNow = useCallback(async () => {
    if (!inviteId) return;
    await mutateAsync(inviteId).catch(() => undefined);
  }, [inviteId, mutateAsync]);
  return inviteId ? joinNow : undefined;
}
