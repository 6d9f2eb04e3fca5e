import type { User } from '@tonearm/shared/users/users.schemas';
import type { UserRow, UserUpdate } from '../../platform/db/schema';
import type { Encrypter } from '../../platform/security/encryption';
import { hashPassword } from '../../platform/security/passwords';
import type { RolesService } from '../roles/roles.service';
import type { UsersRepository } from './users.repository';

/** Who may administer users, for the modules that show or guard user administration. */
export { canAdministerUsers } from './users.policy';

/** The social logins of a user (social-auth answers). */
export interface SocialProfilesReader {
  profilesOf(userId: number): Promise<{ service_name: string; username: string | null }[]>;
}

/** {valid, active} of each of a user's subscriptions (billing answers). */
export interface SubscriptionFlagsReader {
  subscriptionFlagsOf(userId: number): Promise<{ valid: boolean; active: boolean }[]>;
}

/** How many of a user's notifications are unread: the count the bell shows. */
export interface UnreadNotificationsReader {
  unreadCount(userId: number): Promise<number>;
}

/**
 * What other modules add to the user the client sees. They depend on this one, so this one
 * names only what it reads; a reader left out reads as none.
 */
export interface UserProfileReaders {
  socialProfiles?: SocialProfilesReader;
  subscriptions?: SubscriptionFlagsReader;
  unreadNotifications?: UnreadNotificationsReader;
}

export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly roles: RolesService,
    private readonly encrypter?: Encrypter,
    private readonly readers: UserProfileReaders = {},
  ) {}

  /** Purpose label of the encrypted recovery-code list (see TwoFactorService). */
  static readonly RECOVERY_CODES_PURPOSE = 'two-factor-recovery-codes';

  update(id: number, values: Omit<UserUpdate, 'id' | 'created_at' | 'email' | 'password'>) {
    return this.repository.update(id, values);
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.repository.update(id, { password: await hashPassword(password) });
  }

  claimTwoFactorTimeStep(id: number, timeStep: number) {
    return this.repository.claimTwoFactorTimeStep(id, timeStep);
  }

  swapRecoveryCodes(id: number, expected: string, next: string) {
    return this.repository.swapRecoveryCodes(id, expected, next);
  }

  /** The unused recovery codes of a user, decrypted. */
  async recoveryCodesOf(row: UserRow): Promise<string[]> {
    if (!row.two_factor_recovery_codes || !this.encrypter) return [];
    const plain = await this.encrypter.decrypt(
      UsersService.RECOVERY_CODES_PURPOSE,
      row.two_factor_recovery_codes,
    );
    try {
      const codes: unknown = plain ? JSON.parse(plain) : [];
      return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
    } catch {
      return [];
    }
  }

  findById(id: number) {
    return this.repository.findById(id);
  }

  /**
   * The row with its ban lifted when the ban's end has passed (an end date lifts
   * the ban on the next request; no job needed).
   */
  async withEndedBanLifted(row: UserRow): Promise<UserRow> {
    if (!row.banned_at || !row.banned_until || Date.parse(row.banned_until) > Date.now())
      return row;
    await this.repository.liftEndedBan(row.id);
    return { ...row, banned_at: null, ban_reason: null, banned_until: null };
  }

  /** The user holds `admin` and no other user not banned does. */
  async isLastAdmin(userId: number): Promise<boolean> {
    const permissions = await this.roles.permissionsOfUser(userId);
    if (!permissions.some((permission) => permission.name === 'admin')) return false;
    return (await this.repository.countOtherAdmins(userId)) === 0;
  }

  recordLogin(id: number): Promise<void> {
    return this.repository.recordLogin(id);
  }

  findByEmail(email: string) {
    return this.repository.findByEmail(email);
  }

  count() {
    return this.repository.count();
  }

  /** The email of the oldest admin who is not banned (the contact form's fallback address). */
  firstAdminEmail(): Promise<string | null> {
    return this.repository.firstAdminEmail();
  }

  async create(input: {
    email: string;
    password: string | null;
    name?: string;
    first_name?: string | null;
    last_name?: string | null;
    email_verified_at?: string | null;
    image?: string | null;
    roleNames?: string[];
  }): Promise<UserRow> {
    const name =
      input.name ??
      ([input.first_name, input.last_name].filter(Boolean).join(' ') ||
        input.email.split('@')[0] ||
        input.email);
    const user = await this.repository.create({
      email: input.email,
      password: input.password === null ? null : await hashPassword(input.password),
      name,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      email_verified_at: input.email_verified_at ?? null,
      ...(input.image ? { image: input.image } : {}),
    });
    if (input.roleNames) {
      for (const role of input.roleNames) await this.roles.assignRoleByName(user.id, role);
    } else {
      await this.roles.assignDefaultRole(user.id);
    }
    return user;
  }

  /** The user as the client sees it; secrets (password, 2FA secret, codes) stay here. */
  async toClientUser(row: UserRow): Promise<User> {
    const [roles, permissions, socialProfiles, recoveryCodes, subscriptions, unread] =
      await Promise.all([
        this.roles.rolesOfUser(row.id),
        this.roles.permissionsOfUser(row.id),
        this.readers.socialProfiles?.profilesOf(row.id) ?? [],
        this.recoveryCodesOf(row),
        this.readers.subscriptions?.subscriptionFlagsOf(row.id) ?? [],
        this.readers.unreadNotifications?.unreadCount(row.id) ?? 0,
      ]);
    return {
      id: row.id,
      name: row.name,
      first_name: row.first_name,
      last_name: row.last_name,
      image: row.image,
      email: row.email,
      email_verified_at: row.email_verified_at,
      banned_at: row.banned_at,
      language: row.language,
      country: row.country,
      timezone: row.timezone,
      unread_notifications_count: unread,
      roles,
      permissions,
      subscriptions,
      social_profiles: socialProfiles,
      two_factor_confirmed_at: row.two_factor_confirmed_at,
      has_recovery_codes: recoveryCodes.length > 0,
      // The 2FA contract: only the user's own object carries them; this is only ever built for
      // the caller themselves (bootstrap data, login answers).
      two_factor_recovery_codes: recoveryCodes,
      created_at: row.created_at,
    };
  }
}
