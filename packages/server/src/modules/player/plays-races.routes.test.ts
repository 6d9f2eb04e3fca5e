import { describe, expect, it } from 'vitest';
import { buildTrack, buildUser, loginAs } from '../../test/factories';
import { storedValue } from '../../test/stored-rows';
import { useTestApp } from '../../test/use-test-app';

const PARALLEL = 20;

describe('play reports under parallel requests', () => {
  const t = useTestApp();

  const track = async () => (await buildTrack(t, { name: 'Played at once' })).id;
  const playsCount = (trackId: number) => storedValue(t, 'tracks', trackId, 'plays_count');

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
