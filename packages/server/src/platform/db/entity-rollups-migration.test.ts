import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabaseForEachTest } from '../../test/test-database';
import type { DB } from './database';
import * as migration from './migrations/20261206010000-entity-rollups-by-day';

/** The migration takes the database untyped, as the migrator hands it over. */
const untyped = (db: DB) => db as unknown as Kysely<unknown>;

/** The keyed table the migration replaces, which the typed schema no longer has. */
type KeyedCounts = Record<'entity_type' | 'dimension' | 'grain' | 'period' | 'key', string> &
  Record<'entity_id' | 'count', number>;
const keyed = (db: DB) => db as unknown as Kysely<{ report_entity_counts: KeyedCounts }>;

describe('migration 20261206010000-entity-rollups-by-day', () => {
  let db: DB;
  freshDatabaseForEachTest((fresh) => (db = fresh));

  it('turns the keyed day rows into one row per entity and day, and drops the rest', async () => {
    // Back to the keyed rows, as a database written before the change holds them.
    await migration.down(untyped(db));
    // Each entity's keyed rows of one block (grain and period), as `dimension:key` → count.
    const blocks: [string, number, string, string, Record<string, number>][] = [
      [
        'artist',
        7,
        'd',
        '2026-03-02',
        {
          'total:': 3,
          'uniques:': 2,
          'hour:09': 1,
          'hour:21': 2,
          'country:US': 3,
          'device:': 3,
          'track:41': 2,
          'track:42': 1,
        },
      ],
      // Coarser blocks are sums of the days: they go.
      ['artist', 7, 'm', '2026-03', { 'total:': 3 }],
      ['artist', 7, 'y', '2026', { 'track:41': 2 }],
      ['track', 41, 'd', '2026-03-03', { 'total:': 1, 'browser:Firefox': 1 }],
    ];
    await keyed(db)
      .insertInto('report_entity_counts')
      .values(
        blocks.flatMap(([entity_type, entity_id, grain, period, counts]) =>
          Object.entries(counts).map(([packed, count]) => {
            const [dimension, key] = packed.split(':') as [string, string];
            return { entity_type, entity_id, dimension, grain, period, key, count };
          }),
        ),
      )
      .execute();
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
