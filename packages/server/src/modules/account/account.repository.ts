import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { UserUpdate } from '../../platform/db/schema';

/** The current user's own rows: profile columns, sessions, access tokens, the account itself. */
export class AccountRepository {
  constructor(private readonly db: DB) {}

  async updateUser(id: number, values: Omit<UserUpdate, 'id' | 'created_at'>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Sessions, tokens, roles, permissions and owned workspaces go with it (foreign-key cascades). */
  async deleteUser(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  sessionsOf(userId: number) {
    return this.db
      .selectFrom('sessions')
      .select([
        'id',
        'device_type',
        'platform',
        'browser',
        'city',
        'country',
        'ip_address',
        'last_active',
      ])
      .where('user_id', '=', userId)
      .orderBy('last_active', 'desc')
      .execute();
  }

  accessTokensOf(userId: number) {
    return this.db
      .selectFrom('personal_access_tokens')
      .select(['id', 'name', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'asc')
      .execute();
  }

  findAccessToken(id: number) {
    return this.db
      .selectFrom('personal_access_tokens')
      .select(['id', 'user_id', 'name', 'last_used_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async deleteAccessToken(id: number): Promise<void> {
    await this.db.deleteFrom('personal_access_tokens').where('id', '=', id).execute();
  }

  async localizations(): Promise<{ language: string; name: string }[]> {
    return this.db
      .selectFrom('localizations')
      .select(['language', 'name'])
      .orderBy('name', 'asc')
      .execute();
  }
}
