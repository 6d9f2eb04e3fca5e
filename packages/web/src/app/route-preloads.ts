/**
 * The pages a visitor most often lands on, by URL pattern (router.tsx syntax: `:name` is one
 * segment, a trailing `?` makes it optional), with the module that holds each page.
 *
 * Pages are lazy routes, so a cold visit used to fetch the first script, run it, and only then
 * ask for the page's code: a second round trip before anything could render. The build writes
 * each page's chunks to `route-preloads.json` (vite.config.ts) and the server lists those of the
 * requested URL as `<link rel="modulepreload">` in index.html, so they load beside the first
 * script. A pattern missing here still works; its page just loads one round trip later.
 */
export const ROUTE_PRELOADS: readonly { pattern: string; module: string }[] = [
  { pattern: '/', module: 'src/app/routes/homepage-route.tsx' },
  { pattern: '/landing', module: 'src/app/routes/landing-route.tsx' },
  { pattern: '/artist/:artistId/:artistName?', module: 'src/app/routes/music/artist-route.tsx' },
  {
    pattern: '/album/:albumId/:artistName/:albumName',
    module: 'src/app/routes/music/album-route.tsx',
  },
  { pattern: '/track/:trackId/:trackName?', module: 'src/app/routes/music/track-route.tsx' },
  {
    pattern: '/playlist/:playlistId/:playlistName?',
    module: 'src/app/routes/music/playlist-route.tsx',
  },
  { pattern: '/search/:query?/:tab?', module: 'src/app/routes/music/search-routes.tsx' },
  { pattern: '/channel/:slugOrId/:restriction?', module: 'src/app/routes/music/channel-route.tsx' },
  { pattern: '/login', module: 'src/app/routes/auth/login-route.tsx' },
  { pattern: '/register', module: 'src/app/routes/auth/register-route.tsx' },
  // Discovered routes (router.tsx), their table and pages in one chunk.
  { pattern: '/pages/:pageSlug', module: 'src/app/routes/site-pages-routes.tsx' },
  { pattern: '/pages/:pageId/:pageSlug', module: 'src/app/routes/site-pages-routes.tsx' },
  { pattern: '/contact', module: 'src/app/routes/contact-route.tsx' },
];
