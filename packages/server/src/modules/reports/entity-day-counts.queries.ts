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

/** A listener as a tally tells them apart: an account's id, else the guest's day hash. */
export type TallyListener = number | string;

/** A play's client keys as a tally counts them: `c:` country, `d:` device, `p:` platform, `b:` browser. */
export function clientKeys(play: Omit<EntityPlayFacts, 'created_at' | 'track_id'>): string[] {
  return [
    `c:${play.country ?? ''}`,
    `d:${play.device ?? ''}`,
    `p:${play.platform ?? ''}`,
    `b:${play.browser ?? ''}`,
  ];
}

/** The hour (0-23) of a UTC ISO time, read without cutting the text. */
export function hourOf(at: string): number {
  return (at.charCodeAt(11) - 48) * 10 + at.charCodeAt(12) - 48;
}

/**
 * Plays counted by hour, client and track (album and artist for the site roll-ups), and their
 * listeners: what a day of one entity, or of the whole site, adds up to. The write path tallies
 * one play, the rebuild a batch of days; a play's client keys are made once and shared by every
 * tally it counts in, and track maps exist only where tracks are counted, so that counting
 * millions of plays allocates little per play.
 */
export class PlayTally {
  plays = 0;
  readonly listeners = new Set<TallyListener>();
  readonly hours: number[] = [];
  readonly clients = new Map<string, number>();
  track: Map<number, number> | null = null;
  album: Map<number, number> | null = null;
  artist: Map<number, number> | null = null;

  /** Counts a play: its hour, its client keys (clientKeys) and its listener. */
  add(hour: number, keys: readonly string[], listener: TallyListener): void {
    this.plays += 1;
    this.listeners.add(listener);
    this.hours[hour] = (this.hours[hour] ?? 0) + 1;
    for (const key of keys) bump(this.clients, key);
  }

  addTrack(id: number): void {
    bump((this.track ??= new Map<number, number>()), id);
  }
}

export function bump<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * The JSON an entity's day row keeps of a tally: `{"h:14": 3, "c:US": 2, ..., "t:812": 1}`
 * (tracks only for albums and artists). Written by hand: a rebuild writes millions of these.
 */
export function entityCountsJson(tally: PlayTally): string {
  let json = '';
  const add = (part: string) => (json += json ? `,${part}` : part);
  tally.hours.forEach((count, hour) => {
    if (count > 0) add(`"h:${hour < 10 ? '0' : ''}${hour}":${count}`);
  });
  for (const [key, count] of tally.clients) add(`${JSON.stringify(key)}:${count}`);
  if (tally.track) for (const [id, count] of tally.track) add(`"t:${id}":${count}`);
  return `{${json}}`;
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
