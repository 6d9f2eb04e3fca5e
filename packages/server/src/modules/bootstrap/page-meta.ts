/** What a page says about itself in `<title>` and `<meta name="description">`. */
export interface PageMeta {
  title?: string;
  description?: string;
}

const CHANNEL_CALL = /^\/api\/v1\/channels\/[^?]+/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The meta of the page at hand, read from the answers of its first calls (page-data.ts): a
 * channel page (the home page too) uses its editor's SEO title and description (issue 15 §6),
 * falling back to the site's own when they are empty.
 */
export function pageMetaOf(pageData: Record<string, unknown>): PageMeta {
  for (const [url, answer] of Object.entries(pageData)) {
    if (!CHANNEL_CALL.test(url)) continue;
    const channel = (answer as { channel?: { seo_title?: unknown; seo_description?: unknown } })
      .channel;
    const title = text(channel?.seo_title);
    const description = text(channel?.seo_description);
    return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return {};
}
