import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { SessionRow } from '../../platform/db/schema';

export type NewSession = Omit<SessionRow, 'created_at' | 'updated_at'>;

export class AuthRepository {
  constructor(private readonly db: DB) {}

  async insertSession(session: NewSession): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('sessions')
      .values({ ...session, created_at: now, updated_at: now })
      .execute();
  }

  findSession(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async touchSession(id: string, lastActive: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_active: lastActive, updated_at: lastActive })
      .where('id', '=', id)
      .execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteSessionsOfUser(userId: number, exceptId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    await query.execute();
  }

  async insertAccessToken(token: {
    user_id: number;
    name: string;
    token: string;
    expires_at?: string | null;
  }): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('personal_access_tokens')
      .values({ ...token, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  findAccessToken(hashedToken: string) {
    return this.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('token', '=', hashedToken)
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
    return this.db
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countTwoFactorFailure(id: string): Promise<void> {
    await this.db
      .updateTable('two_factor_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
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

  async replacePasswordResetToken(userId: number, token: string, expiresAt: string) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({ user_id: userId, token, expires_at: expiresAt, created_at: nowIso() })
        .execute();
    });
  }

  findPasswordResetToken(userId: number) {
    return this.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
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
      await trx
        .updateTable('users')
        .set({ password: reset.passwordHash, updated_at: nowIso() })
        .where('id', '=', reset.userId)
        .execute();
      await repository.deleteSessionsOfUser(reset.userId, reset.keepSessionId);
      await trx.deleteFrom('personal_access_tokens').where('user_id', '=', reset.userId).execute();
      return true;
    });
  }

  // Email verification codes.

  async replaceEmailVerificationCode(userId: number, code: string, expiresAt: string) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('email_verification_codes')
        .values({ user_id: userId, code, attempts: 0, expires_at: expiresAt, created_at: nowIso() })
        .execute();
    });
  }

  findEmailVerificationCode(userId: number) {
    return this.db
      .selectFrom('email_verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async countEmailVerificationFailure(userId: number): Promise<void> {
    await this.db
      .updateTable('email_verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
  }

  async deleteEmailVerificationCode(userId: number): Promise<void> {
    await this.db.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
  }
}
