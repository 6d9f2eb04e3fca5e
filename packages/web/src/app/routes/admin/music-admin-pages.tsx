import type { AdminPage } from './admin-routes';

/** The track, album and artist editors and the upload page, inside the admin frame (issue 15 §2). */
export const MUSIC_ADMIN_PAGES: AdminPage[] = [];
