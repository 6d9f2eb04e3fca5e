import { createHash } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccessToken,
  type ChangePasswordPayload,
  type CreatedAccessToken,
  type UpdateAccountInput,
  type UserSession,
  type ValueListName,
  type ValueLists,
} from '@tonearm/shared/account/account.schemas';
import { isTimezone } from '@tonearm/shared/format/timezone';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { USER_ADMIN_MESSAGES } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { SessionRow } from '../../platform/db/schema';
import { forbidden, notFound, orNotFound, ValidationError } from '../../platform/errors';
import { assertPasswordAllowed } from '../../platform/security/password-policy';
import { hashPassword, verifyPassword } from '../../platform/security/passwords';
import type { AuthService, ClientInfo } from '../auth/auth.service';
import type { CommentsService } from '../comments/comments.service';
import type { FilesService } from '../files/files.service';
import type { LocalizationService } from '../localization/localization.service';
import { refuseOnDemoSite } from '../settings/demo-mode.queries';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import type { AccountRepository } from './account.repository';
import { canManageAccount } from './account.policy';
import { AvatarFiles, sniffImageType } from './avatar-files';
import { countryList, isCountryCode, timezoneGroups } from './value-lists';

export type UserWithTokens = User & { tokens?: AccessToken[] };

/** A stable, opaque id for a session row: the row's own id is the hash of the cookie. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session-list:${sessionId}`).digest('hex').slice(0, 24);
}

function deviceType(value: string | null): UserSession['device_type'] {
  return value === 'mobile' || value === 'tablet' ? value : 'other';
}

/**
 * /account-settings: the caller's profile, avatar, password, sessions,
 * location and language, access tokens and the account itself.
 */
export class AccountService {
  private readonly avatars: AvatarFiles;

  constructor(
    private readonly repository: AccountRepository,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly settings: SettingsService,
    private readonly localization: LocalizationService,
    private readonly comments: CommentsService,
    files: FilesService,
  ) {
    this.avatars = new AvatarFiles(files);
  }

  /** "me" or an id; someone else's account needs users.update (403), a missing one is 404. */
  async resolveTarget(ctx: PermissionContext, id: 'me' | number): Promise<number> {
    if (!ctx.user) throw forbidden();
    const targetId = id === 'me' ? ctx.user.id : id;
    if (!canManageAccount(ctx, targetId)) throw forbidden();
    if (targetId !== ctx.user.id && !(await this.users.findById(targetId))) throw notFound();
    return targetId;
  }

  async getUser(userId: number, options: { withTokens: boolean }): Promise<UserWithTokens> {
    const user = await this.clientUser(userId);
    if (!options.withTokens) return user;
    return { ...user, tokens: await this.accessTokensOf(userId) };
  }

  async updateUser(userId: number, input: UpdateAccountInput): Promise<User> {
    const row = orNotFound(await this.users.findById(userId));
    const errors: Record<string, string[]> = {};
    if (input.language && !(await this.languageExists(input.language)))
      errors.language = [ACCOUNT_MESSAGES.unknownLanguage];
    if (input.country && !isCountryCode(input.country))
      errors.country = [ACCOUNT_MESSAGES.unknownCountry];
    if (input.timezone && !isTimezone(input.timezone))
      errors.timezone = [ACCOUNT_MESSAGES.unknownTimezone];
    // The image too, by the avatar's rule (an owned file or an http(s) URL).
    let image: string | null | undefined;
    if (input.image !== undefined) {
      image = input.image ? await this.checkImage(userId, input.image) : null;
      if (image === undefined) errors.image = [ACCOUNT_MESSAGES.invalidImageUrl];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const values: Parameters<AccountRepository['updateUser']>[1] = {};
    if (input.first_name !== undefined) values.first_name = input.first_name;
    if (input.last_name !== undefined) values.last_name = input.last_name;
    if (input.first_name !== undefined || input.last_name !== undefined) {
      const first = input.first_name !== undefined ? input.first_name : row.first_name;
      const last = input.last_name !== undefined ? input.last_name : row.last_name;
      // Name follows the two parts; with neither, the address's local part.
      values.name = [first, last].filter(Boolean).join(' ') || row.email.split('@')[0] || row.email;
    }
    if (input.language !== undefined) values.language = input.language || null;
    if (input.country !== undefined) values.country = input.country?.toUpperCase() || null;
    if (input.timezone !== undefined) values.timezone = input.timezone || null;
    if (image !== undefined) values.image = image;
    await this.repository.updateUser(userId, values);
    if (image !== undefined && row.image !== image)
      await this.avatars.removeOwned(userId, row.image);
    return this.clientUser(userId);
  }

  /** Stores an uploaded image (sniffed, at most 2 MB) as the avatar; the old file goes. */
  async uploadAvatar(
    userId: number,
    upload: { bytes: Uint8Array } | { url: string },
  ): Promise<User> {
    const row = orNotFound(await this.users.findById(userId));
    let image: string;
    if ('url' in upload) {
      const checked = await this.checkImage(userId, upload.url);
      if (checked === undefined)
        throw ValidationError.field('url', ACCOUNT_MESSAGES.invalidImageUrl);
      image = checked;
    } else {
      const extension = await sniffImageType(upload.bytes);
      if (!extension) throw ValidationError.field('file', ACCOUNT_MESSAGES.notAnImage);
      image = await this.avatars.save(userId, upload.bytes, extension);
    }
    await this.repository.updateUser(userId, { image });
    if (row.image !== image) await this.avatars.removeOwned(userId, row.image);
    return this.clientUser(userId);
  }

  async removeAvatar(userId: number): Promise<User> {
    const row = orNotFound(await this.users.findById(userId));
    await this.repository.updateUser(userId, { image: null });
    await this.avatars.removeOwned(userId, row.image);
    return this.clientUser(userId);
  }

  /**
   * Deletes the account with everything that cascades from it (sessions, tokens, roles). Its
   * comments go by the comments' own rule, in the same transaction: the replies other people
   * left under them stay, under tombstones. The route asks for a fresh password confirmation
   * first (two-factor contract: 423).
   */
  async deleteUser(userId: number): Promise<void> {
    orNotFound(await this.users.findById(userId));
    await refuseOnDemoSite(this.settings);
    // The site keeps at least one admin.
    if (await this.users.isLastAdmin(userId))
      throw new ValidationError({}, USER_ADMIN_MESSAGES.lastAdmin);
    await this.auth.endAllSessions(userId);
    // Its own avatar files, read first: once the account is gone its entries name no owner.
    const avatars = await this.avatars.ownedBy(userId);
    await this.repository.transaction(async (repository, trx) => {
      await repository.lockUser(userId);
      await this.comments.forgetAuthor(userId, trx);
      await repository.deleteUser(userId);
    });
    // Its access tokens went with it.
    await this.auth.announceEnded({ userId, sessions: 'all', accessTokens: 'all' });
    await this.avatars.remove(avatars);
  }

  /**
   * PUT auth/user/password. In one transaction the password changes, every other session ends
   * and every personal access token is revoked (ASVS 5 V7.4: whatever the old password let in
   * goes with it); the current session then goes on under a new id (the session id
   * rotates on a privilege change).
   */
  async changePassword(
    userId: number,
    input: ChangePasswordPayload,
    current: { session: SessionRow | null; client: ClientInfo },
  ): Promise<{ token: string; session: SessionRow } | null> {
    const row = orNotFound(await this.users.findById(userId));
    if (!(await verifyPassword(row.password, input.current_password)))
      throw ValidationError.field('current_password', ACCOUNT_MESSAGES.wrongPassword);
    await assertPasswordAllowed(input.password, {
      email: row.email,
      siteName: String((await this.settings.get('branding.site_name')) ?? ''),
    });
    // Hashed before the transaction: argon2 takes a while and must not hold a write lock.
    const hashed = await hashPassword(input.password);
    await this.repository.transaction(async (repository) => {
      await repository.updateUser(userId, { password: hashed });
      await repository.deleteSessionsOf(userId, current.session?.id);
      await repository.deleteAccessTokensOf(userId);
    });
    await this.auth.announceEnded({
      userId,
      sessions: 'all',
      exceptSessionId: current.session?.id,
      accessTokens: 'all',
    });
    if (!current.session) return null;
    const rotated = await this.auth.createSession(
      userId,
      current.client,
      !!current.session.remember,
    );
    await this.auth.endSession(current.session);
    return rotated;
  }

  /**
   * An admin sets the user's password: like a change of password, every session
   * of the user ends and every access token is revoked, so whoever knew the old one is out;
   * `keepSessionId` is the admin's own session when they set their own password.
   */
  async setPasswordByAdmin(
    userId: number,
    password: string,
    keepSessionId: string | undefined,
  ): Promise<void> {
    const row = orNotFound(await this.users.findById(userId));
    await assertPasswordAllowed(password, {
      email: row.email,
      siteName: String((await this.settings.get('branding.site_name')) ?? ''),
    });
    const hashed = await hashPassword(password);
    await this.repository.transaction(async (repository) => {
      await repository.updateUser(userId, { password: hashed });
      await repository.deleteSessionsOf(userId, keepSessionId);
      await repository.deleteAccessTokensOf(userId);
    });
    await this.auth.announceEnded({
      userId,
      sessions: 'all',
      exceptSessionId: keepSessionId,
      accessTokens: 'all',
    });
  }

  /** Ends one session of the user, named by its public id (as listSessions gives it). */
  async endSessionOf(userId: number, publicId: string): Promise<void> {
    const rows = await this.repository.sessionsOf(userId);
    const session = rows.find((row) => publicSessionId(row.id) === publicId);
    if (!session) throw notFound();
    await this.auth.endSession({ id: session.id, user_id: userId });
  }

  /** Revokes every access token of the user (a ban ends them). */
  async revokeAccessTokens(userId: number): Promise<void> {
    await this.repository.deleteAccessTokensOf(userId);
    await this.auth.announceEnded({ userId, sessions: [], accessTokens: 'all' });
  }

  async listSessions(userId: number, currentSessionId: string | null): Promise<UserSession[]> {
    const rows = await this.repository.sessionsOf(userId);
    return rows.map((row) => ({
      id: publicSessionId(row.id),
      device_type: deviceType(row.device_type),
      platform: row.platform,
      browser: row.browser,
      city: row.city,
      country: row.country,
      ip_address: row.ip_address,
      // The spec's `token` names the session's token; the public id does that without the
      // secret (the row id is the SHA-256 of the cookie, so it is never shown).
      token: publicSessionId(row.id),
      last_active: row.last_active,
      is_current_device: row.id === currentSessionId,
    }));
  }

  async logoutOtherSessions(
    userId: number,
    password: string,
    currentSessionId: string | null,
  ): Promise<void> {
    const row = await this.users.findById(userId);
    if (!row || !(await verifyPassword(row.password, password)))
      throw ValidationError.field('password', ACCOUNT_MESSAGES.wrongPassword);
    await this.auth.endAllSessions(userId, currentSessionId ?? undefined);
  }

  async valueLists(names: ValueListName[]): Promise<ValueLists> {
    const lists: ValueLists = {};
    for (const name of new Set(names)) {
      switch (name) {
        case 'timezones':
          lists.timezones = timezoneGroups();
          break;
        case 'countries':
          lists.countries = countryList();
          break;
        case 'localizations':
          lists.localizations = await this.localization.languages();
          break;
      }
    }
    return lists;
  }

  /** POST users/me/locale: the language must be one of the site's localizations. */
  async setLocale(userId: number, locale: string) {
    if (!(await this.languageExists(locale)))
      throw ValidationError.field('locale', ACCOUNT_MESSAGES.unknownLanguage);
    await this.repository.updateUser(userId, { language: locale });
    return this.localization.forLanguage(locale);
  }

  async createAccessToken(userId: number, name: string): Promise<CreatedAccessToken> {
    await this.assertApiIntegrated();
    const { id, plainTextToken } = await this.auth.createAccessToken(userId, name);
    return { token: { id, name, last_used_at: null }, plainTextToken };
  }

  /** Only the owner's own tokens; anyone else's is "not found". */
  async deleteAccessToken(userId: number, tokenId: number): Promise<void> {
    const token = await this.repository.findAccessToken(tokenId);
    if (!token || token.user_id !== userId) throw notFound();
    await this.repository.deleteAccessToken(tokenId);
    await this.auth.announceEnded({ userId, sessions: [], accessTokens: [tokenId] });
  }

  accessTokensOf(userId: number): Promise<AccessToken[]> {
    return this.repository.accessTokensOf(userId);
  }

  private async assertApiIntegrated(): Promise<void> {
    if ((await this.settings.get('api.integrated')) === false)
      throw forbidden(ACCOUNT_MESSAGES.apiDisabled);
  }

  /**
   * An image URL `userId` may have: a /storage/ image file they own (never someone
   * else's, which replacing or removing would then delete) or an http(s) URL, which nothing
   * fetches on the server. Undefined when refused.
   */
  private async checkImage(userId: number, url: string): Promise<string | undefined> {
    const value = url.trim();
    if (value.length > 1024 || value.includes('\0')) return undefined;
    if (value.startsWith('/')) {
      return (await this.avatars.ownedImage(userId, value)) ? value : undefined;
    }
    try {
      const parsed = new URL(value);
      const normalized = parsed.toString();
      // The column holds 1024 characters; the parser may have percent-encoded some.
      if (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
        normalized.length <= 1024
      )
        return normalized;
    } catch {
      // not a URL
    }
    return undefined;
  }

  private async languageExists(language: string): Promise<boolean> {
    return this.localization.exists(language);
  }

  private async clientUser(userId: number): Promise<User> {
    const row = orNotFound(await this.users.findById(userId));
    return this.users.toClientUser(row);
  }
}
