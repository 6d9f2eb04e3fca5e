import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';

export class LocalizationRepository {
  constructor(private readonly db: DB) {}

  async findByLanguage(language: string) {
    const row = await this.db
      .selectFrom('localizations')
      .selectAll()
      .where('language', '=', language)
      .executeTakeFirst();
    return row && { ...row, lines: JSON.parse(row.lines) as Record<string, string> };
  }

  async upsert(localization: {
    name: string;
    language: string;
    lines: Record<string, string>;
  }): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('localizations')
      .values({
        ...localization,
        lines: JSON.stringify(localization.lines),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('language')
          .doUpdateSet({ lines: JSON.stringify(localization.lines), updated_at: now }),
      )
      .execute();
  }
}
