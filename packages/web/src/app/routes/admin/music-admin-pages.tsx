import type { AdminPage } from './admin-routes';

const editors = () => import('./music-editor-routes');

/** The track, album and artist editors and the upload page, inside the admin frame. */
export const MUSIC_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'upload',
    permission: 'music.create',
    load: async () => (await editors()).AdminUploadRoute,
  },
  {
    path: 'tracks/new',
    permission: 'music.update',
    load: async () => (await editors()).AdminNewTrackRoute,
  },
  {
    path: 'tracks/:trackId/edit',
    permission: 'music.update',
    load: async () => (await editors()).AdminEditTrackRoute,
  },
  {
    path: 'albums/new',
    permission: 'music.update',
    load: async () => (await editors()).AdminNewAlbumRoute,
  },
  {
    path: 'albums/:albumId/edit',
    permission: 'music.update',
    load: async () => (await editors()).AdminEditAlbumRoute,
  },
  {
    path: 'artists/new',
    permission: 'music.update',
    load: async () => (await editors()).AdminNewArtistRoute,
  },
  {
    path: 'artists/:artistId/edit',
    permission: 'music.update',
    load: async () => (await editors()).AdminEditArtistRoute,
  },
];
