const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an HTML text node or a quoted attribute (pages, mails, notification lines, sitemaps).
 * Named entities, because the places that turn HTML back into text (a notification's plain-text
 * mail, page descriptions) read these five; `&#39;` because `&apos;` is not HTML 4.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no "</script>", no U+2028/9 surprises. One pass
 * over the text: pages carry ~100 KB of it.
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}
