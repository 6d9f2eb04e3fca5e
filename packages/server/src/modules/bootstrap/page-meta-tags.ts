import { escapeHtml, serializeForScript } from '../../platform/text/html-text';
import type { PageMeta } from './page-meta';

const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}">`;

/**
 * The sharing tags of a page with meta of its own: canonical link, Open Graph,
 * Twitter card, oEmbed discovery and JSON-LD. `<title>` and the description are the caller's.
 * JSON-LD is a data block, not script: the CSP does not apply to it (browsers never run it),
 * and serializeForScript keeps a "</script>" in a name from closing the element.
 */
export function pageMetaTags(
  meta: PageMeta,
  page: { title: string; description: string; siteName: string },
): string {
  if (!meta.canonical) return '';
  let tags =
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` +
    property('og:site_name', page.siteName) +
    property('og:title', page.title) +
    property('og:description', page.description) +
    property('og:type', meta.type ?? 'website') +
    property('og:url', meta.canonical);
  if (meta.image) tags += property('og:image', meta.image);
  if (meta.audio) tags += property('og:audio', meta.audio);
  tags +=
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary') +
    named('twitter:title', page.title) +
    named('twitter:description', page.description);
  if (meta.image) tags += named('twitter:image', meta.image);
  if (meta.oembed)
    tags += `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(meta.oembed)}" title="${escapeHtml(page.title)}">`;
  if (meta.jsonLd)
    tags += `<script type="application/ld+json">${serializeForScript(meta.jsonLd)}</script>`;
  return tags;
}
