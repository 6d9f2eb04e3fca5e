import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';
import {
  insertStamped,
  insertStampedId,
  updateStamped,
} from '../../platform/db/query-kit/stamped-writes';
import type { SessionRow } from '../../platform/db/schema';

export type NewSession = Omit<SessionRow, 'created_at' | 'updated_at'>;

export class AuthRepository {
  constructor(private readonly db: DB) {}

  async insertSession(session: NewSession): Promise<void> {
    await insertStamped(this.db, 'sessions', session);
  }

  findSession(id: string): Promise<SessionRow | undefined> {
    return findRowBy(this.db, 'sessions', 'id', id);
  }

  async touchSession(id: string, lastActive: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_active: lastActive, updated_at: lastActive })
      .where('id', '=', id)
      .execute();
  }

  /** Marks every live session of the user to get a new id on its next safe request. */
  async requestRotationOf(userId: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('sessions')
      .set({ rotate_requested_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('suspended_at', 'is', null)
      .execute();
  }

  /**
   * Takes the rotation of one session: true for the one request that clears the mark (parallel
   * requests see false and go on with the old id), which also shortens the old session to
   * `retireAt` so requests already in flight with it still pass.
   */
  async claimRotation(id: string, retireAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ rotate_requested_at: null, expires_at: retireAt, updated_at: nowIso() })
      .where('id', '=', id)
      .where('rotate_requested_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteSessionsOfUser(userId: number, exceptId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    await query.execute();
  }

  /**
   * Ends the user's sessions for a ban: each is marked rather than deleted, so the tab holding
   * it is answered "suspended" instead of being logged out without a word.
   */
  async suspendSessionsOf(userId: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('sessions')
      .set({ suspended_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('suspended_at', 'is', null)
      .execute();
  }

  async deleteSuspendedSessionsOf(userId: number): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('suspended_at', 'is not', null)
      .execute();
  }

  /** The latest activity of the user's live sessions. */
  async lastActiveOf(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.max('last_active').as('last_active'))
      .where('user_id', '=', userId)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    return row?.last_active ? String(row.last_active) : null;
  }

  /**
   * Removes what can no longer be used: sessions past their end or idle past their lifetime,
   * and expired two-factor challenges, reset tokens and verification codes.
   */
  async deleteExpired(cutoffs: {
    now: string;
    browserIdleBefore: string;
    rememberedIdleBefore: string;
  }): Promise<number> {
    const { now } = cutoffs;
    let removed = 0;
    const count = (result: { numDeletedRows: bigint }) => {
      removed += Number(result.numDeletedRows);
    };
    count(
      await this.db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', now),
            eb.and([eb('remember', '=', 0), eb('last_active', '<=', cutoffs.browserIdleBefore)]),
            eb.and([eb('remember', '=', 1), eb('last_active', '<=', cutoffs.rememberedIdleBefore)]),
          ]),
        )
        .executeTakeFirst(),
    );
    for (const table of [
      'two_factor_challenges',
      'password_reset_tokens',
      'email_verification_codes',
    ] as const) {
      count(await this.db.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst());
    }
    return removed;
  }

  insertAccessToken(token: {
    user_id: number;
    name: string;
    token: string;
    expires_at?: string | null;
  }): Promise<number> {
    return insertStampedId(this.db, 'personal_access_tokens', token);
  }

  findAccessToken(hashedToken: string) {
    return findRowBy(this.db, 'personal_access_tokens', 'token', hashedToken);
  }

  findAccessTokenById(id: number) {
    return this.db
      .selectFrom('personal_access_tokens')
      .select(['id', 'user_id', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async touchAccessToken(id: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('personal_access_tokens')
      .set({ last_used_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async confirmSessionPassword(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ password_confirmed_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  // Pending two-factor logins.

  async insertTwoFactorChallenge(row: {
    id: string;
    user_id: number;
    remember: number;
    expires_at: string;
  }): Promise<void> {
    await this.db
      .insertInto('two_factor_challenges')
      .values({ ...row, attempts: 0, created_at: nowIso() })
      .execute();
  }

  findTwoFactorChallenge(id: string) {
    return findRowBy(this.db, 'two_factor_challenges', 'id', id);
  }

  /**
   * Claims one try of the challenge in one conditional update; false once `max` are used.
   * Read-then-write would let parallel guesses all see the same count.
   */
  async claimTwoFactorAttempt(id: string, max: number): Promise<boolean> {
    const result = await this.db
      .updateTable('two_factor_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', max)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes the challenge; true only for the one caller that removed it (single use). */
  async deleteTwoFactorChallenge(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('two_factor_challenges')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // Password reset tokens.

  /**
   * One upsert: with delete-then-insert, two concurrent requests for one email both inserted
   * and the loser's unique violation dropped its mail on PostgreSQL.
   */
  async replacePasswordResetToken(userId: number, token: string, expiresAt: string) {
    const row = { token, expires_at: expiresAt, created_at: nowIso() };
    await this.db
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, ...row })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
      .execute();
  }

  findPasswordResetToken(userId: number) {
    return findRowBy(this.db, 'password_reset_tokens', 'user_id', userId);
  }

  /** Removes the token if it is still `token`; true only for the caller that removed it. */
  async consumePasswordResetToken(userId: number, token: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', userId)
      .where('token', '=', token)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * A password reset in one transaction: the token is consumed (false, and nothing changes,
   * when another request got to it first), the password replaced, every session of the user
   * but `keepSessionId` ended and every personal access token revoked.
   */
  async resetPassword(reset: {
    userId: number;
    token: string;
    passwordHash: string;
    keepSessionId?: string;
  }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const repository = new AuthRepository(trx);
      if (!(await repository.consumePasswordResetToken(reset.userId, reset.token))) return false;
      await updateStamped(trx, 'users', reset.userId, { password: reset.passwordHash });
      await repository.deleteSessionsOfUser(reset.userId, reset.keepSessionId);
      await trx.deleteFrom('personal_access_tokens').where('user_id', '=', reset.userId).execute();
      return true;
    });
  }

  // Email verification codes.

  /** One upsert, like the reset token: concurrent sends cannot collide on the key. */
  async replaceEmailVerificationCode(userId: number, code: string, expiresAt: string) {
    const row = { code, attempts: 0, expires_at: expiresAt, created_at: nowIso() };
    await this.db
      .insertInto('email_verification_codes')
      .values({ user_id: userId, ...row })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
      .execute();
  }

  findEmailVerificationCode(userId: number) {
    return findRowBy(this.db, 'email_verification_codes', 'user_id', userId);
  }

  /**
   * Claims one try of the user's code in one conditional update and returns the code with
   * the tries used, this one included; undefined when there is no code or its `max` tries are
   * used (read-then-write let 30 parallel guesses all be checked).
   */
  claimEmailVerificationAttempt(userId: number, max: number) {
    return this.db
      .updateTable('email_verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('attempts', '<', max)
      .returning(['code', 'attempts', 'expires_at'])
      .executeTakeFirst();
  }

  /** Deletes the user's code; with `code`, only while it is that code (not a newer one). */
  async deleteEmailVerificationCode(userId: number, code?: string): Promise<void> {
    let query = this.db.deleteFrom('email_verification_codes').where('user_id', '=', userId);
    if (code !== undefined) query = query.where('code', '=', code);
    await query.execute();
  }
}
