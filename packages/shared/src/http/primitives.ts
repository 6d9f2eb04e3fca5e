import { z } from 'zod';

/**
 * The building blocks every request schema is made of, so that what passes validation also
 * fits the database on both dialects ("never a 500 for bad input").
 */

/** Ids are 32-bit `integer` columns on PostgreSQL: a larger number cannot name a row. */
export const MAX_ID = 2_147_483_647;
/** The largest value of any other 32-bit integer column (positions, milliseconds, pages). */
export const MAX_INT = 2_147_483_647;

export const PRIMITIVE_MESSAGES = {
  invalidId: 'The id is invalid.',
  nulCharacter: 'The text may not contain a NUL character.',
} as const;

/**
 * A string that PostgreSQL can store: no NUL character. Chain `.trim()`, `.min()`, `.max()`
 * as with `z.string()`; give `.max()` the column's varchar length.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  // PostgreSQL refuses U+0000 in text columns; no user-facing text needs it.
  return z
    .string(params)
    .refine((value) => !value.includes('\u0000'), PRIMITIVE_MESSAGES.nulCharacter);
}

/** Text a person must fill in: trimmed, then refused when empty or longer than `max`. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

/**
 * In a `superRefine`: an issue on every item whose key an earlier item already has. Items whose
 * key is undefined are not compared.
 */
export function flagRepeatedKeys<Item>(
  ctx: z.RefinementCtx,
  items: readonly Item[],
  options: {
    key: (item: Item) => string | undefined;
    path: (index: number) => PropertyKey[];
    message: string;
  },
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = options.key(item);
    if (key === undefined) return;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: options.path(index), message: options.message });
    seen.add(key);
  });
}

/** A row id in a JSON body. */
export function id(params?: Parameters<typeof z.number>[0]) {
  return z
    .number(params)
    .int(PRIMITIVE_MESSAGES.invalidId)
    .min(1, PRIMITIVE_MESSAGES.invalidId)
    .max(MAX_ID, PRIMITIVE_MESSAGES.invalidId);
}

/** A row id from a path or query string (`"12"` → 12); `1e99`, `-1` and `abc` are refused. */
export const idParam = z.coerce
  .number()
  .int(PRIMITIVE_MESSAGES.invalidId)
  .min(1, PRIMITIVE_MESSAGES.invalidId)
  .max(MAX_ID, PRIMITIVE_MESSAGES.invalidId);

/** A whole number in a JSON body that lands in a 32-bit integer column. */
export function int(params?: Parameters<typeof z.number>[0]) {
  return z.number(params).int().min(-MAX_INT).max(MAX_INT);
}

/** A whole number from a query string, between `min` and `max` (both within 32 bits). */
export function intParam(min: number, max: number = MAX_INT) {
  return z.coerce.number().int().min(min).max(max);
}

/** `page` and `perPage` of every list. */
export const pageParam = intParam(1).default(1);
export const perPageParam = intParam(1, 100).default(15);

/** `{id}` in a URL path. */
export const idParamsSchema = z.object({ id: idParam });

/**
 * A comma-separated id list from a query string (`exclude=1,2,3`), as numbers. Anything that
 * is not an id makes the whole list invalid rather than silently dropped.
 */
export function idListParam(options: { maxLength: number; message: string }) {
  return text()
    .max(options.maxLength)
    .optional()
    .transform((value, ctx) => {
      if (!value) return [] as number[];
      const ids = value.split(',').filter(Boolean).map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: options.message });
        return z.NEVER;
      }
      return ids;
    });
}
