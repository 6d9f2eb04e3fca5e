import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DB } from './database';
import * as migration from './migrations/20261206010000-entity-rollups-by-day';

/** The migration takes the database untyped, as the migrator hands it over. */
const untyped = (db: DB) => db as unknown as Kysely<unknown>;

describe('migration 20261206010000-entity-rollups-by-day', () => {
  let database: TestDatabase;
  let db: DB;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterEach(() => database.dispose());

  it('turns the keyed day rows into one row per entity and day, and drops the rest', async () => {
    // Back to the keyed rows, as a database written before the change holds them.
    await migration.down(untyped(db));
    const rows: [string, number, string, string, string, string, number][] = [
      ['artist', 7, 'total', 'd', '2026-03-02', '', 3],
      ['artist', 7, 'uniques', 'd', '2026-03-02', '', 2],
      ['artist', 7, 'hour', 'd', '2026-03-02', '09', 1],
      ['artist', 7, 'hour', 'd', '2026-03-02', '21', 2],
      ['artist', 7, 'country', 'd', '2026-03-02', 'US', 3],
      ['artist', 7, 'device', 'd', '2026-03-02', '', 3],
      ['artist', 7, 'track', 'd', '2026-03-02', '41', 2],
      ['artist', 7, 'track', 'd', '2026-03-02', '42', 1],
      // Coarser blocks are sums of the days: they go.
      ['artist', 7, 'total', 'm', '2026-03', '', 3],
      ['artist', 7, 'track', 'y', '2026', '41', 2],
      ['track', 41, 'total', 'd', '2026-03-03', '', 1],
      ['track', 41, 'browser', 'd', '2026-03-03', 'Firefox', 1],
    ];
    for (const [entity_type, entity_id, dimension, grain, period, key, count] of rows)
      await sql`insert into report_entity_counts
        (entity_type, entity_id, dimension, grain, period, key, count)
        values (${entity_type}, ${entity_id}, ${dimension}, ${grain}, ${period}, ${key}, ${count})`.execute(
        db,
      );
    const old = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await db
      .insertInto('report_entity_uniques')
      .values([
        { entity_type: 'track', entity_id: 41, day: old, hash: 'gone' },
        { entity_type: 'track', entity_id: 41, day: today, hash: 'kept' },
      ])
      .execute();

    await migration.up(untyped(db));

    const days = await db
      .selectFrom('report_entity_days')
      .selectAll()
      .orderBy('entity_type')
      .orderBy('entity_id')
      .orderBy('day')
      .execute();
    expect(days.map((row) => ({ ...row, counts: JSON.parse(row.counts) as unknown }))).toEqual([
      {
        entity_type: 'artist',
        entity_id: 7,
        day: '2026-03-02',
        plays: 3,
        listeners: 2,
        counts: { 'h:09': 1, 'h:21': 2, 'c:US': 3, 'd:': 3, 't:41': 2, 't:42': 1 },
      },
      {
        entity_type: 'track',
        entity_id: 41,
        day: '2026-03-03',
        plays: 1,
        listeners: 0,
        counts: { 'b:Firefox': 1 },
      },
    ]);
    const uniques = await db.selectFrom('report_entity_uniques').select('hash').execute();
    expect(uniques).toEqual([{ hash: 'kept' }]);
  });
});
