/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTrack, buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { runsOn } from '../../test/capabilities';
import { storedIds } from '../../test/stored-rows';

const body = (res: { body: string }) => JSON.parse(res.body);
const ROUNDS = 20;

describe('comments racing the deletion of their author', () => {
  let url: string;
  let trackId: number;
  const t = useTestApp();
  beforeAll(async () => {
    const track = await buildTrack(t, { name: 'Talked about' });
    trackId = track.id;
    url = `/api/v1/tracks/${track.id}/comments`;
  });

  async function post(client: TestClient, content: string, parentId?: number) {
    const res = await client.post(url, { content, parent_id: parentId ?? null });
    expect(res.statusCode).toBe(201);
    return body(res).comment as { id: number };
  }

  /**
   * One author who is leaving: their own comment, and a reply of theirs under someone else's.
   * While their account goes they answer both and start a new thread, so the reply path holds
   * a comment the deletion needs while it waits for the author's row the deletion holds.
   */
  async function round(index: number) {
    const staying = await loginAs(t, await buildUser(t));
    const leavingUser = await buildUser(t);
    const leaving = await loginAs(t, leavingUser);
    const theirs = await post(staying, `Staying ${index}`);
    const own = await post(leaving, `Leaving ${index}`);
    await post(leaving, `Earlier reply ${index}`, theirs.id);
    const confirmed = await leaving.post('/auth/user/confirm-password', {
      password: 'correct horse battery',
    });
    expect(confirmed.statusCode).toBe(200);
    return { leavingUser, leaving, theirs, own, index };
  }

  it('20 authors replying while their accounts go: no 500, and nothing of theirs is left', async () => {
    const rounds = await Promise.all(Array.from({ length: ROUNDS }, (_, index) => round(index)));
    const answers = await Promise.all(
      rounds.map(async ({ leaving, theirs, own, index }) => {
        const [deleted, ...writes] = await Promise.all([
          leaving.request({
            method: 'DELETE',
            url: '/api/v1/users/me',
            payload: { deleteCurrentUser: true },
          }),
          leaving.post(url, { content: `Gone ${index}: to them`, parent_id: theirs.id }),
          leaving.post(url, { content: `Gone ${index}: to myself`, parent_id: own.id }),
          leaving.post(url, { content: `Gone ${index}: new thread` }),
        ]);
        return { deleted: deleted.statusCode, writes: writes.map((res) => res.statusCode) };
      }),
    );
    for (const { deleted, writes } of answers) {
      expect(deleted).toBe(200);
      // Written before the account went (and then taken with it), refused as logged out, or
      // refused because the comment answered went with the account.
      for (const status of writes) expect([201, 401, 422]).toContain(status);
    }

    const left = await t.database.db
      .selectFrom('comments')
      .select('id')
      .where(
        'user_id',
        'in',
        rounds.map(({ leavingUser }) => leavingUser.id),
      )
      .execute();
    expect(left).toEqual([]);
    const res = await guestClient(t).get(`${url}?perPage=100`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Gone ');
    expect(res.body).not.toContain('Leaving ');
    const shown = body(res).pagination.data as { id: number; deleted: boolean }[];
    // Everyone else's comment stands, with no reply left under it.
    for (const { theirs } of rounds) {
      expect(shown.find((comment) => comment.id === theirs.id)).toMatchObject({
        deleted: false,
        replies: [],
      });
    }
  }, 60_000);

  /** Waits until a statement that matches `pattern` is waiting for a row lock. */
  async function blockedOn(pattern: string): Promise<void> {
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike ${pattern}`.execute(t.database.db);
        if (!(Number(rows[0]?.n) > 0)) throw new Error(`Nothing waited on ${pattern}`);
      },
      { timeout: 5000, interval: 25 },
    );
  }

  // The interleaving that deadlocked, forced: the reply holds its parent and is about to check
  // its author's row when the deletion takes that row and reaches for the parent.
  it.runIf(runsOn('postgres', 'a reply and an account deletion do not deadlock'))(
    'a reply holding its parent and an account deletion do not deadlock',
    async () => {
      const { leavingUser, leaving, own } = await round(ROUNDS);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // The track's row, locked here, stops the reply at its insert's foreign-key checks, after
      // it took the parent (and, fixed, its author) and before it reaches the author's row.
      const holder = t.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('tracks').select('id').where('id', '=', trackId).forUpdate().execute();
        holding();
        await released;
      });
      await held;
      const reply = leaving.post(url, { content: 'Gone: last word', parent_id: own.id });
      await blockedOn('insert into "comments"%');
      const deleted = leaving.request({
        method: 'DELETE',
        url: '/api/v1/users/me',
        payload: { deleteCurrentUser: true },
      });
      // Fixed, the deletion waits for the reply at the author's row; before, it took that row
      // and waited for the parent the reply holds.
      await blockedOn('select%for update');
      release();
      await holder;
      const [replied, gone] = await Promise.all([reply, deleted]);
      expect(replied.statusCode).toBe(201);
      expect(gone.statusCode).toBe(200);
      const left = await storedIds(t, 'comments', { user_id: leavingUser.id });
      expect(left).toEqual([]);
    },
  );
});
