import fs from 'node:fs';
import path from 'node:path';
import {
  BOOTSTRAP_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  type BootstrapData,
  type Theme,
} from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { THEME_FONT_LINK_ID, themeFontStylesheet } from '@tonearm/shared/appearance/theme-font';
import { stringSetting } from '@tonearm/shared/settings/default-settings';
import { resolveInitialThemes } from './bootstrap.service';
import { firstScreenImage } from './page-data';
import type { PageMeta } from './page-meta';
import { withPageAssets, type PageAssets } from '../appearance/appearance.service';
import { pageMetaTags } from './page-meta-tags';
import { escapeHtml, serializeForScript } from '../../platform/text/html-text';
import { routePatternRegExp, RoutePreloads } from './route-preloads';

function cssBlock(selector: string, theme: Theme): string {
  const declarations = Object.entries(theme.values)
    .filter(([name]) => /^--[\w-]+$/.test(name))
    .map(([name, value]) => `${name}:${String(value).replace(/[;{}<]/g, '')}`)
    .join(';');
  return `${selector}{${declarations};color-scheme:${theme.is_dark ? 'dark' : 'light'}}`;
}

/**
 * The first-paint themes' font stylesheets, so the text paints in its font rather than swapping
 * in once the app has started. They only declare faces: a browser downloads the files of the
 * family the page shows, so linking the light and the dark theme's costs nothing. The app takes
 * the `#theme-font` link over from here (web lib/theme-font.ts).
 */
export function initialThemeFontLinks(data: BootstrapData): string {
  const initial = resolveInitialThemes(data.themes.all, data.themes.selectedThemeId);
  if (!initial) return '';
  const hrefs = [initial.light, initial.dark].map((theme) => themeFontStylesheet(theme));
  return [...new Set(hrefs.filter((href) => href !== null))]
    .map(
      (href, index) =>
        `<link rel="stylesheet"${index === 0 ? ` id="${THEME_FONT_LINK_ID}"` : ''} href="${escapeHtml(href)}">`,
    )
    .join('');
}

/** First-paint theme CSS, so the page never flashes in the wrong colours. */
export function initialThemeCss(data: BootstrapData): string {
  const initial = resolveInitialThemes(data.themes.all, data.themes.selectedThemeId);
  if (!initial) return '';
  let css = cssBlock(':root', initial.light);
  if (initial.dark)
    css += `@media (prefers-color-scheme: dark){${cssBlock(':root', initial.dark)}}`;
  return css;
}

/** The lines' JSON by the (frozen, shared) lines object the localization service answered. */
const linesJson = new WeakMap<object, string>();

/**
 * The bootstrap data as script-safe JSON. Its i18n lines are most of it and the same object for
 * every page in one language until an edit (LocalizationService.forLanguage), so their JSON is
 * written once per edit rather than once per page.
 */
export function serializeBootstrap(data: BootstrapData): string {
  const { i18n, ...rest } = data;
  let lines = linesJson.get(i18n);
  if (lines === undefined) {
    lines = serializeForScript(i18n);
    linesJson.set(i18n, lines);
  }
  const others = serializeForScript(rest).slice(1, -1);
  return `{${others}${others ? ',' : ''}"i18n":${lines}}`;
}

export class IndexPageRenderer {
  private template: string | null = null;
  private readonly preloads: RoutePreloads;

  constructor(private readonly indexFile: string) {
    this.preloads = new RoutePreloads(path.join(path.dirname(indexFile), 'route-preloads.json'));
  }

  private load(): string {
    // Read once: the built file does not change while the server runs.
    this.template ??= fs.readFileSync(this.indexFile, 'utf8');
    return this.template;
  }

  /**
   * `url` is the page asked for: its own code is preloaded beside the first script, and
   * `pageData` (answers to its first API calls, by URL) rides along for the client to take;
   * `meta` is the page's own title and description (page-meta.ts), else the site's; `assets`
   * the appearance's favicon and custom files.
   */
  render(
    data: BootstrapData,
    styleNonce: string,
    url = '/',
    pageData: Record<string, unknown> = {},
    meta: PageMeta = {},
    assets: PageAssets = { css: null, js: null, favicon: null },
  ): string {
    const siteName = stringSetting(data.settings, 'branding.site_name', 'Tonearm');
    const title = meta.title ?? siteName;
    const description =
      meta.description ?? stringSetting(data.settings, 'branding.site_description');
    const head =
      `<title>${escapeHtml(title)}</title>` +
      `<meta name="description" content="${escapeHtml(description)}">` +
      pageMetaTags(meta, { title, description, siteName }) +
      // react-aria reads this nonce for the few <style> elements it inserts.
      `<meta name="csp-nonce" nonce="${escapeHtml(styleNonce)}">` +
      `<style nonce="${escapeHtml(styleNonce)}" id="initial-theme">${initialThemeCss(data)}</style>` +
      initialThemeFontLinks(data);
    // After the first script and stylesheet, which the browser should ask for first.
    let pageCode = this.preloads.linksFor(url);
    // A guest's homepage may be the landing page, which `/` loads on demand: preload it too.
    if (
      !data.user &&
      data.settings['homepage.type'] === 'landingPage' &&
      routePatternRegExp('/').test(url.split(/[?#]/)[0] ?? '/')
    )
      pageCode += this.preloads.linksFor('/landing');
    // The likely largest paint's image, asked for beside the scripts.
    const image = firstScreenImage(pageData);
    if (image)
      pageCode += `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`;
    let bootstrap = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeBootstrap(data)}</script>`;
    if (Object.keys(pageData).length > 0)
      bootstrap += `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${serializeForScript(pageData)}</script>`;
    // The ~100 KB of data goes in last, into a page whose other parts are in place: no later
    // step scans or copies the whole page again.
    return (
      withPageAssets(this.load(), assets)
        .replace(/<title>.*?<\/title>/, '')
        // Functions, not strings: a replacement string would expand `$&`, `$'` and `` $` `` found
        // in user-controlled values (site name, theme cookie) into copies of the template.
        .replace('<!--app-head-->', () => head)
        .replace('</head>', () => `${pageCode}</head>`)
        .replace('<!--app-bootstrap-->', () => bootstrap)
    );
  }
}
