import type { DB } from '../../platform/db/database';
import { countAllRows } from '../../platform/db/query-kit/row-lookups';
import { insertStampedId, updateStamped } from '../../platform/db/query-kit/stamped-writes';
import type { ThemeRow } from '../../platform/db/schema';

export type ThemeFields = Omit<ThemeRow, 'id' | 'created_at' | 'updated_at'>;

/** Site themes are the rows without a user. */
const siteThemes = (db: DB) => db.selectFrom('themes').where('user_id', 'is', null);

export class AppearanceRepository {
  constructor(private readonly db: DB) {}

  listThemes(): Promise<ThemeRow[]> {
    return siteThemes(this.db).selectAll().orderBy('id').execute();
  }

  findTheme(id: number): Promise<ThemeRow | undefined> {
    return siteThemes(this.db).selectAll().where('id', '=', id).executeTakeFirst();
  }

  countThemes(): Promise<number> {
    return countAllRows(this.db, 'themes');
  }

  insertTheme(theme: ThemeFields): Promise<number> {
    return insertStampedId(this.db, 'themes', theme);
  }

  updateTheme(id: number, theme: Omit<ThemeFields, 'user_id'>): Promise<void> {
    return updateStamped(this.db, 'themes', id, theme);
  }

  async deleteTheme(id: number): Promise<void> {
    await this.db.deleteFrom('themes').where('id', '=', id).execute();
  }

  /** Takes a default flag from every site theme but `keepId` (one default of each kind). */
  async clearDefault(flag: 'default_light' | 'default_dark', keepId: number): Promise<void> {
    await this.db
      .updateTable('themes')
      .set({ [flag]: 0 })
      .where('user_id', 'is', null)
      .where('id', '!=', keepId)
      .where(flag, '=', 1)
      .execute();
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: AppearanceRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AppearanceRepository(trx)));
  }
}
