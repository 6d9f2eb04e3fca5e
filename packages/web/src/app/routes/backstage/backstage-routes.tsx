import type { RouteObject } from 'react-router';
import { guardLoader } from '../route-guards';
import { BACKSTAGE_INSIGHTS_PAGES } from './insights-pages';
import { BACKSTAGE_MUSIC_PAGES } from './music-pages';
import { BACKSTAGE_REQUEST_PAGES } from './request-pages';

export interface BackstagePage {
  /** Under /backstage. */
  path: string;
  /** What the page needs beside a login, checked again by the server. */
  permission?: string;
  load: () => Promise<React.ComponentType>;
}

/** One backstage page as a child route of the player layout: code-split, login required. */
function backstagePageRoute({ path, permission, load }: BackstagePage): RouteObject {
  return {
    path: `backstage/${path}`,
    loader: guardLoader({ auth: true, permissions: permission ? [permission] : [] }),
    lazy: async () => ({ Component: await load() }),
  };
}

/**
 * Backstage: requests, upload, and the track, album and artist editors and insights.
 * Each area keeps its pages in its own list.
 */
export const backstageRoutes: RouteObject[] = [
  ...BACKSTAGE_REQUEST_PAGES,
  ...BACKSTAGE_MUSIC_PAGES,
  ...BACKSTAGE_INSIGHTS_PAGES,
].map(backstagePageRoute);
