import { MAX_ID } from '@tonearm/shared/http/primitives';

/**
 * Who may do what with custom pages: anyone may read a page (it is public, like the
 * site's legal pages); only holders of custom_pages.update manage them.
 */
export const READ_CUSTOM_PAGE = {} as const;
export const MANAGE_CUSTOM_PAGES = { auth: true, permissions: ['custom_pages.update'] } as const;

/**
 * `{id or slug}`: digits name an id (a slug is never only digits), anything else a slug. Digits
 * beyond the largest id name no page (null), rather than reaching an integer column.
 */
export function lookupOf(idOrSlug: string): { id: number } | { slug: string } | null {
  if (!/^\d+$/.test(idOrSlug)) return { slug: idOrSlug.toLowerCase() };
  const id = Number(idOrSlug);
  return id <= MAX_ID ? { id } : null;
}
