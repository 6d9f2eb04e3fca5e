import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { updateStamped } from '../../platform/db/query-kit/stamped-writes';
import type { UserUpdate } from '../../platform/db/schema';

/** The current user's own rows: profile columns, sessions, access tokens, the account itself. */
export class AccountRepository {
  constructor(private readonly db: DB) {}

  updateUser(id: number, values: Omit<UserUpdate, 'id' | 'created_at'>): Promise<void> {
    return updateStamped(this.db, 'users', id, values);
  }

  /** Runs `work` in one transaction, with a repository bound to it and the transaction itself. */
  async transaction<T>(work: (repo: AccountRepository, trx: DB) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AccountRepository(trx), trx));
  }

  /**
   * Locks the user's row until the transaction ends (PostgreSQL; SQLite runs one write
   * transaction at a time): a row that names the user as its owner or author, being added
   * meanwhile, waits and then fails instead of landing beside the deletion unseen.
   */
  async lockUser(id: number): Promise<void> {
    const query = this.db.selectFrom('users').select('id').where('id', '=', id);
    await (isPostgres(this.db) ? query.forUpdate() : query).execute();
  }

  /** Sessions, tokens, roles, permissions and owned workspaces go with it (foreign-key cascades). */
  async deleteUser(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  sessionsOf(userId: number) {
    return (
      this.db
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
        // A session a ban ended is no longer one the user has (it only answers "suspended").
        .where('suspended_at', 'is', null)
        .orderBy('last_active', 'desc')
        .execute()
    );
  }

  /** Ends every session of the user but `exceptId` (the caller's, when there is one). */
  async deleteSessionsOf(userId: number, exceptId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    await query.execute();
  }

  async deleteAccessTokensOf(userId: number): Promise<void> {
    await this.db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
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
}
