import type { MatrixFixture } from '../authorization-matrix-fixtures';
import type { MatrixRow } from '../authorization-matrix';
import { albumEditorBody, trackEditorBody } from '../music-fixtures';

/**
 * The music editors. The owner manages the fixture's artist, album and
 * track (test/music-fixtures.ts); another user sees them published and gets 403.
 */
const OWN = { guest: '401', other: '403', owner: 'ok', admin: 'ok' } as const;
/** Creating needs music.create (the owner has it; a plain user does not). */
const CREATE = { guest: '401', other: '403', owner: 'ok', admin: 'ok' } as const;
/** Creating or deleting an artist needs music.update. */
const EDITORS_ONLY = { guest: '401', other: '403', owner: '403', admin: 'ok' } as const;

const track = (f: MatrixFixture) =>
  trackEditorBody({ name: 'Matrix track', artists: [{ id: f.ownArtistId }] });
const album = (f: MatrixFixture) =>
  albumEditorBody({ name: 'Matrix album', artists: [{ id: f.ownArtistId }] });
const artist = {
  name: 'Matrix artist',
  image: null,
  bio: null,
  links: [],
  genres: [],
  verified: false,
  images: [],
};

export const MUSIC_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'POST /api/v1/tracks': {
    ...CREATE,
    // The owner's file entry is an image: refused with 422, after authorization.
    request: (f) => ({ body: { ...track(f), file_entry_id: f.fileEntryId } }),
  },
  'GET /api/v1/tracks/:id/edit': { ...OWN, request: (f) => ({ params: { id: f.ownTrackId } }) },
  'PUT /api/v1/tracks/:id': {
    ...OWN,
    request: (f) => ({ params: { id: f.ownTrackId }, body: track(f) }),
  },
  'DELETE /api/v1/tracks/:id': {
    ...OWN,
    setup: 'fresh',
    request: (f) => ({ params: { id: f.ownTrackId } }),
  },
  'PUT /api/v1/tracks/:id/lyrics': {
    ...OWN,
    request: (f) => ({
      params: { id: f.ownTrackId },
      body: { text: '[00:02.00] Again', is_synced: true },
    }),
  },
  'DELETE /api/v1/tracks/:id/lyrics': {
    ...OWN,
    request: (f) => ({ params: { id: f.ownTrackId } }),
  },
  'POST /api/v1/music/publish': {
    ...OWN,
    request: (f) => ({ body: { track_ids: [f.ownTrackId] } }),
  },
  'POST /api/v1/albums': { ...CREATE, request: (f) => ({ body: album(f) }) },
  'GET /api/v1/albums/:id/edit': { ...OWN, request: (f) => ({ params: { id: f.ownAlbumId } }) },
  'PUT /api/v1/albums/:id': {
    ...OWN,
    request: (f) => ({ params: { id: f.ownAlbumId }, body: album(f) }),
  },
  'DELETE /api/v1/albums/:id': {
    ...OWN,
    setup: 'fresh',
    request: (f) => ({ params: { id: f.ownAlbumId }, query: { with_tracks: 'true' } }),
  },
  'POST /api/v1/artists': { ...EDITORS_ONLY, request: () => ({ body: artist }) },
  'GET /api/v1/artists/:id/edit': {
    ...OWN,
    request: (f) => ({ params: { id: f.ownArtistId } }),
  },
  'PUT /api/v1/artists/:id': {
    ...OWN,
    request: (f) => ({ params: { id: f.ownArtistId }, body: artist }),
  },
  'DELETE /api/v1/artists/:id': {
    ...EDITORS_ONLY,
    setup: 'fresh',
    request: (f) => ({ params: { id: f.ownArtistId } }),
  },
};
