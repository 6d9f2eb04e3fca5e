import type { BackstagePage } from './backstage-routes';

/** Track, album and artist insights (issue 15 §3). */
export const BACKSTAGE_INSIGHTS_PAGES: BackstagePage[] = [];
