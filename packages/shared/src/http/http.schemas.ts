import { z } from 'zod';
import { pageParam, perPageParam } from './primitives';

/** Every list answers in this shape. */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PaginationResponse<T> {
  pagination: Paginated<T>;
}

/** One page of `item`s, for answers that carry a page beside other keys. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

/** The zod schema of a list answer whose items are `item`. */
export function paginationOf<T extends z.ZodType>(item: T) {
  return z.object({ pagination: paginatedSchema(item) });
}

export const paginationQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam,
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** 422 body. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** The debug trace of an error payload, present on a 500 only when APP_DEBUG is on. */
export interface DebugTraceFrame {
  path: string;
  method: string;
  lineNumber: number;
  codeSnippet: Record<string, string>;
  vendor: string | false;
}

export interface DebugErrorBody {
  message: string;
  exception: string;
  trace: DebugTraceFrame[];
  totalVendorGroups: number;
}

export { RELATION_PARAMS, type RelationParam } from './relation-params';

export function parseRelationList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^[A-Za-z0-9_.]+$/.test(name)),
    ),
  ];
}

export function paginate<T>(data: T[], total: number, query: PaginationQuery): Paginated<T> {
  return {
    data,
    current_page: query.page,
    per_page: query.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

// ——— answers shared by many routes (declared in `schema.response`) ———

/**
 * A 204 answer: no body at all. JSON Schema cannot say "nothing", so the OpenAPI transform
 * (platform/http/openapi.ts) shows every 204 as a response without content.
 */
export const noContentSchema = z.undefined().describe('No content');

/** `{}`: the call succeeded and has nothing more to say. */
export const emptyAnswerSchema = z.object({}).describe('Done');

/** GET health: the server is up and its database answers. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });
