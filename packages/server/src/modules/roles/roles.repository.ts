import type { GrantedPermission, Restriction } from '@tonearm/shared/permissions/permissions';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';

function parseRestrictions(value: string | null): Restriction[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? (parsed as Restriction[]) : [];
}

export interface RoleWithPermissions {
  id: number;
  name: string;
  permissions: GrantedPermission[];
}

export class RolesRepository {
  constructor(private readonly db: DB) {}

  async upsertPermissions(
    permissions: { name: string; group: string; description: string }[],
  ): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('permissions')
      .values(permissions.map((p) => ({ ...p, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  async findRoleByName(name: string) {
    return this.db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async createRole(role: {
    name: string;
    description: string;
    guests?: boolean;
    isDefault?: boolean;
  }): Promise<number> {
    const now = nowIso();
    const inserted = await this.db
      .insertInto('roles')
      .values({
        name: role.name,
        description: role.description,
        guests: role.guests ? 1 : 0,
        is_default: role.isDefault ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async grantToRole(
    roleId: number,
    permissionNames: readonly string[],
    restrictions: Restriction[] = [],
  ): Promise<void> {
    if (permissionNames.length === 0) return;
    const permissions = await this.db
      .selectFrom('permissions')
      .select('id')
      .where('name', 'in', permissionNames)
      .execute();
    await this.db
      .insertInto('role_permissions')
      .values(
        permissions.map((p) => ({
          role_id: roleId,
          permission_id: p.id,
          restrictions: restrictions.length ? JSON.stringify(restrictions) : null,
        })),
      )
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  }

  async grantToUser(
    userId: number,
    permissionName: string,
    restrictions: Restriction[] = [],
  ): Promise<void> {
    const permission = await this.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', permissionName)
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('user_permissions')
      .values({
        user_id: userId,
        permission_id: permission.id,
        restrictions: restrictions.length ? JSON.stringify(restrictions) : null,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'permission_id'])
          .doUpdateSet({ restrictions: restrictions.length ? JSON.stringify(restrictions) : null }),
      )
      .execute();
  }

  async assignRole(userId: number, roleId: number): Promise<void> {
    await this.db
      .insertInto('user_roles')
      .values({ user_id: userId, role_id: roleId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
      .execute();
  }

  async guestRole(): Promise<RoleWithPermissions | null> {
    const role = await this.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('guests', '=', 1)
      .executeTakeFirst();
    if (!role) return null;
    const permissions = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.name', 'role_permissions.restrictions'])
      .where('role_permissions.role_id', '=', role.id)
      .execute();
    return {
      ...role,
      permissions: permissions.map((p) => ({
        name: p.name,
        restrictions: parseRestrictions(p.restrictions),
      })),
    };
  }

  async defaultRoleId(): Promise<number | null> {
    const role = await this.db
      .selectFrom('roles')
      .select('id')
      .where('is_default', '=', 1)
      .executeTakeFirst();
    return role?.id ?? null;
  }

  async rolesOfUser(userId: number): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.name'])
      .where('user_roles.user_id', '=', userId)
      .orderBy('roles.id')
      .execute();
  }

  /** The user's own permissions plus those of their roles; a direct grant's restrictions win. */
  async permissionsOfUser(userId: number): Promise<GrantedPermission[]> {
    const direct = await this.db
      .selectFrom('user_permissions')
      .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
      .select(['permissions.name', 'user_permissions.restrictions'])
      .where('user_permissions.user_id', '=', userId)
      .execute();
    const viaRoles = await this.db
      .selectFrom('user_roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.name', 'role_permissions.restrictions'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    const merged = new Map<string, GrantedPermission>();
    for (const row of [...viaRoles, ...direct]) {
      merged.set(row.name, { name: row.name, restrictions: parseRestrictions(row.restrictions) });
    }
    return [...merged.values()];
  }
}
