import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.schema
      .createTable('unique_probes')
      .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
      .execute();
    await t.db
      .insertInto('unique_probes' as never)
      .values({ name: 'taken' })
      .execute();
  });
  afterAll(() => t.dispose());

  async function errorOf(values: Record<string, unknown>): Promise<unknown> {
    try {
      await t.db
        .insertInto('unique_probes' as never)
        .values(values)
        .execute();
    } catch (error) {
      return error;
    }
    throw new Error('the insert was expected to fail');
  }

  it("recognises this dialect's duplicate-key error", async () => {
    expect(isUniqueViolation(await errorOf({ name: 'taken' }))).toBe(true);
  });

  it('does not take another constraint (not null) for a duplicate', async () => {
    expect(isUniqueViolation(await errorOf({ name: null }))).toBe(false);
  });

  it('answers false for things that are not database errors', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
