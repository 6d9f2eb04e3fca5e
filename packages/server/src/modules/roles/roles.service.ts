import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
} from '@tonearm/shared/permissions/permission-names';
import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import { restrictionsOf } from '@tonearm/shared/permissions/permission-restrictions';
import {
  hasPermission,
  type GrantedPermission,
  type Restriction,
} from '@tonearm/shared/permissions/permissions';
import type {
  Role,
  RoleListItem,
  RoleListQuery,
  RoleValues,
} from '@tonearm/shared/roles/roles.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { Redis } from 'ioredis';
import { orNotFound, ValidationError } from '../../platform/errors';
import { refuseOnDemoSite } from '../settings/demo-mode.queries';
import type { SettingsService } from '../settings/settings.service';
import { GuestRoleCache } from './guest-role-cache';
import { canDeleteRole, isAdminRole } from './roles.policy';
import { presentGrants } from './permission-grants.queries';
import type { DB } from '../../platform/db/database';
import { RolesRepository, type RoleRow, type RoleWithPermissions } from './roles.repository';

const DEFAULT_ROLES = [
  { name: 'guests', description: 'Visitors who are not logged in.', guests: true },
  { name: 'users', description: 'Every registered user.', isDefault: true },
  { name: 'admin', description: 'Full access to the whole site.' },
] as const;

export const ROLE_MESSAGES = {
  nameTaken: 'A role with this name already exists.',
  adminRename: 'The admin role cannot be renamed.',
  adminKeepsAdmin: 'The admin role keeps the admin permission.',
  adminFlags: 'The admin role cannot be the default or the guest role.',
  defaultAndGuests: 'The guest role cannot also be the default role for new users.',
  needsDefault: 'There must be a default role: make another role the default instead.',
  needsGuests: 'There must be a guest role: make another role the guest role instead.',
  guestsWithMembers: 'A role that users hold cannot become the guest role.',
  guestsAdmin: 'Visitors cannot be given the admin permission.',
  guestsMembers: 'The guest role applies to visitors; it cannot be given to users.',
  builtIn: 'Built-in roles (admin, the default and the guest role) cannot be deleted.',
  unknownRole: 'One of the roles does not exist.',
  unknownUser: 'One of the users does not exist.',
  lastAdmin: 'At least one user must keep the admin permission.',
  selfAdmin: 'You cannot take the admin permission away from yourself.',
  onlyAdminsGrantAdmin: 'Only an admin can give the admin permission.',
  grantBeyondOwn: (names: string) =>
    `You can only give permissions you have yourself (not ${names}).`,
} as const;

/** What a user's plans grant while subscribed: billing answers, roles merge it in. */
export interface PlanPermissionsReader {
  planPermissionsOf(userId: number): Promise<GrantedPermission[]>;
}

const NO_PLANS: PlanPermissionsReader = { planPermissionsOf: () => Promise.resolve([]) };

export class RolesService {
  private readonly guestRoleCache: GuestRoleCache;
  private readonly plans: PlanPermissionsReader;

  constructor(
    private readonly repository: RolesRepository,
    private readonly settings: SettingsService,
    options: { redis?: Redis | null; plans?: PlanPermissionsReader } = {},
  ) {
    this.guestRoleCache = new GuestRoleCache(() => repository.guestRole(), options.redis ?? null);
    this.plans = options.plans ?? NO_PLANS;
  }

  /** The visitors' permissions, reused briefly; see GuestRoleCache. */
  guestRole(): Promise<RoleWithPermissions | null> {
    return this.guestRoleCache.get();
  }

  /** For changes made to the guest role's rows outside this service. */
  forgetGuestRole(): void {
    this.guestRoleCache.forget();
  }

  close(): void {
    this.guestRoleCache.close();
  }

  rolesOfUser(userId: number) {
    return this.repository.rolesOfUser(userId);
  }

  /**
   * Everything the user holds: their roles' and direct permissions, plus those of the plans
   * they hold a valid subscription to, merged so the most generous limit wins.
   */
  async permissionsOfUser(userId: number): Promise<GrantedPermission[]> {
    const [own, planned] = await Promise.all([
      this.repository.permissionsOfUser(userId),
      this.plans.planPermissionsOf(userId),
    ]);
    return mergeMostGenerous(own, planned);
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

  /** `within`: a transaction another module opened (backstage approval grants in its own). */
  grantToUser(
    userId: number,
    permission: string,
    restrictions: { name: string; value: number | null }[] = [],
    within?: DB,
  ) {
    const repository = within ? new RolesRepository(within) : this.repository;
    return repository.grantToUser(userId, permission, restrictions);
  }

  /** Every permission, grouped by area in the editors, with the restrictions it supports. */
  async permissions(): Promise<PermissionInfo[]> {
    const rows = await this.repository.allPermissions();
    return rows.map((row) => ({
      name: row.name,
      group: row.group,
      description: row.description,
      restrictions: [...restrictionsOf(row.name)],
    }));
  }

  async list(query: RoleListQuery): Promise<Paginated<RoleListItem>> {
    const page = await this.repository.listRoles(query);
    return { ...page, data: page.data.map((row) => presentRole(row)) };
  }

  async show(id: number): Promise<Role> {
    const row = orNotFound(await this.repository.findRole(id));
    return { ...presentRole(row), permissions: await this.permissionsOf(row.id) };
  }

  async create(values: RoleValues, callerId: number): Promise<Role> {
    await refuseOnDemoSite(this.settings);
    await this.assertNameFree(values.name);
    assertFlags(values);
    assertGuestPermissions(values);
    await this.assertMayGrant(
      values.permissions.map((grant) => grant.name),
      callerId,
      'permissions',
    );
    const id = await this.repository.transaction(async (repository) => {
      const roleId = await repository.createRole({
        name: values.name,
        description: values.description,
        guests: values.guests,
        isDefault: values.default,
      });
      await this.applyFlagsAndPermissions(repository, roleId, values);
      return roleId;
    });
    await this.guestRoleCache.changed();
    return this.show(id);
  }

  async update(id: number, values: RoleValues, callerId: number): Promise<Role> {
    const existing = orNotFound(await this.repository.findRole(id));
    await refuseOnDemoSite(this.settings);
    await this.assertNameFree(values.name, id);
    const errors: Record<string, string[]> = {};
    if (isAdminRole(existing)) {
      if (values.name !== existing.name) errors.name = [ROLE_MESSAGES.adminRename];
      if (!values.permissions.some((grant) => grant.name === 'admin'))
        errors.permissions = [ROLE_MESSAGES.adminKeepsAdmin];
      if (values.default || values.guests) errors.default = [ROLE_MESSAGES.adminFlags];
    }
    if (existing.is_default && !values.default) errors.default = [ROLE_MESSAGES.needsDefault];
    if (existing.guests && !values.guests) errors.guests = [ROLE_MESSAGES.needsGuests];
    if (!existing.guests && values.guests && existing.users_count > 0)
      errors.guests = [ROLE_MESSAGES.guestsWithMembers];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    assertFlags(values);
    assertGuestPermissions(values);
    const had = new Set((await this.repository.permissionsOfRole(id)).map((grant) => grant.name));
    await this.assertMayGrant(
      values.permissions.map((grant) => grant.name).filter((name) => !had.has(name)),
      callerId,
      'permissions',
    );
    await this.repository.transaction(async (repository) => {
      await repository.updateRole(id, {
        name: values.name,
        description: values.description,
        guests: values.guests,
        isDefault: values.default,
      });
      const callerWasAdmin = await holdsAdmin(repository, callerId);
      await this.applyFlagsAndPermissions(repository, id, values);
      await assertAdminsRemain(repository, callerId, callerWasAdmin, 'permissions');
    });
    await this.guestRoleCache.changed();
    return this.show(id);
  }

  /** Deletes the roles (one, or the data table's selection); their users lose them. */
  async delete(ids: readonly number[], callerId: number): Promise<void> {
    await refuseOnDemoSite(this.settings);
    const unique = [...new Set(ids)];
    const roles = await this.repository.findRoles(unique);
    if (roles.length !== unique.length)
      throw ValidationError.field('ids', ROLE_MESSAGES.unknownRole);
    if (roles.some((role) => !canDeleteRole(role)))
      throw ValidationError.field('ids', ROLE_MESSAGES.builtIn);
    await this.repository.transaction(async (repository) => {
      const callerWasAdmin = await holdsAdmin(repository, callerId);
      await repository.deleteRoles(unique);
      await assertAdminsRemain(repository, callerId, callerWasAdmin, 'ids');
    });
  }

  async deleteOne(id: number, callerId: number): Promise<void> {
    orNotFound(await this.repository.findRole(id));
    await this.delete([id], callerId);
  }

  async addUsers(roleId: number, userIds: readonly number[], callerId: number): Promise<Role> {
    const role = orNotFound(await this.repository.findRole(roleId));
    await refuseOnDemoSite(this.settings);
    if (role.guests) throw ValidationError.field('userIds', ROLE_MESSAGES.guestsMembers);
    await this.assertMayGrant(
      (await this.repository.permissionsOfRole(roleId)).map((grant) => grant.name),
      callerId,
      'userIds',
    );
    await this.assertUsersExist(userIds);
    await this.repository.addUsersToRole(roleId, userIds);
    return this.show(roleId);
  }

  async removeUsers(roleId: number, userIds: readonly number[], callerId: number): Promise<Role> {
    orNotFound(await this.repository.findRole(roleId));
    await refuseOnDemoSite(this.settings);
    await this.assertUsersExist(userIds);
    await this.repository.transaction(async (repository) => {
      const callerWasAdmin = await holdsAdmin(repository, callerId);
      await repository.removeUsersFromRole(roleId, userIds);
      await assertAdminsRemain(repository, callerId, callerWasAdmin, 'userIds');
    });
    return this.show(roleId);
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

  private async permissionsOf(roleId: number) {
    const granted = await this.repository.permissionsOfRole(roleId);
    return presentGrants(granted);
  }

  private async applyFlagsAndPermissions(
    repository: RolesRepository,
    roleId: number,
    values: RoleValues,
  ): Promise<void> {
    if (values.default) await repository.clearFlagExcept('is_default', roleId);
    if (values.guests) await repository.clearFlagExcept('guests', roleId);
    await repository.replaceRolePermissions(
      roleId,
      values.permissions.map((grant) => ({
        name: grant.name,
        // Empty limits are left out: no restriction means no limit.
        restrictions: grant.restrictions.filter((restriction) => restriction.value !== null),
      })),
    );
  }

  /**
   * Holding roles.update alone must not be a way up: without `admin`, a caller may give a role
   * (or a role's permissions to people) only permissions they hold themselves, and never `admin`.
   */
  private async assertMayGrant(granted: string[], callerId: number, field: string): Promise<void> {
    if (granted.length === 0) return;
    const own = await this.repository.permissionsOfUser(callerId);
    if (hasPermission({ user: { id: callerId, permissions: own }, guestRole: null }, 'admin'))
      return;
    if (granted.includes('admin'))
      throw ValidationError.field(field, ROLE_MESSAGES.onlyAdminsGrantAdmin);
    const held = new Set(own.map((grant) => grant.name));
    const beyond = [...new Set(granted)].filter((name) => !held.has(name));
    if (beyond.length)
      throw ValidationError.field(field, ROLE_MESSAGES.grantBeyondOwn(beyond.join(', ')));
  }

  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    const other = await this.repository.findRoleByNameInsensitive(name);
    if (other && other.id !== exceptId)
      throw ValidationError.field('name', ROLE_MESSAGES.nameTaken);
  }

  private async assertUsersExist(userIds: readonly number[]): Promise<void> {
    const unique = [...new Set(userIds)];
    const found = await this.repository.existingUserIds(unique);
    if (found.length !== unique.length)
      throw ValidationError.field('userIds', ROLE_MESSAGES.unknownUser);
  }
}

/**
 * Adds `extra` grants to `base`: a permission held twice keeps, per restriction, the most
 * generous value — no value (no limit) beats any number, a larger number a smaller one; a
 * restriction one side leaves out is no limit on that side.
 */
export function mergeMostGenerous(
  base: GrantedPermission[],
  extra: GrantedPermission[],
): GrantedPermission[] {
  const merged = new Map(base.map((grant) => [grant.name, grant]));
  for (const grant of extra) {
    const held = merged.get(grant.name);
    if (!held) {
      merged.set(grant.name, grant);
      continue;
    }
    const limit = (value: Restriction['value'] | undefined) =>
      value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
        ? null
        : Number(value);
    const theirs = new Map((grant.restrictions ?? []).map((r) => [r.name, limit(r.value)]));
    const restrictions: Restriction[] = [];
    for (const restriction of held.restrictions ?? []) {
      const mine = limit(restriction.value);
      const other = theirs.get(restriction.name);
      // Left out or empty on either side: no limit.
      if (mine === null || other === undefined || other === null) continue;
      restrictions.push({ name: restriction.name, value: Math.max(mine, other) });
    }
    merged.set(grant.name, { name: grant.name, restrictions });
  }
  return [...merged.values()];
}

function presentRole(row: RoleRow): RoleListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    default: row.is_default === 1,
    guests: row.guests === 1,
    admin: isAdminRole(row),
    deletable: canDeleteRole(row),
    users_count: row.users_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function assertFlags(values: RoleValues): void {
  if (values.default && values.guests)
    throw ValidationError.field('guests', ROLE_MESSAGES.defaultAndGuests);
}

function assertGuestPermissions(values: RoleValues): void {
  if (values.guests && values.permissions.some((grant) => grant.name === 'admin'))
    throw ValidationError.field('permissions', ROLE_MESSAGES.guestsAdmin);
}

async function holdsAdmin(repository: RolesRepository, userId: number): Promise<boolean> {
  const permissions = await repository.permissionsOfUser(userId);
  return hasPermission({ user: { id: userId, permissions }, guestRole: null }, 'admin');
}

/**
 * Inside the change's transaction: someone must still hold `admin`, and an admin may not take it
 * from themselves; either throws, which rolls the change back.
 */
async function assertAdminsRemain(
  repository: RolesRepository,
  callerId: number,
  callerWasAdmin: boolean,
  field: string,
): Promise<void> {
  if ((await repository.countAdmins()) === 0)
    throw ValidationError.field(field, ROLE_MESSAGES.lastAdmin);
  if (callerWasAdmin && !(await holdsAdmin(repository, callerId)))
    throw ValidationError.field(field, ROLE_MESSAGES.selfAdmin);
}
