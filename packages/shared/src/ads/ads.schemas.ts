import { z } from 'zod';
import { text } from '../http/primitives';
import { AD_SLOTS } from './ads-settings';

/**
 * Ads (ad slots). Every path is under `/api/v1/`.
 *
 * | method | path                 | who             | body / query      | answer                                   |
 * | ------ | -------------------- | --------------- | ----------------- | ---------------------------------------- |
 * | GET    | admin/ads            | settings.update |                   | adsSettingsResponseSchema                |
 * | PUT    | admin/ads            | settings.update | adsSettingsSchema | adsSettingsResponseSchema; toast "Ads saved" |
 * | GET    | ads                  | anyone          |                   | adSlotsResponseSchema: the filled slots this visitor sees (none when ads are off or their plan is ad-free) |
 * | GET    | ads/{slot}/frame     | anyone          | v (cache buster)  | text/html: the slot's snippet as a document of its own, to load in a sandboxed iframe; 404 when the visitor sees no ad there |
 *
 * A snippet never runs in the app's document: the frame document has its own permissive CSP
 * with `sandbox` (no allow-same-origin), and the web app frames it with the same sandbox, so
 * the ad gets an opaque origin and cannot read the page, its cookies or its storage.
 */

export const ADS_MESSAGES = {
  saved: 'Ads saved',
  tooLong: 'The ad code may not be longer than :max characters.',
} as const;

export const AD_SNIPPET_MAX = 20_000;

const snippet = text().max(
  AD_SNIPPET_MAX,
  ADS_MESSAGES.tooLong.replace(':max', AD_SNIPPET_MAX.toLocaleString('en')),
);

export const adSlotSchema = z.enum(AD_SLOTS);

/** PUT api/v1/admin/ads: the enable switch and the five snippets (setting names as keys). */
export const adsSettingsSchema = z.object({
  'ads.enable': z.boolean(),
  'ads.general_top': snippet,
  'ads.general_bottom': snippet,
  'ads.artist_top': snippet,
  'ads.artist_bottom': snippet,
  'ads.album_above': snippet,
});
export type AdsSettings = z.infer<typeof adsSettingsSchema>;

export const adsSettingsResponseSchema = z.object({ ads: adsSettingsSchema });
export type AdsSettingsResponse = z.infer<typeof adsSettingsResponseSchema>;

/** GET api/v1/ads: slot → a version of its snippet (the frame URL's cache buster). */
export const adSlotsResponseSchema = z.object({
  slots: z.partialRecord(adSlotSchema, z.string()),
});
export type AdSlotsResponse = z.infer<typeof adSlotsResponseSchema>;

export const adSlotParamsSchema = z.object({ slot: adSlotSchema });
export const adFrameQuerySchema = z.object({ v: text().max(64).optional() });
