import type { AdminUserListItem, UserListQuery } from '@tonearm/shared/users/user-admin.schemas';
import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { ExpressionBuilder } from 'kysely';
import { hasValidSubscription } from '../billing/subscription.queries';
import { grantsOf, resolveGrants } from '../roles/permission-grants.queries';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import { countAllRows, findRowBy } from '../../platform/db/query-kit/row-lookups';
import {
  insertStamped,
  updateStamped,
  type Unstamped,
} from '../../platform/db/query-kit/stamped-writes';
import type { Database, UserRow, UserUpdate } from '../../platform/db/schema';

/** The permission that grants all; the last user holding it is protected. */
const ADMIN_PERMISSION = 'admin';

/** A ban in force at `now`: set, and without an end or ending later. */
function bannedNow(eb: ExpressionBuilder<Database, 'users'>, now: string) {
  return eb.and([
    eb('users.banned_at', 'is not', null),
    eb.or([eb('users.banned_until', 'is', null), eb('users.banned_until', '>', now)]),
  ]);
}

/** The user holds `admin` directly or through one of their roles. */
function holdsAdmin(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('user_permissions')
        .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
        .select('user_permissions.user_id')
        .whereRef('user_permissions.user_id', '=', 'users.id')
        .where('permissions.name', '=', ADMIN_PERMISSION),
    ),
    eb.exists(
      eb
        .selectFrom('user_roles')
        .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('user_roles.user_id')
        .whereRef('user_roles.user_id', '=', 'users.id')
        .where('permissions.name', '=', ADMIN_PERMISSION),
    ),
  ]);
}

export class UsersRepository {
  constructor(private readonly db: DB) {}

  findById(id: number): Promise<UserRow | undefined> {
    return findRowBy(this.db, 'users', 'id', id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findRowBy(this.db, 'users', 'email', email.toLowerCase());
  }

  create(user: Unstamped<'users'>): Promise<UserRow> {
    return insertStamped(this.db, 'users', { ...user, email: user.email.toLowerCase() });
  }

  update(id: number, values: Omit<UserUpdate, 'id' | 'created_at'>): Promise<void> {
    return updateStamped(this.db, 'users', id, values);
  }

  count(): Promise<number> {
    return countAllRows(this.db, 'users');
  }

  /**
   * Records a TOTP time step as used unless it (or a later one) already was: the compare and
   * the write are one statement, so two requests racing with the same code cannot both win.
   */
  async claimTwoFactorTimeStep(id: number, timeStep: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_last_time_step: timeStep })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('two_factor_last_time_step', 'is', null),
          eb('two_factor_last_time_step', '<', timeStep),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces the stored recovery codes only if they are still `expected` (single use). */
  async swapRecoveryCodes(id: number, expected: string, next: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_recovery_codes: next, updated_at: nowIso() })
      .where('id', '=', id)
      .where('two_factor_recovery_codes', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---- The admin users table and edit page ----

  /** One page of the users table with each user's roles. */
  async list(list: UserListQuery): Promise<Paginated<AdminUserListItem>> {
    const now = nowIso();
    let query = this.db
      .selectFrom('users')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.image',
        'users.email_verified_at',
        'users.banned_at',
        'users.banned_until',
        'users.last_login_at',
        'users.created_at',
      ])
      .where(searchAny(this.db, list.query, ['users.name', 'users.email']));
    if (list.role !== undefined) {
      const roleId = list.role;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role_id', '=', roleId),
        ),
      );
    }
    if (list.banned !== undefined) {
      const banned = list.banned;
      query = query.where((eb) => (banned ? bannedNow(eb, now) : eb.not(bannedNow(eb, now))));
    }
    if (list.verified !== undefined)
      query = query.where('users.email_verified_at', list.verified ? 'is not' : 'is', null);
    // Subscribed: holds a subscription that gives access now.
    if (list.subscribed !== undefined) {
      const subscribed = list.subscribed;
      query = query.where((eb) =>
        subscribed ? hasValidSubscription(eb, now) : eb.not(hasValidSubscription(eb, now)),
      );
    }
    const ordered = orderByList(
      query,
      list,
      {
        name: 'users.name',
        email: 'users.email',
        created_at: 'users.created_at',
        last_login_at: 'users.last_login_at',
        email_verified_at: 'users.email_verified_at',
        banned_at: 'users.banned_at',
      },
      'users.id',
    );
    const page = await paginateQuery(this.db, ordered, list);
    const roles = await this.rolesOfUsers(page.data.map((row) => row.id));
    return {
      ...page,
      data: page.data.map(({ banned_until, ...row }) => ({
        ...row,
        banned_at:
          row.banned_at && (!banned_until || Date.parse(banned_until) > Date.now())
            ? row.banned_at
            : null,
        roles: roles.get(row.id) ?? [],
      })),
    };
  }

  async rolesOfUsers(userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const byUser = new Map<number, { id: number; name: string }[]>();
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.user_id', 'in', userIds)
      .orderBy('roles.id')
      .execute();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ id: row.id, name: row.name });
      byUser.set(row.user_id, list);
    }
    return byUser;
  }

  /** Every role but the guest role, which is for visitors. */
  assignableRoles() {
    return this.db
      .selectFrom('roles')
      .select(['id', 'name', 'is_default'])
      .where('guests', '=', 0)
      .orderBy('name')
      .execute();
  }

  /** Which of `roleIds` name roles a user may hold (not the guest role). */
  async existingAssignableRoleIds(roleIds: number[]): Promise<number[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', roleIds)
      .where('guests', '=', 0)
      .execute();
    return rows.map((row) => row.id);
  }

  async setRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (roleIds.length === 0) return;
      const now = nowIso();
      await trx
        .insertInto('user_roles')
        .values(
          [...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id, created_at: now })),
        )
        .execute();
    });
  }

  directPermissions(userId: number): Promise<GrantedPermission[]> {
    return grantsOf(this.db, 'user', userId);
  }

  /** Replaces the user's direct permissions (names must exist in `permissions`). */
  async setDirectPermissions(userId: number, permissions: GrantedPermission[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
      if (permissions.length === 0) return;
      const grants = permissions.map((p) => ({ name: p.name, restrictions: p.restrictions ?? [] }));
      const values = (await resolveGrants(trx, grants)).map((grant) => ({
        user_id: userId,
        permission_id: grant.permission_id,
        restrictions: grant.restrictions.length ? JSON.stringify(grant.restrictions) : null,
      }));
      if (values.length) await trx.insertInto('user_permissions').values(values).execute();
    });
  }

  /** The names of the permissions `roleIds` grant. */
  async permissionNamesOfRoles(roleIds: number[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.name')
      .distinct()
      .where('role_permissions.role_id', 'in', roleIds)
      .execute();
    return rows.map((row) => row.name);
  }

  /** Whether any of `roleIds` grants `admin`. */
  async rolesGrantAdmin(roleIds: number[]): Promise<boolean> {
    if (roleIds.length === 0) return false;
    const row = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('role_permissions.role_id')
      .where('role_permissions.role_id', 'in', roleIds)
      .where('permissions.name', '=', ADMIN_PERMISSION)
      .executeTakeFirst();
    return !!row;
  }

  /** The email of the oldest user holding `admin` who is not banned now (contact). */
  async firstAdminEmail(): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('email')
      .where((eb) => eb.not(bannedNow(eb, nowIso())))
      .where((eb) => holdsAdmin(eb))
      .orderBy('users.id')
      .limit(1)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** Users not banned now who hold `admin` (directly or by role), other than `exceptUserIds`. */
  async countOtherAdmins(exceptUserIds: number | number[]): Promise<number> {
    const now = nowIso();
    const except = Array.isArray(exceptUserIds) ? exceptUserIds : [exceptUserIds];
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('users.id', 'not in', except.length ? except : [0])
      .where((eb) => eb.not(bannedNow(eb, now)))
      .where((eb) => holdsAdmin(eb))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async ban(id: number, ban: { reason: string | null; until: string | null }): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ banned_at: now, ban_reason: ban.reason, banned_until: ban.until, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async unban(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ banned_at: null, ban_reason: null, banned_until: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Lifts the user's ban if its end has passed; true when this call lifted it. */
  async liftEndedBan(id: number): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('users')
      .set({ banned_at: null, ban_reason: null, banned_until: null, updated_at: now })
      .where('id', '=', id)
      .where('banned_at', 'is not', null)
      .where('banned_until', 'is not', null)
      .where('banned_until', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordLogin(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ last_login_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}
