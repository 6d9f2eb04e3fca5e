import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceWithMembers } from '@tonearm/shared/workspaces/workspaces.constants';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './workspace-keys';

/** GET workspace/{id} (cache key workspace-with-members): members and pending invitations. */
export async function getWorkspaceWithMembers(id: number): Promise<WorkspaceWithMembers> {
  const { data } = await apiClient
    .answering('workspaceWithMembersResponseSchema')
    .get(`workspace/${id}`);
  return data.workspace;
}

export const workspaceWithMembersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: workspaceKeys.withMembers(id),
    queryFn: () => getWorkspaceWithMembers(id),
  });

export function useWorkspaceWithMembers(id: number) {
  return useQuery(workspaceWithMembersQueryOptions(id));
}
