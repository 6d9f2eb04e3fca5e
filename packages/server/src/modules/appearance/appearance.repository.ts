import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { ThemeRow } from '../../platform/db/schema';

export class AppearanceRepository {
  constructor(private readonly db: DB) {}

  listThemes(): Promise<ThemeRow[]> {
    return this.db
      .selectFrom('themes')
      .selectAll()
      .where('user_id', 'is', null)
      .orderBy('id')
      .execute();
  }

  async countThemes(): Promise<number> {
    const row = await this.db
      .selectFrom('themes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insertTheme(theme: Omit<ThemeRow, 'id' | 'created_at' | 'updated_at'>): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('themes')
      .values({ ...theme, created_at: now, updated_at: now })
      .execute();
  }
}
