/**
 * The nonce the page's Content-Security-Policy allows inline <style> elements by (the server
 * puts it on `<meta name="csp-nonce">`, security-headers.ts); undefined on a page without it.
 * Read from the `nonce` property: browsers hide the attribute's value once the page has loaded.
 */
export function styleNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;
}
