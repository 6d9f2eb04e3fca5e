import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_WORKSPACE_ID,
  DEFAULT_WORKSPACE_NAME,
  type Workspace,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './workspace-keys';

/** The personal workspace every user has ("Default", id 0, 1 member). */
export const DEFAULT_WORKSPACE: Workspace = {
  id: DEFAULT_WORKSPACE_ID,
  name: DEFAULT_WORKSPACE_NAME,
  members_count: 1,
  role: 'owner',
};

/** Default first, whatever order (or omission) a list arrives with. */
export function withDefaultFirst(workspaces: readonly Workspace[]): Workspace[] {
  const others = workspaces.filter((workspace) => workspace.id !== DEFAULT_WORKSPACE_ID);
  const own = workspaces.find((workspace) => workspace.id === DEFAULT_WORKSPACE_ID);
  return [own ?? DEFAULT_WORKSPACE, ...others];
}

/** Default's name is a localization line; a team's own name is shown as typed. */
export function workspaceDisplayName(
  workspace: Workspace,
  translate: (line: string) => string,
): string {
  return workspace.id === DEFAULT_WORKSPACE_ID ? translate(workspace.name) : workspace.name;
}

/** GET me/workspaces (cache key user-workspaces): the workspaces the user belongs to. */
export async function getUserWorkspaces(): Promise<Workspace[]> {
  const { data } = await apiClient.answering('workspaceListResponseSchema').get('me/workspaces');
  return withDefaultFirst(data.workspaces);
}

export const userWorkspacesQueryOptions = () =>
  queryOptions({ queryKey: workspaceKeys.userWorkspaces, queryFn: getUserWorkspaces });

export function useUserWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userWorkspacesQueryOptions(), enabled });
}
