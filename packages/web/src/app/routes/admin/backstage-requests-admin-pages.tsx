import type { AdminPage } from './admin-routes';

/** Reviewing backstage requests (issue 15 §4). */
export const BACKSTAGE_REQUESTS_ADMIN_PAGES: AdminPage[] = [];
