import type { QueryClient } from '@tanstack/react-query';
import {
  SERVER_QUERIES_ELEMENT_ID,
  type ServerQuery,
} from '@tonearm/shared/bootstrap/bootstrap.schemas';

/**
 * Puts the answers a server-rendered page was drawn from into the query cache, as fresh as when
 * the server had them; false when the page was not drawn on the server (the element is absent).
 */
export function seedServerQueries(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(SERVER_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return false;
  let queries: ServerQuery[];
  try {
    queries = JSON.parse(element.textContent) as ServerQuery[];
  } catch {
    return false;
  }
  for (const { key, data, updatedAt } of queries) client.setQueryData(key, data, { updatedAt });
  element.remove();
  return true;
}
