/**
 * Relation lists travel as comma-separated strings. Kept apart from the schemas so
 * the web app's first script can use it without loading zod.
 */
export const RELATION_PARAMS = ['with', 'load', 'loadCount'] as const;
export type RelationParam = (typeof RELATION_PARAMS)[number];
