import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const PARALLEL = 20;

describe('play reports under parallel requests', () => {
  const t = useTestApp();

  async function track(): Promise<number> {
    const now = new Date().toISOString();
    const row = await t.database.db
      .insertInto('tracks')
      .values({ name: 'Played at once', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const playsCount = async (trackId: number) =>
    (
      await t.database.db
        .selectFrom('tracks')
        .select('plays_count')
        .where('id', '=', trackId)
        .executeTakeFirstOrThrow()
    ).plays_count;

  const playRows = async (trackId: number) =>
    t.database.db.selectFrom('plays').select('user_id').where('track_id', '=', trackId).execute();

  it('counts 20 parallel reports of one playback once', async () => {
    const trackId = await track();
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        client.post(`/api/v1/tracks/${trackId}/plays`, { platform: 'web' }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 204));
    expect(await playRows(trackId)).toEqual([{ user_id: user.id }]);
    expect(await playsCount(trackId)).toBe(1);
  });

  it('counts each of 20 listeners once when each reports twice at the same time', async () => {
    const trackId = await track();
    const clients = await Promise.all(
      Array.from({ length: PARALLEL }, async () => loginAs(t, await buildUser(t))),
    );
    const answers = await Promise.all(
      clients.flatMap((client) => [
        client.post(`/api/v1/tracks/${trackId}/plays`, {}),
        client.post(`/api/v1/tracks/${trackId}/plays`, {}),
      ]),
    );
    expect(answers.every((res) => res.statusCode === 204)).toBe(true);
    expect(await playRows(trackId)).toHaveLength(PARALLEL);
    expect(await playsCount(trackId)).toBe(PARALLEL);
  });
});
