import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';

/** Settings rows, values stored as JSON text. */
function toRows(values: Record<string, unknown>, now: string) {
  return Object.entries(values).map(([name, value]) => ({
    name,
    value: JSON.stringify(value),
    created_at: now,
    updated_at: now,
  }));
}

export class SettingsRepository {
  constructor(private readonly db: DB) {}

  async all(): Promise<Map<string, unknown>> {
    const rows = await this.db.selectFrom('settings').select(['name', 'value']).execute();
    return new Map(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  }

  upsertMany(values: Record<string, unknown>): Promise<void> {
    return this.write(values, 'overwrite');
  }

  /** Inserts only the names that are missing; existing values are the admin's and stay. */
  insertMissing(values: Record<string, unknown>): Promise<void> {
    return this.write(values, 'keep');
  }

  private async write(values: Record<string, unknown>, existing: 'overwrite' | 'keep') {
    const now = nowIso();
    const rows = toRows(values, now);
    if (rows.length === 0) return;
    await this.db
      .insertInto('settings')
      .values(rows)
      .onConflict((oc) =>
        existing === 'keep'
          ? oc.column('name').doNothing()
          : oc
              .column('name')
              .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: now })),
      )
      .execute();
  }

  /**
   * Sets `name` to `value` only while it is missing or the empty string, in one statement:
   * of several instances racing, exactly one wins. Answers whether this call did.
   */
  async setIfEmpty(name: string, value: unknown): Promise<boolean> {
    await this.insertMissing({ [name]: '' });
    const result = await this.db
      .updateTable('settings')
      .set({ value: JSON.stringify(value), updated_at: nowIso() })
      .where('name', '=', name)
      .where('value', '=', JSON.stringify(''))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
