import { useEffect } from 'react';
import type { SeoPageType } from '@tonearm/shared/seo/seo-settings';
import { seoTitleOf, siteSeoValues } from '@tonearm/shared/seo/seo-values';
import { useSettings } from './bootstrap-store';

/**
 * Names the browser tab while the page is shown, and gives it back to the site's name when the
 * page goes: a page without a title of its own is the site. (The server renders the same title
 * into the first page load; this keeps it true as the listener moves around without reloads.)
 */
export function useDocumentTitle(title: string | undefined) {
  const siteName = siteSeoValues(useSettings()).site_name!;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}

/**
 * The tab title of a page showing `entity`, from the operator's SEO title template for its type
 * (the appearance editor's seo-settings), exactly as the server renders it.
 */
export function useSeoTitle(
  type: SeoPageType,
  entity: object | undefined,
  ownTitle?: string | null,
) {
  const settings = useSettings();
  useDocumentTitle(
    entity
      ? seoTitleOf(type, entity as Record<string, unknown>, settings, ownTitle ?? undefined)
      : undefined,
  );
}
