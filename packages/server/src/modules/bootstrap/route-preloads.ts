import fs from 'node:fs';

/** One landing page's chunks, as the web build writes them to route-preloads.json. */
export interface RoutePreload {
  /** router.tsx syntax: `:name` is one segment, a trailing `?` makes it optional. */
  pattern: string;
  files: string[];
}

/**
 * `/artist/:id/:name?` → a regular expression matching `/artist/1` and `/artist/1/x`, with a
 * named group per parameter.
 */
export function routePatternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':')
        ? `/(?<${name.slice(1)}>[^/]+)`
        : `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${part})?` : part;
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/** Only same-origin built chunks may become preload links: nothing that could inject markup. */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * The chunks each landing page needs: the index page lists those of the requested
 * URL as `<link rel="modulepreload">`, so a page's code loads beside the first script instead of
 * after it has run. Without the file (an older build), pages simply load as before.
 */
export class RoutePreloads {
  private routes: { regexp: RegExp; links: string }[] | null = null;

  constructor(private readonly file: string) {}

  private load() {
    if (this.routes) return this.routes;
    let parsed: RoutePreload[] = [];
    try {
      parsed = JSON.parse(fs.readFileSync(this.file, 'utf8')) as RoutePreload[];
    } catch {
      // No build output to read: no preloads.
    }
    this.routes = parsed.map(({ pattern, files }) => ({
      regexp: routePatternRegExp(pattern),
      links: files
        .filter((file) => CHUNK.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join(''),
    }));
    return this.routes;
  }

  /** The link elements for a request URL (its path; the query string is ignored). */
  linksFor(url: string): string {
    const pathname = url.split(/[?#]/)[0] ?? '/';
    return this.load().find((route) => route.regexp.test(pathname))?.links ?? '';
  }
}
