/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const body = (res: { body: string }) => JSON.parse(res.body);
const PARALLEL = 20;

describe('playlists under parallel changes', () => {
  const t = useTestApp();

  async function tracks(count: number): Promise<number[]> {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const row = await t.database.db
        .insertInto('tracks')
        .values({ name: `Race track ${index}`, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  async function playlist(client: TestClient): Promise<string> {
    const res = await client.post('/api/v1/playlists', { name: 'Busy day' });
    expect(res.statusCode).toBe(201);
    return `/api/v1/playlists/${body(res).playlist.id}/tracks`;
  }

  async function listed(client: TestClient, url: string) {
    const res = await client.get(`${url}?perPage=100`);
    expect(res.statusCode).toBe(200);
    const data = body(res).pagination.data as { id: number; position: number }[];
    return { ids: data.map((track) => track.id), positions: data.map((track) => track.position) };
  }

  const range = (n: number) => Array.from({ length: n }, (_, index) => index);

  it('takes 20 parallel adds to one playlist, each with the same track too: every one succeeds, positions 0..n-1', async () => {
    const client = await loginAs(t, await buildUser(t));
    const url = await playlist(client);
    const [shared, ...own] = await tracks(PARALLEL + 1);
    const answers = await Promise.all(
      own.map((trackId) => client.post(url, { track_ids: [trackId, shared] })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const { ids, positions } = await listed(client, url);
    expect(new Set(ids)).toEqual(new Set([shared, ...own]));
    expect(ids).toHaveLength(PARALLEL + 1);
    expect(positions).toEqual(range(PARALLEL + 1));
  });

  it('keeps positions 0..n-1 while adds, removals and reorders race, and answers each with 200 or 422', async () => {
    const owner = await buildUser(t);
    const client = await loginAs(t, owner);
    const url = await playlist(client);
    const first = await tracks(PARALLEL);
    expect((await client.post(url, { track_ids: first })).statusCode).toBe(200);
    const later = await tracks(PARALLEL / 2);
    const reversed = [...first].reverse();
    const answers = await Promise.all([
      ...later.map((trackId) => client.post(url, { track_ids: [trackId] })),
      ...first
        .slice(0, 5)
        .map((trackId) =>
          client.request({ method: 'DELETE', url, payload: { track_ids: [trackId] } }),
        ),
      ...range(5).map(() => client.post(`${url}/reorder`, { track_ids: reversed })),
    ]);
    // A reorder listing the tracks of before the other changes is refused, not half applied.
    for (const res of answers) expect([200, 422]).toContain(res.statusCode);
    expect(answers.slice(0, later.length + 5).map((res) => res.statusCode)).toEqual(
      answers.slice(0, later.length + 5).map(() => 200),
    );
    const { ids, positions } = await listed(client, url);
    expect(new Set(ids)).toEqual(new Set([...first.slice(5), ...later]));
    expect(positions).toEqual(range(ids.length));

    // Once the list has settled, a reorder naming every track applies as asked.
    const settled = [...ids].reverse();
    expect((await client.post(`${url}/reorder`, { track_ids: settled })).statusCode).toBe(200);
    expect(await listed(client, url)).toEqual({ ids: settled, positions: range(ids.length) });
  });

  it('closes the ranks when tracks are removed', async () => {
    const client = await loginAs(t, await buildUser(t));
    const url = await playlist(client);
    const ids = await tracks(5);
    await client.post(url, { track_ids: ids });
    await client.request({ method: 'DELETE', url, payload: { track_ids: [ids[1], ids[3]] } });
    expect(await listed(client, url)).toEqual({
      ids: [ids[0], ids[2], ids[4]],
      positions: [0, 1, 2],
    });
  });
});
