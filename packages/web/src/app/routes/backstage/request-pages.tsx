import type { BackstagePage } from './backstage-routes';

/** Backstage requests (issue 15 §4). */
export const BACKSTAGE_REQUEST_PAGES: BackstagePage[] = [];
