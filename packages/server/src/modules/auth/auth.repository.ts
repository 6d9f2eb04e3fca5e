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
}
