import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
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

  async countThemes(): Promise<number> {
    const row = await this.db
      .selectFrom('themes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insertTheme(theme: ThemeFields): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('themes')
      .values({ ...theme, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateTheme(id: number, theme: Omit<ThemeFields, 'user_id'>): Promise<void> {
    await this.db
      .updateTable('themes')
      .set({ ...theme, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
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
