import type SanitizeHtml from 'sanitize-html';

let loading: Promise<typeof SanitizeHtml> | undefined;

/**
 * sanitize-html (with its HTML and CSS parsers), loaded by the first page or notification it
 * cleans, not by every start.
 */
export function loadSanitizeHtml(): Promise<typeof SanitizeHtml> {
  loading ??= import('sanitize-html').then((module) => module.default);
  return loading;
}
