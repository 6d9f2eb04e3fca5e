import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearActiveWorkspace, setActiveWorkspaceId } from '@/lib/active-workspace';

/**
 * Makes a workspace the active one: the cookie (days) scopes every later call
 * through the api client's workspaceId, so every query refetches in its scope.
 * Id 0 (Default) drops the cookie instead.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      // Mark every answer stale before the scope changes, so nothing rendered in between takes
      // an answer from the old scope (the user's list before a join) for a current one.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      if (id === 0) clearActiveWorkspace();
      else setActiveWorkspaceId(id);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
