import { WORKSPACE_CACHE_KEYS } from '@tonearm/shared/workspaces/workspaces.constants';

/** Query keys of workspaces (user-workspaces and workspace-with-members). */
export const workspaceKeys = {
  userWorkspaces: [WORKSPACE_CACHE_KEYS.userWorkspaces] as const,
  withMembers: (id: number) => [WORKSPACE_CACHE_KEYS.workspaceWithMembers, id] as const,
};
