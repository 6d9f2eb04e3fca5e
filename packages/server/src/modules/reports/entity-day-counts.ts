import type { ReportEntityType } from './reports.repository';

/**
 * The insights' per-entity roll-ups keep one row per track, album or artist and day
 * (report_entity_days): its plays, its listeners (each once that day) and one small JSON object
 * of counts by dimension and key, `{"h:14": 3, "c:US": 2, "d:desktop": 3, "t:812": 1, ...}`.
 * A play writes one row per entity it counts for instead of one per entity, dimension, grain and
 * key: the long tail of tracks played once or twice a day made the keyed rows about as many as
 * the plays themselves, twenty times over. Any period, month-aligned or not, is summed from its
 * days, so every answer stays exact.
 */
export const ENTITY_DIMENSIONS = {
  hour: 'h',
  country: 'c',
  device: 'd',
  platform: 'p',
  browser: 'b',
  track: 't',
} as const;

export type EntityDimension = keyof typeof ENTITY_DIMENSIONS;

/** What a play says about itself that the per-entity counts split it by. */
export interface EntityPlayFacts {
  track_id: number;
  country: string | null;
  device: string | null;
  platform: string | null;
  browser: string | null;
  created_at: string;
}

/**
 * Adds what one play counts for in an entity's day to `counts` (in place): its hour and client,
 * and its track for an album or an artist. The write path and the rebuild both count with it.
 */
export function addPlayCounts(
  counts: Record<string, number>,
  play: EntityPlayFacts,
  type: ReportEntityType,
): Record<string, number> {
  const keys = [
    `h:${play.created_at.slice(11, 13)}`,
    `c:${play.country ?? ''}`,
    `d:${play.device ?? ''}`,
    `p:${play.platform ?? ''}`,
    `b:${play.browser ?? ''}`,
  ];
  if (type !== 'track') keys.push(`t:${play.track_id}`);
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** Adds `more` into `into` (in place). */
export function addCounts(into: Record<string, number>, more: Record<string, number>): void {
  for (const [key, count] of Object.entries(more)) into[key] = (into[key] ?? 0) + count;
}

/** Splits summed counts by dimension: the key and count of each, largest first, ties by key. */
export function countsByDimension(
  counts: Record<string, number>,
): Map<EntityDimension, { key: string; count: number }[]> {
  const prefixes = new Map<string, EntityDimension>(
    Object.entries(ENTITY_DIMENSIONS).map(([dimension, prefix]) => [
      prefix,
      dimension as EntityDimension,
    ]),
  );
  const byDimension = new Map<EntityDimension, { key: string; count: number }[]>();
  for (const [packed, count] of Object.entries(counts)) {
    const colon = packed.indexOf(':');
    const dimension = prefixes.get(packed.slice(0, colon));
    if (!dimension || count === 0) continue;
    const entries = byDimension.get(dimension) ?? [];
    entries.push({ key: packed.slice(colon + 1), count });
    byDimension.set(dimension, entries);
  }
  for (const entries of byDimension.values())
    entries.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return byDimension;
}
