import { describe, expect, it } from 'vitest';
import { trackListResponseSchema, type Track } from '@tonearm/shared/catalog/catalog.schemas';
import { answer, pageOf } from '@/test/http';
import { ARTIST_QUEUE_LIMIT, artistQueueTracks } from '@/features/catalog/api/get-artist-tracks';

const track = (id: number) => ({ id, name: `Track ${id}` }) as Track;

/** GET artists/{id}/tracks answering `count` tracks (ids 1..count), most played first. */
function serveArtistTracks(count: number) {
  const tracks = Array.from({ length: count }, (_, index) => track(index + 1));
  return answer.get(
    'artists/:id/tracks',
    ({ query }) => ({ pagination: pageOf(tracks, Number(query.page), Number(query.perPage)) }),
    trackListResponseSchema,
  );
}

describe('artistQueueTracks', () => {
  it('queues the top tracks in their order, then every other track once', async () => {
    const get = serveArtistTracks(25);
    const top = [3, 1, 7].map(track);
    const queue = await artistQueueTracks(9, top);
    expect(queue.map((t) => t.id)).toEqual([
      3,
      1,
      7,
      ...Array.from({ length: 25 }, (_, index) => index + 1).filter(
        (id) => ![1, 3, 7].includes(id),
      ),
    ]);
    expect(get.calls).toHaveLength(1);
    expect(get.calls[0]!.path).toBe('/api/v1/artists/9/tracks');
    expect(get.calls[0]!.query).toEqual({ page: '1', perPage: '100' });
  });

  it('fetches page after page, and stops at the cap', async () => {
    const get = serveArtistTracks(1234);
    const queue = await artistQueueTracks(9, [track(1000)]);
    expect(queue).toHaveLength(ARTIST_QUEUE_LIMIT);
    expect(queue[0]!.id).toBe(1000);
    expect(new Set(queue.map((t) => t.id)).size).toBe(ARTIST_QUEUE_LIMIT);
    expect(get.calls).toHaveLength(ARTIST_QUEUE_LIMIT / 100);
  });
});
