import {
  parseRestrictions,
  type GrantedPermission,
  type Restriction,
} from '@tonearm/shared/permissions/permissions';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { RoleListQuery } from '@tonearm/shared/roles/roles.schemas';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import type { Database, RolesTable } from '../../platform/db/schema';
import type { Selectable } from 'kysely';
import { grantsOf, resolveGrants } from './permission-grants.queries';

function serializeRestrictions(restrictions: readonly Restriction[]): string | null {
  return restrictions.length ? JSON.stringify(restrictions) : null;
}

export interface RoleWithPermissions {
  id: number;
  name: string;
  permissions: GrantedPermission[];
}

export type RoleRow = Selectable<RolesTable> & { users_count: number };

/** How many users hold the role, as a column of the role row. */
function usersCount(eb: ExpressionBuilder<Database, 'roles'>) {
  return eb
    .selectFrom('user_roles')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('user_roles.role_id', '=', 'roles.id');
}

export class RolesRepository {
  constructor(private readonly db: DB) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: RolesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new RolesRepository(trx)));
  }

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

  allPermissions() {
    return this.db
      .selectFrom('permissions')
      .select(['name', 'group', 'description'])
      .orderBy('id')
      .execute();
  }

  async findRoleByName(name: string) {
    return this.db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** A role by name, compared without case (role names are unique that way). */
  async findRoleByNameInsensitive(name: string) {
    return this.db
      .selectFrom('roles')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
  }

  async findRole(id: number): Promise<RoleRow | undefined> {
    const row = await this.db
      .selectFrom('roles')
      .selectAll('roles')
      .select((eb) => usersCount(eb).as('users_count'))
      .where('roles.id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, users_count: Number(row.users_count ?? 0) } : undefined;
  }

  async findRoles(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db.selectFrom('roles').selectAll().where('id', 'in', ids).execute();
  }

  async listRoles(list: RoleListQuery): Promise<Paginated<RoleRow>> {
    const query = orderByList(
      this.db
        .selectFrom('roles')
        .selectAll('roles')
        .select((eb) => usersCount(eb).as('users_count'))
        .where(searchAny(this.db, list.query, ['roles.name', 'roles.description'])),
      list,
      {
        // Names sort as people read them, whatever their case.
        name: (eb) => eb.fn('lower', ['roles.name']),
        users_count: (eb) => usersCount(eb),
        created_at: 'roles.created_at',
        updated_at: 'roles.updated_at',
      },
      'roles.id',
    );
    const page = await paginateQuery(this.db, query, list);
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, users_count: Number(row.users_count ?? 0) })),
    };
  }

  async createRole(role: {
    name: string;
    description: string | null;
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

  async updateRole(
    id: number,
    role: { name: string; description: string | null; guests: boolean; isDefault: boolean },
  ): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({
        name: role.name,
        description: role.description,
        guests: role.guests ? 1 : 0,
        is_default: role.isDefault ? 1 : 0,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Exactly one default role and one guest role: the flag leaves every other role. */
  async clearFlagExcept(flag: 'is_default' | 'guests', roleId: number): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ [flag]: 0, updated_at: nowIso() })
      .where(flag, '=', 1)
      .where('id', '!=', roleId)
      .execute();
  }

  async deleteRoles(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    // The links go first: the rows may not cascade on every database this runs on.
    await this.db.deleteFrom('user_roles').where('role_id', 'in', ids).execute();
    await this.db.deleteFrom('role_permissions').where('role_id', 'in', ids).execute();
    await this.db.deleteFrom('roles').where('id', 'in', ids).execute();
  }

  async permissionsOfRole(roleId: number): Promise<GrantedPermission[]> {
    const rows = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.name', 'role_permissions.restrictions'])
      .where('role_permissions.role_id', '=', roleId)
      .orderBy('permissions.id')
      .execute();
    return rows.map((p) => ({ name: p.name, restrictions: parseRestrictions(p.restrictions) }));
  }

  /** The role's permissions become exactly `grants`, each with its restriction values. */
  async replaceRolePermissions(
    roleId: number,
    grants: readonly { name: string; restrictions: Restriction[] }[],
  ): Promise<void> {
    await this.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    const rows = (await resolveGrants(this.db, grants)).map((grant) => ({
      role_id: roleId,
      permission_id: grant.permission_id,
      restrictions: serializeRestrictions(grant.restrictions),
    }));
    if (rows.length) await this.db.insertInto('role_permissions').values(rows).execute();
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
          restrictions: serializeRestrictions(restrictions),
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
        restrictions: serializeRestrictions(restrictions),
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'permission_id'])
          .doUpdateSet({ restrictions: serializeRestrictions(restrictions) }),
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

  async addUsersToRole(roleId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    const now = nowIso();
    await this.db
      .insertInto('user_roles')
      .values(userIds.map((userId) => ({ user_id: userId, role_id: roleId, created_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
      .execute();
  }

  async removeUsersFromRole(roleId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .deleteFrom('user_roles')
      .where('role_id', '=', roleId)
      .where('user_id', 'in', userIds)
      .execute();
  }

  /** Which of `ids` name an existing user. */
  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('users').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  /** How many users hold `admin`, through a role or directly. */
  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
              .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
              .select(sql.lit(1).as('one'))
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('permissions.name', '=', 'admin'),
          ),
          eb.exists(
            eb
              .selectFrom('user_permissions')
              .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
              .select(sql.lit(1).as('one'))
              .whereRef('user_permissions.user_id', '=', 'users.id')
              .where('permissions.name', '=', 'admin'),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async guestRole(): Promise<RoleWithPermissions | null> {
    const role = await this.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('guests', '=', 1)
      .executeTakeFirst();
    if (!role) return null;
    return { ...role, permissions: await this.permissionsOfRole(role.id) };
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
    const direct = await grantsOf(this.db, 'user', userId);
    const viaRoles = await this.db
      .selectFrom('user_roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.name', 'role_permissions.restrictions'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    const merged = new Map<string, GrantedPermission>();
    for (const row of viaRoles) {
      merged.set(row.name, { name: row.name, restrictions: parseRestrictions(row.restrictions) });
    }
    for (const grant of direct) merged.set(grant.name, grant);
    return [...merged.values()];
  }
}
