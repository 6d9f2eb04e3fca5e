/** What a radio can start from (radio pages); apart from the schemas (no zod). */
export const RADIO_SEED_TYPES = ['artist', 'track', 'genre', 'album', 'playlist'] as const;
export type RadioSeedType = (typeof RADIO_SEED_TYPES)[number];
