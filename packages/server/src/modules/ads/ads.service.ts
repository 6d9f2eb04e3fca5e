import { createHash } from 'node:crypto';
import { AD_SLOTS, adSettingKey, type AdSlot } from '@tonearm/shared/ads/ads-settings';
import type { AdSlotsResponse, AdsSettings } from '@tonearm/shared/ads/ads.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { notFound } from '../../platform/errors';
import type { SettingsService } from '../settings/settings.service';
import { seesAds } from './ads.policy';

const snippetOf = (settings: Record<string, unknown>, slot: AdSlot): string => {
  const value = settings[adSettingKey(slot)];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Reports the ad's height to the page that frames it, which sizes the frame within the slot's
 * limits. The only thing the ad document can tell its parent; the parent checks the sender.
 */
const RESIZE_SCRIPT =
  // The body's own height: the root element's would be at least the frame's current height.
  "(function(){function s(){parent.postMessage({type:'tonearm-ad-size',height:Math.ceil(document.body.getBoundingClientRect().height)},'*')}" +
  "addEventListener('load',s);if(window.ResizeObserver)new ResizeObserver(s).observe(document.body);s()})();";

/**
 * The ad slots: snippets are settings edited by settings.update
 * holders; a visitor is sent a slot's snippet only when ads are on and their plan is not
 * ad-free. Settings live in the settings service; this module has no table of its own.
 */
export class AdsService {
  constructor(private readonly settings: SettingsService) {}

  async adminView(): Promise<AdsSettings> {
    const values = await this.settings.all();
    return {
      'ads.enable': values['ads.enable'] === true,
      'ads.general_top': snippetOf(values, 'general_top'),
      'ads.general_bottom': snippetOf(values, 'general_bottom'),
      'ads.artist_top': snippetOf(values, 'artist_top'),
      'ads.artist_bottom': snippetOf(values, 'artist_bottom'),
      'ads.album_above': snippetOf(values, 'album_above'),
    };
  }

  async save(input: AdsSettings): Promise<AdsSettings> {
    await this.settings.update(input);
    return this.adminView();
  }

  /** The filled slots this visitor sees, each with a version of its snippet (a cache buster). */
  async slotsFor(context: PermissionContext): Promise<AdSlotsResponse['slots']> {
    if (!seesAds(context)) return {};
    const values = await this.settings.all();
    if (values['ads.enable'] !== true) return {};
    const slots: AdSlotsResponse['slots'] = {};
    for (const slot of AD_SLOTS) {
      const snippet = snippetOf(values, slot);
      if (snippet) slots[slot] = createHash('sha256').update(snippet).digest('hex').slice(0, 16);
    }
    return slots;
  }

  /**
   * A slot's snippet as a document of its own, for a sandboxed iframe; 404 when ads are off,
   * the slot is empty or the visitor's plan is ad-free (the snippet never reaches them).
   */
  async frameDocument(slot: AdSlot, context: PermissionContext): Promise<string> {
    if (!seesAds(context)) throw notFound();
    const values = await this.settings.all();
    const snippet = snippetOf(values, slot);
    if (values['ads.enable'] !== true || !snippet) throw notFound();
    return (
      '<!doctype html><html><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1">' +
      // Links open outside the frame (the frame has allow-popups, not top navigation).
      '<base target="_blank">' +
      '<style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}</style>' +
      `</head><body>${snippet}<script>${RESIZE_SCRIPT}</script></body></html>`
    );
  }
}

/**
 * The ad document's own policy: anything an ad network needs, but `sandbox` without
 * allow-same-origin gives it an opaque origin even when opened on its own (not framed), so it
 * can never read the app's cookies, storage or pages; only the app's pages may frame it.
 */
export const AD_FRAME_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join(';');
