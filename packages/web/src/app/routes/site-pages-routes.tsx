import type { RouteObject } from 'react-router';
import { CustomPageByIdRoute, CustomPageBySlugRoute } from './custom-page-route';
import { lazyPage } from './lazy-page';

/**
 * Contact and custom pages, children of the player layout. They
 * join the route table on the first visit to /contact or /pages/… (router.tsx
 * `patchRoutesOnNavigation`), so the listener's first script does not carry them. A custom page
 * comes with this table (one chunk for a first visit); the contact form and its validation load
 * on their own.
 */
export const sitePagesRoutes: RouteObject[] = [
  {
    path: 'contact',
    ...lazyPage(async () => (await import('./contact-route')).ContactRoute),
  },
  { path: 'pages/:pageSlug', Component: CustomPageBySlugRoute },
  { path: 'pages/:pageId/:pageSlug', Component: CustomPageByIdRoute },
];
