import {
  DEFAULT_WORKSPACE_ID,
  WORKSPACE_MESSAGES,
  type Workspace,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { toast } from '@/components/ui/toast/toast-store';
import { setActiveWorkspaceId } from '@/lib/active-workspace';
import { trans } from '@/lib/i18n';
import { getUserWorkspaces } from './get-user-workspaces';

function teamWorkspaces(workspaces: readonly Workspace[]): Workspace[] {
  return workspaces.filter((workspace) => workspace.id !== DEFAULT_WORKSPACE_ID);
}

/**
 * After registering from an invitation the server has already joined the new account to the
 * workspace (workspaces.schemas.ts), so the answer's bootstrap `workspaces` holds Default and
 * that one workspace: it becomes the active one. When the list does not say which it is, ask
 * `GET me/workspaces`; a new account belongs to no other team. Resolves the activated id.
 */
export async function activateInvitedWorkspace(
  bootstrapWorkspaces: readonly Workspace[] | undefined,
): Promise<number | null> {
  let joined = teamWorkspaces(bootstrapWorkspaces ?? []);
  if (joined.length !== 1) {
    try {
      joined = teamWorkspaces(await getUserWorkspaces());
    } catch {
      return null;
    }
  }
  const [workspace] = joined;
  if (!workspace || joined.length !== 1) return null;
  setActiveWorkspaceId(workspace.id);
  toast.positive(trans(WORKSPACE_MESSAGES.joined));
  return workspace.id;
}
