import { listQuerySchema } from '@tonearm/shared/http/list-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { orderByList, paginateQuery, searchAny } from './list-query';

const schema = listQuerySchema({ sortable: ['name', 'created_at'], defaultOrderBy: 'name' });

describe('the list query', () => {
  const t = useTestApp();
  beforeAll(async () => {
    for (const name of ['Ann 100%', 'Bob_x', 'Cat', 'Dan', 'ann two'])
      await buildUser(t, { name, email: `${name.replace(/\W/g, '')}@list.test` });
  });

  async function list(raw: Record<string, string>) {
    const q = schema.parse(raw);
    const query = orderByList(
      t.database.db
        .selectFrom('users')
        .select(['users.id', 'users.name'])
        .where('users.email', 'like', '%@list.test')
        .where(searchAny(t.database.db, q.query, ['users.name', 'users.email'])),
      q,
      { name: 'users.name', created_at: 'users.created_at' },
      'users.id',
    );
    return paginateQuery(t.database.db, query, q);
  }

  it('pages, counts the filtered rows and orders by the chosen column', async () => {
    const first = await list({ perPage: '2', orderDir: 'asc' });
    expect(first).toMatchObject({ total: 5, per_page: 2, current_page: 1, last_page: 3 });
    expect(first.data.map((u) => u.name)).toEqual(['Ann 100%', 'Bob_x']);
    const last = await list({ perPage: '2', page: '3', orderDir: 'asc' });
    expect(last.data.map((u) => u.name)).toEqual(['ann two']);
  });

  it('searches case-insensitively, with % and _ matching themselves', async () => {
    expect((await list({ query: 'ANN' })).total).toBe(2);
    expect((await list({ query: '0%' })).data.map((u) => u.name)).toEqual(['Ann 100%']);
    expect((await list({ query: 'b_' })).data.map((u) => u.name)).toEqual(['Bob_x']);
    expect((await list({ query: 'n_t' })).total).toBe(0);
  });

  it('refuses an unknown sort column and an overlong search', () => {
    expect(schema.safeParse({ orderBy: 'password' }).success).toBe(false);
    expect(schema.safeParse({ query: 'x'.repeat(201) }).success).toBe(false);
  });
});
