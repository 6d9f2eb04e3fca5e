import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_WORKSPACE_ID } from '@tonearm/shared/workspaces/workspaces.constants';
import { getActiveWorkspaceId } from '@/lib/active-workspace';
import { workspaceKeys } from '../api/workspace-keys';
import { useSwitchWorkspace } from './use-switch-workspace';

/**
 * After leaving or deleting a workspace: forget its members, and when it was the active one
 * fall back to Default (every query refetches there); otherwise refresh the user's list.
 */
export function useLeaveScope() {
  const queryClient = useQueryClient();
  const switchWorkspace = useSwitchWorkspace();
  return useCallback(
    async (workspaceId: number) => {
      queryClient.removeQueries({ queryKey: workspaceKeys.withMembers(workspaceId) });
      if (getActiveWorkspaceId() === workspaceId) {
        await switchWorkspace(DEFAULT_WORKSPACE_ID);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.userWorkspaces });
    },
    [queryClient, switchWorkspace],
  );
}
