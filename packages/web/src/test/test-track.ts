import type { Track } from '@tonearm/shared/catalog/catalog.schemas';

/** A playable track for tests of the engine and the player's components. */
export function testTrack(id: number, durationS = 180): Track {
  return {
    id,
    name: `Track ${id}`,
    number: id,
    duration_ms: durationS * 1000,
    explicit: false,
    image: null,
    artists: [{ id: 1, name: 'Artist', image: null }],
    album: null,
    genres: [],
    plays_count: 0,
    likes_count: 0,
    src: `/api/v1/tracks/${id}/stream`,
    has_lyrics: false,
    description: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}
