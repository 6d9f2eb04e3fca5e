import type {
  InsertObject,
  Insertable,
  Kysely,
  Selectable,
  UpdateObject,
  Updateable,
} from 'kysely';
import { nowIso } from '../dialect-helpers';
import type { Database } from '../schema';
import type { NumberedTable, StampedTable } from './table-kinds';

/** A new row's columns but the two timestamps, which the insert sets. */
export type Unstamped<T extends StampedTable> = Omit<
  Insertable<Database[T]>,
  'created_at' | 'updated_at'
>;

function stamped<T extends StampedTable>(values: Unstamped<T>): InsertObject<Database, T> {
  const now = nowIso();
  // The spread keeps every column of `values`; TypeScript cannot follow it through a generic table.
  return { ...values, created_at: now, updated_at: now } as unknown as InsertObject<Database, T>;
}

/** Inserts a row created and updated now; answers the row as stored. */
export function insertStamped<T extends StampedTable>(
  db: Kysely<Database>,
  table: T,
  values: Unstamped<T>,
): Promise<Selectable<Database[T]>> {
  return db.insertInto(table).values(stamped(values)).returningAll().executeTakeFirstOrThrow();
}

/** Inserts a row created and updated now; answers its new id. */
export async function insertStampedId<T extends StampedTable & NumberedTable>(
  db: Kysely<Database>,
  table: T,
  values: Unstamped<T>,
): Promise<number> {
  const into: StampedTable & NumberedTable = table;
  const row = await db
    .insertInto(into)
    .values(stamped(values) as InsertObject<Database, StampedTable & NumberedTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets these columns of row `id` and marks it updated now. */
export async function updateStamped<T extends StampedTable & NumberedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  values: Omit<Updateable<Database[T]>, 'id' | 'created_at' | 'updated_at'>,
): Promise<void> {
  // As in `stamped`: the spread keeps the columns a generic table hides from TypeScript.
  const set = { ...values, updated_at: nowIso() } as unknown as UpdateObject<
    Database,
    StampedTable & NumberedTable
  >;
  const target: StampedTable & NumberedTable = table;
  await db.updateTable(target).set(set).where('id', '=', id).execute();
}
