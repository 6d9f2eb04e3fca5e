import { z } from 'zod';
import { text } from '../http/primitives';
import {
  SEO_COMMON_PLACEHOLDERS,
  SEO_PAGE_TYPES,
  SEO_PLACEHOLDER_PATTERN,
  SEO_PLACEHOLDERS,
  seoDescriptionKey,
  seoTitleKey,
  type SeoPageType,
} from './seo-settings';

/**
 * SEO and sharing. Served by the server outside the API for crawlers and other
 * sites; the page tags themselves are rendered into index.html (modules/bootstrap/page-meta.ts).
 *
 * | method | path                      | who    | query               | answer                                  |
 * | ------ | ------------------------- | ------ | ------------------- | --------------------------------------- |
 * | GET    | /robots.txt               | anyone |                     | text/plain (Allow /, Disallow private areas, Sitemap:) |
 * | GET    | /sitemap.xml              | anyone |                     | a <urlset>, or a <sitemapindex> of pages when large |
 * | GET    | /sitemaps/{kind}-{page}.xml | anyone |                   | one <urlset> page of a kind             |
 * | GET    | api/v1/oembed             | music.view | oembedQuerySchema | oembedResponseSchema; 404 private/unknown; 501 format=xml |
 *
 * Settings `seo.<type>.title` and `seo.<type>.description` (seo-settings.ts) are templates;
 * SEO_SETTING_SCHEMAS validates them for the appearance editor's save.
 */

export const SEO_MESSAGES = {
  tooLong: 'The template may not be longer than :max characters.',
  unknownPlaceholder: 'Unknown placeholder {{:name}}.',
  required: 'This field is required.',
  url: 'Enter a URL of a track or an album on this site.',
  format: 'Only json and xml are formats.',
} as const;

export const SEO_TITLE_MAX = 200;
export const SEO_DESCRIPTION_MAX = 500;

function templateSchema(type: SeoPageType, max: number) {
  const known = new Set<string>([...SEO_COMMON_PLACEHOLDERS, ...SEO_PLACEHOLDERS[type]]);
  return text()
    .trim()
    .max(max, SEO_MESSAGES.tooLong.replace(':max', String(max)))
    .superRefine((value, ctx) => {
      for (const match of value.matchAll(SEO_PLACEHOLDER_PATTERN)) {
        const name = match[1]!;
        if (!known.has(name))
          ctx.addIssue({
            code: 'custom',
            message: SEO_MESSAGES.unknownPlaceholder.replace(':name', name),
          });
      }
    });
}

/** Every SEO template setting with its schema (the appearance save endpoint validates with them). */
export const SEO_SETTING_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  SEO_PAGE_TYPES.flatMap((type) => [
    [seoTitleKey(type), templateSchema(type, SEO_TITLE_MAX)],
    [seoDescriptionKey(type), templateSchema(type, SEO_DESCRIPTION_MAX)],
  ]),
);

/** GET api/v1/oembed, an oEmbed 1.0 consumer request. */
export const oembedQuerySchema = z.object({
  url: text().trim().min(1, SEO_MESSAGES.required).max(2000),
  format: z.enum(['json', 'xml'], SEO_MESSAGES.format).default('json'),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type OembedQuery = z.infer<typeof oembedQuerySchema>;

/** A "rich" oEmbed answer: the embed player in an iframe. */
export const oembedResponseSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  author_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OembedResponse = z.infer<typeof oembedResponseSchema>;
