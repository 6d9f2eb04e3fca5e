import { AD_FREE_PERMISSION } from '@tonearm/shared/ads/ad-free-permission';
import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';

/**
 * Ads are hidden for users whose plan is ad-free, i.e. who hold `ads.hide`
 * (through a plan, a role or directly; `admin` grants it too). Guests see them.
 */
export function seesAds(context: PermissionContext): boolean {
  return !hasPermission(context, AD_FREE_PERMISSION);
}
