import './lib/zod-config';
import { type QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import type { BootstrapData, ServerQuery } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { App } from './app/app';
import { ROUTE_PRELOADS } from './app/route-preloads';
import { routesWithSitePages } from './app/router';
import { getBootstrapData, setBootstrapData } from './lib/bootstrap-store';
import { provideServerCookies } from './lib/cookies';
import { providePageData, untakenPageData } from './lib/page-data';
import { provideServerUserAgent } from './lib/use-media-query';
import { createQueryClient } from './lib/query-client';

/** What the server knows of the request it renders a page for. */
export interface ServerRenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The site's origin, for the router's request (nothing is fetched from it). */
  origin: string;
  bootstrap: BootstrapData;
  /** The answers to the page's first API calls (the server's page-data.ts), by URL. */
  pageData: Record<string, unknown>;
  /** The request's Cookie header (the theme and cookie-notice choices). */
  cookies: string;
  /** The request's User-Agent (a phone gets the mobile layout). */
  userAgent: string;
}

export interface ServerRenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The answers the markup was drawn from, for the browser's first render. */
  queries: ServerQuery[];
  /** The page-data answers the render did not use: they ride along as before. */
  pageData: Record<string, unknown>;
}

/**
 * The landing pages, drawn on the server: a visitor or a crawler sees their content before any
 * script runs. Other pages (the account, admin and backstage areas) start in the browser as
 * before; they are neither indexed nor where a visitor lands.
 */
const SERVER_RENDERED = [...ROUTE_PRELOADS.map(({ pattern }) => pattern), '/pricing'];

/** Renders that take longer than this are left to the browser. */
const RENDER_TIMEOUT_MS = 3000;
/**
 * A render reveals the queries its page makes; they are answered from the page data and the
 * page drawn again, which may reveal more (a list below a header). Past this many rounds the
 * rest is left to the browser.
 */
const MAX_RENDERS = 4;

/** The client's query settings, without retries: a query the page data cannot answer fails once. */
function serverQueryClient(): QueryClient {
  const client = createQueryClient(() => {});
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** A query its observer turned off (a list behind a "See more") waits for the browser. */
const isEnabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;

function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

// The bootstrap, page-data and cookie stores are the app's module state, one page at a time:
// renders take turns.
let turn: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` as the app draws it with the visitor's bootstrap data and the page's
 * answers, or null when it is not one the server draws or cannot be drawn here (a guard's
 * redirect, an error): the browser then renders it as before.
 */
export function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  if (!SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname)))
    return Promise.resolve(null);
  const result = turn.then(() => render(request));
  turn = result.catch(() => null);
  return result;
}

async function render(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const installStores = () => {
    setBootstrapData(request.bootstrap);
    provideServerCookies(request.cookies);
    provideServerUserAgent(request.userAgent);
  };
  installStores();
  providePageData(request.pageData);
  try {
    const handler = createStaticHandler(await routesWithSitePages());
    const context = await handler.query(new Request(new URL(request.url, request.origin)));
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = serverQueryClient();
    const cache = client.getQueryCache();
    // The same tree as main.tsx's, the browser's router swapped for the static one.
    const tree = (
      <StrictMode>
        <App
          client={client}
          routerView={
            <>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              <FullScreenLoader isLoading={false} />
            </>
          }
        />
      </StrictMode>
    );
    const asked = new Set<string>();
    for (let round = 1; ; round++) {
      installStores();
      const errors: unknown[] = [];
      const { prelude } = await prerender(tree, {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => void errors.push(error),
      });
      const html = await readAll(prelude);
      // A part that failed would be drawn by the browser alone, different from this markup.
      if (errors.length > 0) throw new AggregateError(errors, `Could not render ${request.url}`);
      const unasked = cache
        .getAll()
        .filter((q) => q.state.status === 'pending' && isEnabled(q) && !asked.has(q.queryHash));
      // A part whose code arrived during the render (a lazy component) is written apart, with an
      // inline script that moves it in place: the page's CSP refuses that script, and without
      // scripts the part stays hidden. Its code is loaded now: the next round draws it in place.
      const placedLate = /<script\b/.test(html);
      if (unasked.length === 0 && !placedLate)
        return {
          html,
          queries: cache
            .getAll()
            .filter((q) => q.state.status === 'success')
            .map((q) => ({
              key: q.queryKey,
              data: q.state.data,
              updatedAt: q.state.dataUpdatedAt,
            })),
          pageData: untakenPageData(),
        };
      if (round === MAX_RENDERS) return null;
      for (const query of unasked) asked.add(query.queryHash);
      // Answered from the page data; anything else would go to the network, which a server
      // render does not do (api-client.ts has no XMLHttpRequest here): it fails at once.
      installStores();
      await Promise.allSettled(unasked.map((query) => query.fetch()));
      // What failed is drawn loading, as the browser's first render will draw it, and asked again
      // there.
      for (const query of cache.getAll()) if (query.state.status === 'error') cache.remove(query);
    }
  } finally {
    // No visitor's account stays in the module between renders.
    setBootstrapData({ ...getBootstrapData(), user: null, workspaces: [] });
    provideServerCookies('');
    provideServerUserAgent('');
    providePageData({});
  }
}
