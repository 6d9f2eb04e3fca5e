import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../platform/db/schema';
import type { TestApp } from './test-app';

type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

type StoredId<T extends TableWithId> = Selectable<Database[T]> extends { id: infer I } ? I : never;

/**
 * The ids of `table`'s rows whose columns equal every value in `where`: what a request left
 * behind (or removed), read straight from the database.
 */
export function storedIds<T extends TableWithId>(
  t: TestApp,
  table: T,
  where: { [C in keyof Database[T]]?: string | number },
): Promise<{ id: StoredId<T> }[]> {
  // The table is only known by name here; the caller's `where` is checked against its columns.
  const db = t.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = db.selectFrom(table as string).select('id');
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return query.execute() as Promise<{ id: StoredId<T> }[]>;
}

/** One column of the row of `table` with this id, read straight from the database. */
export async function storedValue<
  T extends TableWithId,
  C extends keyof Selectable<Database[T]> & string,
>(t: TestApp, table: T, id: StoredId<T>, column: C): Promise<Selectable<Database[T]>[C]> {
  const db = t.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const row: Record<string, unknown> = await db
    .selectFrom(table as string)
    .select(column)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row[column] as Selectable<Database[T]>[C];
}
