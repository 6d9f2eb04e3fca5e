import { escapeHtml } from '../../platform/text/html-text';
import type { PageAssets } from './appearance.service';

/**
 * Puts the appearance's files into a rendered index.html: the favicon, the custom stylesheet
 * last in <head> (so it overrides the app's) and the custom script at the end of <body>. Both
 * are same-origin files, so the CSP's `script-src 'self'` lets them run and still refuses any
 * inline code (custom code without weakening the CSP).
 */
export function withPageAssets(html: string, assets: PageAssets): string {
  let page = html;
  if (assets.favicon) {
    const icon = `<link rel="icon" href="${escapeHtml(assets.favicon)}">`;
    page = /<link rel="icon"[^>]*>/.test(page)
      ? page.replace(/<link rel="icon"[^>]*>/, () => icon)
      : page.replace('</head>', () => `${icon}</head>`);
  }
  if (assets.css)
    page = page.replace(
      '</head>',
      () => `<link rel="stylesheet" id="custom-css" href="${escapeHtml(assets.css!)}"></head>`,
    );
  if (assets.js)
    page = page.replace(
      '</body>',
      () => `<script id="custom-js" src="${escapeHtml(assets.js!)}" defer></script></body>`,
    );
  return page;
}
