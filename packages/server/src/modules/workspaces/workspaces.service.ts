import type { Workspace } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import type { WorkspacesRepository } from './workspaces.repository';

export class WorkspacesService {
  constructor(private readonly repository: WorkspacesRepository) {}

  async listForUser(userId: number): Promise<Workspace[]> {
    const rows = await this.repository.listForUser(userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      members_count: Number(row.members_count ?? 0),
    }));
  }

  /** Workspace 0 is everyone's personal "Default" workspace (spec 000 §3). */
  async canAccess(workspaceId: number, userId: number | null): Promise<boolean> {
    if (workspaceId === 0) return true;
    if (userId === null) return false;
    return this.repository.isMember(workspaceId, userId);
  }

  create(name: string, ownerId: number) {
    return this.repository.create(name, ownerId);
  }
}
