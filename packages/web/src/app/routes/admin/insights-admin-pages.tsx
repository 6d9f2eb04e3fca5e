import type { AdminPage } from './admin-routes';

/** Track, album and artist insights inside the admin frame (issue 15 §3). */
export const INSIGHTS_ADMIN_PAGES: AdminPage[] = [];
