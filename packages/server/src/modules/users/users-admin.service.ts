import type {
  AccessToken,
  UpdateAccountInput,
  UserSession,
} from '@tonearm/shared/account/account.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import {
  USER_ADMIN_MESSAGES,
  type AdminUpdateUserInput,
  type AdminUserDetails,
  type AdminUserListItem,
  type AssignableRole,
  type BanUserInput,
  type CreateUserInput,
  type UserListQuery,
  type UserPermissionsInput,
} from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { forbidden, orNotFound, ValidationError } from '../../platform/errors';
import { passwordProblem } from '../../platform/security/password-policy';
import type { RolesService } from '../roles/roles.service';
import { refuseOnDemoSite } from '../settings/demo-mode.queries';
import type { SettingsService } from '../settings/settings.service';
import { protectedUserProblem, type ProtectedAction } from './users.policy';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

/**
 * What user administration asks of the modules that own a user's sessions, access tokens,
 * second factor and own fields (auth and account). Those modules build on this one, so it names
 * what it needs here and the container hands their services in, rather than importing them back.
 */
export interface SessionControl {
  lastActiveOf(userId: number): Promise<string | null>;
  requestSessionRotation(userId: number): Promise<void>;
  suspendSessions(userId: number): Promise<void>;
  deleteSuspendedSessions(userId: number): Promise<void>;
}

export interface AccountControl {
  updateUser(userId: number, input: UpdateAccountInput): Promise<unknown>;
  revokeAccessTokens(userId: number): Promise<void>;
  setPasswordByAdmin(
    userId: number,
    password: string,
    keepSessionId: string | undefined,
  ): Promise<void>;
  listSessions(userId: number, currentSessionId: string | null): Promise<UserSession[]>;
  endSessionOf(userId: number, publicId: string): Promise<void>;
  accessTokensOf(userId: number): Promise<AccessToken[]>;
  deleteAccessToken(userId: number, tokenId: number): Promise<void>;
  deleteUser(userId: number): Promise<void>;
}

export interface TwoFactorControl {
  disable(userId: number): Promise<void>;
}

/** Who is acting: their user id and, for a cookie session, its id (kept when it is theirs). */
export interface Actor {
  id: number;
  sessionId?: string | undefined;
}

/**
 * The admin users pages (users.update): the table, new users, and the edit
 * page's details, permissions, security, date and api tabs. Sessions, tokens and passwords
 * are changed through the auth and account services, which own those rows.
 */
export class UsersAdminService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly users: UsersService,
    private readonly roles: RolesService,
    private readonly auth: SessionControl,
    private readonly account: AccountControl,
    private readonly twoFactor: TwoFactorControl,
    private readonly settings: SettingsService,
  ) {}

  list(query: UserListQuery): Promise<Paginated<AdminUserListItem>> {
    return this.repository.list(query);
  }

  async assignableRoles(): Promise<AssignableRole[]> {
    const rows = await this.repository.assignableRoles();
    return rows.map((row) => ({ id: row.id, name: row.name, is_default: row.is_default === 1 }));
  }

  /** A new account; every problem is reported at once and nothing is created. */
  async create(input: CreateUserInput): Promise<User> {
    const errors: Record<string, string[]> = {};
    if (await this.users.findByEmail(input.email)) errors.email = [USER_ADMIN_MESSAGES.emailTaken];
    if (input.roles && !(await this.rolesExist(input.roles)))
      errors.roles = [USER_ADMIN_MESSAGES.unknownRole];
    const problem = await passwordProblem(input.password, await this.passwordContext(input.email));
    if (problem) errors.password = [problem];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    let row;
    try {
      row = await this.users.create({
        email: input.email,
        password: input.password,
        name: input.name,
        email_verified_at: input.email_verified ? new Date().toISOString() : null,
        // Roles named here replace the default role below.
        ...(input.roles ? { roleNames: [] } : {}),
      });
    } catch (error) {
      // Two requests racing for one address: the unique index decides.
      if (await this.users.findByEmail(input.email))
        throw ValidationError.field('email', USER_ADMIN_MESSAGES.emailTaken);
      throw error;
    }
    if (input.roles) await this.repository.setRoles(row.id, input.roles);
    return this.users.toClientUser(row);
  }

  async details(userId: number): Promise<AdminUserDetails> {
    const found = orNotFound(await this.users.findById(userId));
    const row = await this.users.withEndedBanLifted(found);
    const [lastActive, direct] = await Promise.all([
      this.auth.lastActiveOf(userId),
      this.repository.directPermissions(userId),
    ]);
    return {
      ban_reason: row.ban_reason,
      banned_until: row.banned_until,
      last_login_at: row.last_login_at,
      last_active_at: lastActive,
      updated_at: row.updated_at,
      two_factor_enabled: !!row.two_factor_confirmed_at,
      direct_permissions: direct,
    };
  }

  /**
   * PUT users/{id} by someone holding users.update: name, email, verified and roles here; the
   * account's own fields (names, image, language…) through the account service. Everything is
   * checked before anything changes.
   */
  async update(actor: Actor, userId: number, input: AdminUpdateUserInput): Promise<User> {
    const row = orNotFound(await this.users.findById(userId));
    await this.assertMayManage(actor, [userId]);
    if (input.roles !== undefined) {
      const current = new Set((await this.roles.rolesOfUser(userId)).map((role) => role.id));
      const added = input.roles.filter((id) => !current.has(id));
      await this.assertMayGrant(
        actor,
        'roles',
        await this.repository.permissionNamesOfRoles(added),
      );
    }
    const errors: Record<string, string[]> = {};
    if (input.email !== undefined && input.email.toLowerCase() !== row.email) {
      const owner = await this.users.findByEmail(input.email);
      if (owner && owner.id !== userId) errors.email = [USER_ADMIN_MESSAGES.emailTaken];
    }
    if (input.roles !== undefined) {
      if (!(await this.rolesExist(input.roles))) errors.roles = [USER_ADMIN_MESSAGES.unknownRole];
      else if (await this.rolesChange(userId, input.roles)) {
        await refuseOnDemoSite(this.settings);
        const direct = await this.repository.directPermissions(userId);
        const problem = await this.demotionProblem(actor, userId, {
          stillAdmin:
            direct.some((permission) => permission.name === 'admin') ||
            (await this.repository.rolesGrantAdmin(input.roles)),
        });
        if (problem) errors.roles = [problem];
      }
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const { name, email, email_verified, roles, ...accountFields } = input;
    // The account service checks its own fields (and throws) before it writes anything.
    if (Object.keys(accountFields).length) await this.account.updateUser(userId, accountFields);
    const values: Parameters<UsersService['update']>[1] & { email?: string } = {};
    if (name !== undefined) values.name = name;
    if (email !== undefined) values.email = email.toLowerCase();
    if (email_verified !== undefined)
      values.email_verified_at = email_verified
        ? (row.email_verified_at ?? new Date().toISOString())
        : null;
    if (Object.keys(values).length) await this.repository.update(userId, values);
    if (roles !== undefined) {
      const changed = await this.rolesChange(userId, roles);
      await this.repository.setRoles(userId, roles);
      // A privilege change rotates the user's session id (on their next page or call).
      if (changed) await this.auth.requestSessionRotation(userId);
    }
    return this.clientUser(userId);
  }

  /** Replaces the user's direct permissions (and their restriction values). */
  async setPermissions(
    actor: Actor,
    userId: number,
    input: UserPermissionsInput,
  ): Promise<GrantedPermission[]> {
    await this.requireUser(userId);
    await this.assertMayManage(actor, [userId]);
    const current = new Set((await this.repository.directPermissions(userId)).map((p) => p.name));
    await this.assertMayGrant(
      actor,
      'permissions',
      input.permissions.map((permission) => permission.name).filter((name) => !current.has(name)),
    );
    await refuseOnDemoSite(this.settings);
    const roleIds = (await this.roles.rolesOfUser(userId)).map((role) => role.id);
    const problem = await this.demotionProblem(actor, userId, {
      stillAdmin:
        input.permissions.some((permission) => permission.name === 'admin') ||
        (await this.repository.rolesGrantAdmin(roleIds)),
    });
    if (problem) throw ValidationError.field('permissions', problem);
    // One entry per permission: a repeated name keeps its last restrictions.
    const byName = new Map(input.permissions.map((permission) => [permission.name, permission]));
    await this.repository.setDirectPermissions(userId, [...byName.values()]);
    await this.auth.requestSessionRotation(userId);
    return this.repository.directPermissions(userId);
  }

  /**
   * Bans the user (suspended gate, at once): their access tokens are revoked and
   * their sessions ended, each kept only to tell its tab the account is suspended. A ban with
   * an end lifts itself on the first request after it.
   */
  async ban(actor: Actor, userId: number, input: BanUserInput): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await refuseOnDemoSite(this.settings);
    await this.assertNotProtected('ban', actor, [userId]);
    await this.repository.ban(userId, { reason: input.reason, until: input.until });
    await this.auth.suspendSessions(userId);
    await this.account.revokeAccessTokens(userId);
  }

  /** Lifts the ban; the sessions it ended are gone, so the user logs in again. */
  async unban(actor: Actor, userId: number): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await this.repository.unban(userId);
    await this.auth.deleteSuspendedSessions(userId);
  }

  async resetTwoFactor(actor: Actor, userId: number): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await this.twoFactor.disable(userId);
  }

  /**
   * Sets the user's password. Like any new password it logs the user out everywhere and
   * revokes their tokens (the admin's own session stays when it is their own account).
   */
  async setPassword(actor: Actor, userId: number, password: string): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await refuseOnDemoSite(this.settings);
    await this.account.setPasswordByAdmin(
      userId,
      password,
      actor.id === userId ? actor.sessionId : undefined,
    );
  }

  async sessions(actor: Actor, userId: number): Promise<UserSession[]> {
    await this.requireUser(userId);
    await this.assertMaySeeSecurityOf(actor, userId);
    return this.account.listSessions(userId, null);
  }

  async endSession(actor: Actor, userId: number, publicSessionId: string): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await this.account.endSessionOf(userId, publicSessionId);
  }

  async accessTokens(actor: Actor, userId: number): Promise<AccessToken[]> {
    await this.requireUser(userId);
    await this.assertMaySeeSecurityOf(actor, userId);
    return this.account.accessTokensOf(userId);
  }

  async revokeAccessToken(actor: Actor, userId: number, tokenId: number): Promise<void> {
    await this.assertMayManage(actor, [userId]);
    await this.requireUser(userId);
    await this.account.deleteAccessToken(userId, tokenId);
  }

  /** The table's bulk delete: all of them or, when one is protected, none. */
  async deleteMany(actor: Actor, ids: number[]): Promise<void> {
    await this.assertMayManage(actor, ids);
    await refuseOnDemoSite(this.settings);
    const unique = [...new Set(ids)];
    await this.assertNotProtected('delete', actor, unique);
    for (const id of unique) {
      if (await this.users.findById(id)) await this.account.deleteUser(id);
    }
  }

  private async assertNotProtected(action: ProtectedAction, actor: Actor, targetIds: number[]) {
    const remainingAdmins = await this.repository.countOtherAdmins(targetIds);
    for (const targetId of targetIds) {
      const isAdmin = await this.holdsAdmin(targetId);
      const problem = protectedUserProblem(
        action,
        actor.id,
        targetId,
        isAdmin && remainingAdmins === 0,
      );
      if (problem) throw new ValidationError({}, problem);
    }
  }

  /** Why taking `admin` away from the user is refused (when it would be taken away). */
  private async demotionProblem(
    actor: Actor,
    userId: number,
    after: { stillAdmin: boolean },
  ): Promise<string | null> {
    if (after.stillAdmin || !(await this.holdsAdmin(userId))) return null;
    const lastAdmin = (await this.repository.countOtherAdmins(userId)) === 0;
    return protectedUserProblem('demote', actor.id, userId, lastAdmin);
  }

  /**
   * No way up through the users pages: without `admin`, a holder of users.update may not
   * change a user who holds `admin` (their password, email or sessions would be a way into
   * that account)…
   */
  private async assertMayManage(actor: Actor, targetIds: number[]): Promise<void> {
    if (await this.holdsAdmin(actor.id)) return;
    for (const id of targetIds)
      if (await this.holdsAdmin(id)) throw forbidden(USER_ADMIN_MESSAGES.adminsOnlyByAdmins);
  }

  /**
   * …nor read such a user's sessions (devices, addresses) or access tokens: they tell where
   * and how that account is used, which is a step towards taking it over. One's own are
   * always readable.
   */
  async assertMaySeeSecurityOf(actor: Actor, userId: number): Promise<void> {
    if (actor.id === userId || (await this.holdsAdmin(actor.id))) return;
    if (await this.holdsAdmin(userId))
      throw forbidden(USER_ADMIN_MESSAGES.adminSecurityOnlyByAdmins);
  }

  /** …nor give anyone a permission they do not hold themselves, directly or by a role. */
  private async assertMayGrant(actor: Actor, field: string, granted: string[]): Promise<void> {
    if (granted.length === 0) return;
    const own = await this.roles.permissionsOfUser(actor.id);
    if (own.some((permission) => permission.name === 'admin')) return;
    const held = new Set(own.map((permission) => permission.name));
    const beyond = [...new Set(granted)].filter((name) => !held.has(name));
    if (beyond.length)
      throw ValidationError.field(field, USER_ADMIN_MESSAGES.grantBeyondOwn(beyond.join(', ')));
  }

  private async holdsAdmin(userId: number): Promise<boolean> {
    const permissions = await this.roles.permissionsOfUser(userId);
    return permissions.some((permission) => permission.name === 'admin');
  }

  private async rolesChange(userId: number, roleIds: number[]): Promise<boolean> {
    const current = (await this.roles.rolesOfUser(userId)).map((role) => role.id).sort();
    const next = [...new Set(roleIds)].sort();
    return current.length !== next.length || current.some((id, index) => id !== next[index]);
  }

  private async rolesExist(roleIds: number[]): Promise<boolean> {
    const unique = [...new Set(roleIds)];
    return (await this.repository.existingAssignableRoleIds(unique)).length === unique.length;
  }

  private async requireUser(userId: number) {
    return orNotFound(await this.users.findById(userId));
  }

  private async clientUser(userId: number): Promise<User> {
    const row = await this.requireUser(userId);
    return this.users.toClientUser(row);
  }

  private async passwordContext(email: string) {
    return { email, siteName: String((await this.settings.get('branding.site_name')) ?? '') };
  }
}
