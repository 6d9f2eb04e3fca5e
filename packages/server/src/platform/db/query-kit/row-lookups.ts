import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import type { NumberedTable } from './table-kinds';

/** The first row of `table` whose `column` equals `value`, every column of it. */
export function findRowBy<
  T extends keyof Database,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Kysely<Database>,
  table: T,
  column: C,
  value: Selectable<Database[T]>[C],
): Promise<Selectable<Database[T]> | undefined> {
  // Widened, so Kysely builds over a known table rather than one it cannot resolve yet.
  const from: keyof Database = table;
  return db
    .selectFrom(from)
    .selectAll()
    .where(sql.ref(column), '=', value)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** How many rows `table` holds. */
export async function countAllRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the rows of `table` with these ids; answers how many went. */
export async function deleteRowsByIds(
  db: Kysely<Database>,
  table: NumberedTable,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
