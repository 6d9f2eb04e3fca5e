/**
 * Ad slots. No zod here: default-settings.ts spreads
 * ADS_SETTINGS and the shell imports it eagerly; the schemas are in ads.schemas.ts.
 */

export const AD_SLOTS = [
  'general_top',
  'general_bottom',
  'artist_top',
  'artist_bottom',
  'album_above',
] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

export const adSettingKey = (slot: AdSlot) => `ads.${slot}` as const;

/**
 * Each slot's box: general slots at most 150px high, artist_top at most 1000px
 * wide, artist_bottom at most 430px wide, album_above as wide as the page. `height` is the
 * frame's height until the ad reports its own (then clamped to `maxHeight`).
 */
export const AD_SLOT_BOXES: Record<
  AdSlot,
  { maxWidth: number | null; maxHeight: number; height: number }
> = {
  general_top: { maxWidth: null, maxHeight: 150, height: 90 },
  general_bottom: { maxWidth: null, maxHeight: 150, height: 90 },
  artist_top: { maxWidth: 1000, maxHeight: 600, height: 90 },
  artist_bottom: { maxWidth: 430, maxHeight: 600, height: 250 },
  album_above: { maxWidth: null, maxHeight: 600, height: 90 },
};

/** What the admin ads page calls each slot. */
export const AD_SLOT_LABELS: Record<AdSlot, { label: string; help: string }> = {
  general_top: {
    label: 'General top',
    help: 'Above the main content of every page. At most 150px high or responsive.',
  },
  general_bottom: {
    label: 'General bottom',
    help: 'Below the main content of every page. At most 150px high or responsive.',
  },
  artist_top: {
    label: 'Artist page top',
    help: 'At the top of artist pages. At most 1000px wide or responsive.',
  },
  artist_bottom: {
    label: 'Artist page bottom',
    help: 'At the bottom of artist pages. At most 430px wide or responsive.',
  },
  album_above: {
    label: 'Above album tracks',
    help: 'Above the track list of album pages. As wide as possible or responsive.',
  },
};

/**
 * `ads.enable` is public (the client skips asking for ads while it is off); the snippets are
 * not: they reach only visitors who see ads, one slot at a time (GET api/v1/ads/{slot}/frame).
 */
export const ADS_SETTINGS = {
  'ads.enable': { value: false, public: true },
  'ads.general_top': { value: '', public: false },
  'ads.general_bottom': { value: '', public: false },
  'ads.artist_top': { value: '', public: false },
  'ads.artist_bottom': { value: '', public: false },
  'ads.album_above': { value: '', public: false },
} as const;
