import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
} from '@tonearm/shared/permissions/permission-names';
import type { RolesRepository } from './roles.repository';

const DEFAULT_ROLES = [
  { name: 'guests', description: 'Visitors who are not logged in.', guests: true },
  { name: 'users', description: 'Every registered user.', isDefault: true },
  { name: 'admin', description: 'Full access to the whole site.' },
] as const;

export class RolesService {
  constructor(private readonly repository: RolesRepository) {}

  guestRole() {
    return this.repository.guestRole();
  }

  rolesOfUser(userId: number) {
    return this.repository.rolesOfUser(userId);
  }

  permissionsOfUser(userId: number) {
    return this.repository.permissionsOfUser(userId);
  }

  async assignRoleByName(userId: number, roleName: string): Promise<void> {
    const role = await this.repository.findRoleByName(roleName);
    if (!role) throw new Error(`Role ${roleName} does not exist`);
    await this.repository.assignRole(userId, role.id);
  }

  async assignDefaultRole(userId: number): Promise<void> {
    const roleId = await this.repository.defaultRoleId();
    if (roleId) await this.repository.assignRole(userId, roleId);
  }

  grantToUser(
    userId: number,
    permission: string,
    restrictions: { name: string; value: number | null }[] = [],
  ) {
    return this.repository.grantToUser(userId, permission, restrictions);
  }

  /** Every permission both specs name, and the guests/users/admin roles (idempotent). */
  async seedDefaults(): Promise<void> {
    await this.repository.upsertPermissions(
      Object.entries(PERMISSIONS).map(([name, meta]) => ({
        name,
        group: meta.group,
        description: meta.description,
      })),
    );
    for (const role of DEFAULT_ROLES) {
      const existing = await this.repository.findRoleByName(role.name);
      if (existing) continue;
      const roleId = await this.repository.createRole(role);
      await this.repository.grantToRole(roleId, DEFAULT_ROLE_PERMISSIONS[role.name]);
    }
  }
}
