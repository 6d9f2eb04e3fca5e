import type { AdminPage } from './admin-routes';

/**
 * Catalog admin (issue 15 §6): channels, tracks, albums, artists, genres, tags, playlists,
 * lyrics, comments and files, each on the admin data table.
 */
export const CATALOG_ADMIN_PAGES: AdminPage[] = [];
