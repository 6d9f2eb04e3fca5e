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

/** JSON that is safe inside a <script> element: no "</script>", no U+2028/9 surprises. */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
