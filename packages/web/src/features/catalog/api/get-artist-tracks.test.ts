import { describe, expect, it, vi } from 'vitest';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';
import { apiResponse } from '@/test/render-with-providers';
import { ARTIST_QUEUE_LIMIT, artistQueueTracks } from '@/features/catalog/api/get-artist-tracks';

const track = (id: number) => ({ id, name: `Track ${id}` }) as Track;

/** GET artists/{id}/tracks answering `count` tracks (ids 1..count), most played first. */
function serveArtistTracks(count: number) {
  return vi.spyOn(apiClient, 'get').mockImplementation((_url, config) => {
    const { page, perPage } = config?.params as { page: number; perPage: number };
    const ids = Array.from({ length: count }, (_, index) => index + 1);
    return Promise.resolve(
      apiResponse({
        pagination: {
          data: ids.slice((page - 1) * perPage, page * perPage).map(track),
          current_page: page,
          per_page: perPage,
          total: count,
          last_page: Math.max(1, Math.ceil(count / perPage)),
        },
      }),
    );
  });
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
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('artists/9/tracks', { params: { page: 1, perPage: 100 } });
  });

  it('fetches page after page, and stops at the cap', async () => {
    const get = serveArtistTracks(1234);
    const queue = await artistQueueTracks(9, [track(1000)]);
    expect(queue).toHaveLength(ARTIST_QUEUE_LIMIT);
    expect(queue[0]!.id).toBe(1000);
    expect(new Set(queue.map((t) => t.id)).size).toBe(ARTIST_QUEUE_LIMIT);
    expect(get).toHaveBeenCalledTimes(ARTIST_QUEUE_LIMIT / 100);
  });
});
