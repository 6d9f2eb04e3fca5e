import type { BackstagePage } from './backstage-routes';

const editors = () => import('./music-editor-routes');

/** Upload and the track, album and artist editors. */
export const BACKSTAGE_MUSIC_PAGES: BackstagePage[] = [
  {
    path: 'upload',
    permission: 'music.create',
    load: async () => (await import('./upload-route')).BackstageUploadRoute,
  },
  {
    path: 'tracks/new',
    permission: 'music.create',
    load: async () => (await editors()).BackstageNewTrackRoute,
  },
  // Editing needs a login; the server answers 403/404 when it is not the caller's music.
  { path: 'tracks/:trackId/edit', load: async () => (await editors()).BackstageEditTrackRoute },
  {
    path: 'albums/new',
    permission: 'music.create',
    load: async () => (await editors()).BackstageNewAlbumRoute,
  },
  { path: 'albums/:albumId/edit', load: async () => (await editors()).BackstageEditAlbumRoute },
  { path: 'artists/:artistId/edit', load: async () => (await editors()).BackstageEditArtistRoute },
];
