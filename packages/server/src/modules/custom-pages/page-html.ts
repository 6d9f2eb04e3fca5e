import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../../platform/text/sanitize-html';

/**
 * What a custom page's HTML may hold: the rich-text editor's output — headings,
 * paragraphs, emphasis, lists, links, images, quotes, code, rules and tables — and nothing that
 * runs: no scripts, event handlers, styles, frames or forms. Links go to http(s), mailto or a
 * path of the site; images to http(s) or a path. Applied when a page is saved and again when it
 * is served, so a row written some other way never reaches a browser unsanitised.
 */
const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand the page to it (window.opener).
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
  },
};

export async function sanitizePageHtml(html: string): Promise<string> {
  return (await loadSanitizeHtml())(html, PAGE_HTML).trim();
}
