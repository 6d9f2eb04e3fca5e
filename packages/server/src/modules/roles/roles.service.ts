import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
} from '@tonearm/shared/permissions/permission-names';
import type { RolesRepository, RoleWithPermissions } from './roles.repository';

/**
 * Every guest request reads the guest role (two queries); role edits are rare, so a read is
 * reused this long. Edits made through this service take effect at once.
 */
const GUEST_ROLE_TTL_MS = 2000;

const DEFAULT_ROLES = [
  { name: 'guests', description: 'Visitors who are not logged in.', guests: true },
  { name: 'users', description: 'Every registered user.', isDefault: true },
  { name: 'admin', description: 'Full access to the whole site.' },
] as const;

export class RolesService {
  private cachedGuestRole: { readAt: number; role: Promise<RoleWithPermissions | null> } | null =
    null;

  constructor(private readonly repository: RolesRepository) {}

  guestRole(): Promise<RoleWithPermissions | null> {
    const now = Date.now();
    if (!this.cachedGuestRole || now - this.cachedGuestRole.readAt > GUEST_ROLE_TTL_MS) {
      const role = this.repository.guestRole();
      const entry = { readAt: now, role };
      this.cachedGuestRole = entry;
      role.catch(() => {
        if (this.cachedGuestRole === entry) this.cachedGuestRole = null;
      });
    }
    return this.cachedGuestRole.role;
  }

  /** For changes made to the guest role's rows outside this service. */
  forgetGuestRole(): void {
    this.cachedGuestRole = null;
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
    this.forgetGuestRole();
  }
}
