import type { AdminPage } from './admin-routes';

const routes = () => import('./catalog-admin-routes');

/**
 * Catalog admin: channels, tracks, albums, artists, genres, tags, playlists,
 * lyrics, comments and files, each on the admin data table.
 */
export const CATALOG_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'channels',
    permission: 'music.update',
    load: async () => (await routes()).ChannelsAdminPage,
  },
  {
    path: 'channels/new',
    permission: 'music.update',
    load: async () => (await routes()).NewChannelRoute,
  },
  {
    path: 'channels/:slugOrId/edit',
    permission: 'music.update',
    load: async () => (await routes()).EditChannelRoute,
  },
  {
    path: 'tracks',
    permission: 'music.update',
    load: async () => (await routes()).TracksAdminPage,
  },
  {
    path: 'albums',
    permission: 'music.update',
    load: async () => (await routes()).AlbumsAdminPage,
  },
  {
    path: 'artists',
    permission: 'music.update',
    load: async () => (await routes()).ArtistsAdminPage,
  },
  {
    path: 'genres',
    permission: 'music.update',
    load: async () => (await routes()).GenresAdminPage,
  },
  { path: 'tags', permission: 'tags.update', load: async () => (await routes()).TagsAdminPage },
  {
    path: 'playlists',
    permission: 'music.update',
    load: async () => (await routes()).PlaylistsAdminPage,
  },
  {
    path: 'lyrics',
    permission: 'music.update',
    load: async () => (await routes()).LyricsAdminPage,
  },
  {
    path: 'comments',
    permission: 'music.update',
    load: async () => (await routes()).CommentsAdminPage,
  },
  { path: 'files', permission: 'files.update', load: async () => (await routes()).FilesAdminPage },
];
