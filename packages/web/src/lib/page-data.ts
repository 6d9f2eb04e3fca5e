import { PAGE_DATA_ELEMENT_ID } from '@tonearm/shared/bootstrap/bootstrap.schemas';

let answers: Map<string, unknown> | null = null;

/** A same-origin URL with its query parameters in one order, so equal calls compare equal. */
export function pageDataKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

function load(doc: Document): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, body] of Object.entries(data)) answers.set(pageDataKey(url), body);
  } catch {
    // Not ours to worry about: the page asks the network instead.
  }
  element.remove();
  return answers;
}

/**
 * The server's answer to a first call of this page, carried in index.html: taken
 * once, so any later call of the same URL (a refetch, a return to the page) goes to the
 * network as usual.
 */
export function takePageData(url: string, doc: Document = document): unknown {
  const store = load(doc);
  const key = pageDataKey(url);
  if (!store.has(key)) return undefined;
  const body = store.get(key);
  store.delete(key);
  return body;
}

/** Tests start each case with a fresh page. */
export function resetPageData(): void {
  answers = null;
}
