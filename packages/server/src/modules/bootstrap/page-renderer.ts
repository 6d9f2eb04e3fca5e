import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BootstrapData, ServerQuery } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { serializeBootstrap } from './index-page';

/** What the web app's server renderer (packages/web/src/entry-server.tsx) takes. */
export interface PageRenderRequest {
  url: string;
  origin: string;
  bootstrap: BootstrapData;
  pageData: Record<string, unknown>;
  cookies: string;
  userAgent: string;
}

/** A landing page as the web app draws it (entry-server.tsx `ServerRenderedPage`). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The query-cache answers the markup was drawn from. */
  queries: ServerQuery[];
  /** The page-data answers it did not use. */
  pageData: Record<string, unknown>;
  /** The cookies it read. */
  cookies: string[];
}

/** A guest's page as drawn, kept for the next guest asking with the same inputs. */
interface KeptPage {
  page: RenderedPage;
  /** The values of the cookies the render read, by name (null: not sent). */
  cookies: Map<string, string | null>;
  drawnAt: number;
}

/** Guest pages kept: the landing pages most asked for. */
const KEPT_PAGES = 32;
/**
 * How long a kept page serves: the markup is the same function of the same inputs, but a page
 * may show times relative to now ("3 days ago") that the browser's first render recomputes.
 */
const KEPT_FOR_MS = 60_000;

interface EntryServer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}

/**
 * Draws the landing pages with the web app itself, from the renderer the web build writes to
 * `dist-server/entry-server.js`. The renderer (React's server build, the app's shell and pages)
 * loads on the first page asked for, not at start-up: an API-only instance, a health check or
 * the test suite never pays its memory. Without a built renderer (the Vite dev server, tests),
 * every page starts in the browser as before.
 */
export class PageRenderer {
  private entry: Promise<EntryServer | null> | null = null;
  /** Guests' pages by a hash of everything the render takes (least recently used first out). */
  private readonly kept = new Map<string, KeptPage>();

  constructor(private readonly entryFile: string) {}

  private load(): Promise<EntryServer | null> {
    this.entry ??= fs.existsSync(this.entryFile)
      ? (import(pathToFileURL(this.entryFile).href) as Promise<EntryServer>)
      : Promise.resolve(null);
    return this.entry;
  }

  /**
   * The page's markup, or null when the browser is to draw it (not a landing page, no renderer).
   * `cookies` are the request's, parsed. A render costs tens of milliseconds of CPU, so a guest's
   * page is kept and served again to guests whose request has the same URL, user agent, bootstrap
   * data and page data, and the same values of the cookies that render read; a signed-in user's
   * bootstrap data is theirs, so their pages are always drawn afresh.
   */
  async render(
    request: PageRenderRequest,
    cookies: Record<string, string | undefined> = {},
  ): Promise<RenderedPage | null> {
    const entry = await this.load();
    if (!entry) return null;
    if (request.bootstrap.user) return entry.renderPage(request);
    const key = createHash('sha256')
      .update(
        [request.url, request.origin, request.userAgent, JSON.stringify(request.pageData)].join(
          '\u0000',
        ),
      )
      .update(serializeBootstrap(request.bootstrap))
      .digest('base64url');
    const kept = this.kept.get(key);
    if (
      kept &&
      Date.now() - kept.drawnAt < KEPT_FOR_MS &&
      [...kept.cookies].every(([name, value]) => (cookies[name] ?? null) === value)
    ) {
      // Map keeps insertion order: moving the hit to the end makes the first key the oldest.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.page;
    }
    const page = await entry.renderPage(request);
    this.kept.delete(key);
    if (page) {
      if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, {
        page,
        cookies: new Map(page.cookies.map((name) => [name, cookies[name] ?? null])),
        drawnAt: Date.now(),
      });
    }
    return page;
  }
}
