import { z } from 'zod';
import { slugify } from '../format/slugify';
import { paginationOf } from '../http/http.schemas';
import { bulkDeleteSchema, listQuerySchema } from '../http/list-query';
import { idParam, requiredText, text } from '../http/primitives';

/**
 * Custom pages (the admin's own pages, served at /pages/…). Every
 * path is under `/api/v1/`. The body is HTML from the admin's rich-text editor, sanitised with
 * sanitize-html when saved and again when served (server `custom-pages/page-html.ts`).
 *
 * | method | path                        | who                  | body / query             | answer                           |
 * | ------ | --------------------------- | -------------------- | ------------------------ | -------------------------------- |
 * | GET    | custom-pages/{id or slug}   | anyone               |                          | {page: CustomPage} (404 unknown) |
 * | GET    | custom-pages                | custom_pages.update  | customPageListQuerySchema| {pagination: {data: CustomPageListItem[]…}} |
 * | POST   | custom-pages                | custom_pages.update  | customPageInputSchema    | 201 {page: CustomPage}           |
 * | PUT    | custom-pages/{id}           | custom_pages.update  | customPageInputSchema    | {page: CustomPage}               |
 * | DELETE | custom-pages/{id}           | custom_pages.update  |                          | 204                              |
 * | POST   | custom-pages/delete         | custom_pages.update  | {ids}                    | 204 (the data table's bulk delete) |
 *
 * Public URLs: `/pages/{slug}` and `/pages/{id}/{slug}`. A slug is lowercase words joined by
 * "-" (`format/slugify`), unique, and never only digits (it would read as an id).
 */

export const CUSTOM_PAGE_TITLE_MAX = 200;
export const CUSTOM_PAGE_SLUG_MAX = 150;
export const CUSTOM_PAGE_BODY_MAX = 200_000;
export const CUSTOM_PAGE_META_TITLE_MAX = 200;
export const CUSTOM_PAGE_META_DESCRIPTION_MAX = 500;

export const CUSTOM_PAGE_MESSAGES = {
  titleRequired: 'Enter a title.',
  slugInvalid: 'The slug needs at least one letter.',
  slugTaken: 'Another page already uses this slug.',
} as const;

/** The sortable columns of the admin list. */
export const CUSTOM_PAGE_SORTABLE = ['title', 'slug', 'created_at', 'updated_at'] as const;

export const customPageListQuerySchema = listQuerySchema({
  sortable: CUSTOM_PAGE_SORTABLE,
  defaultOrderBy: 'updated_at',
});
export type CustomPageListQuery = z.infer<typeof customPageListQuerySchema>;

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullish()
    .transform((value) => value || null);

/**
 * Create and edit share one form. A blank slug is made from the title; a given one is brought to
 * slug form (lowercase, "-"), so "About Us" is saved as `about-us`.
 */
export const customPageInputSchema = z
  .object({
    title: requiredText(CUSTOM_PAGE_TITLE_MAX, {
      required: CUSTOM_PAGE_MESSAGES.titleRequired,
      tooLong: `At most ${CUSTOM_PAGE_TITLE_MAX} characters.`,
    }),
    slug: text()
      .trim()
      .max(CUSTOM_PAGE_SLUG_MAX, { error: `At most ${CUSTOM_PAGE_SLUG_MAX} characters.` })
      .nullish(),
    body: text().max(CUSTOM_PAGE_BODY_MAX, { error: 'The page is too long.' }).default(''),
    meta_title: optionalText(CUSTOM_PAGE_META_TITLE_MAX),
    meta_description: optionalText(CUSTOM_PAGE_META_DESCRIPTION_MAX),
  })
  .transform((input, context) => {
    const slug = slugify(input.slug || input.title)
      .slice(0, CUSTOM_PAGE_SLUG_MAX)
      .replace(/-+$/, '');
    if (!slug || /^\d+$/.test(slug)) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: CUSTOM_PAGE_MESSAGES.slugInvalid,
      });
      return z.NEVER;
    }
    return { ...input, slug };
  });
/** What the form edits (before the slug is made). */
export type CustomPageInput = z.input<typeof customPageInputSchema>;
export type CustomPageValues = z.output<typeof customPageInputSchema>;

/** `{id or slug}` of the public call: a number names the page's id, anything else its slug. */
export const customPageLookupParamsSchema = z.object({
  idOrSlug: text().trim().min(1).max(CUSTOM_PAGE_SLUG_MAX),
});
export const customPageIdParamsSchema = z.object({ id: idParam });

export const deleteCustomPagesSchema = bulkDeleteSchema('Choose at least one page.');

// ——— answers ———

/**
 * Exactly what `GET custom-pages/{id or slug}` answers: the SEO code reads this shape from the
 * page data inlined into index.html (title, description, Open Graph).
 */
export const customPageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  updated_at: z.string(),
});
export type CustomPage = z.infer<typeof customPageSchema>;

export const customPageResponseSchema = z.object({ page: customPageSchema });

export const customPageListItemSchema = customPageSchema.omit({ body: true }).extend({
  created_at: z.string(),
});
export type CustomPageListItem = z.infer<typeof customPageListItemSchema>;

export const customPageListResponseSchema = paginationOf(customPageListItemSchema);

/** The public URLs of a page. */
export const customPagePaths = {
  bySlug: (page: { slug: string }) => `/pages/${encodeURIComponent(page.slug)}`,
  byId: (page: { id: number; slug: string }) =>
    `/pages/${page.id}/${encodeURIComponent(page.slug)}`,
} as const;
