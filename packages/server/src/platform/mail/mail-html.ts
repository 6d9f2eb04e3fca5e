import { escapeHtml } from '../text/html-text';

/** The one page every mail is: the site's name as a heading, then its paragraphs (HTML). */
export function mailLayout(siteName: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(siteName)}</h1>${body}</body></html>`;
}

/** A paragraph that is a link showing its own address. */
export function mailLink(url: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
}
