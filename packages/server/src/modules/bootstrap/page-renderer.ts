import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BootstrapData, ServerQuery } from '@tonearm/shared/bootstrap/bootstrap.schemas';

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
}

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

  constructor(private readonly entryFile: string) {}

  private load(): Promise<EntryServer | null> {
    this.entry ??= fs.existsSync(this.entryFile)
      ? (import(pathToFileURL(this.entryFile).href) as Promise<EntryServer>)
      : Promise.resolve(null);
    return this.entry;
  }

  /** The page's markup, or null when the browser is to draw it (not a landing page, no renderer). */
  async render(request: PageRenderRequest): Promise<RenderedPage | null> {
    const entry = await this.load();
    return entry ? entry.renderPage(request) : null;
  }
}
