import { AD_FREE_PERMISSION } from '@tonearm/shared/ads/ad-free-permission';
import type { AdSlot as AdSlotName } from '@tonearm/shared/ads/ads-settings';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import { lazy, Suspense } from 'react';
import { usePermissionContext, useSetting } from '@/lib/bootstrap-store';

// Ads are never in the first script: their code loads once a page has a slot to fill.
const AdFrame = lazy(async () => ({ default: (await import('./ad-frame')).AdFrame }));

export interface AdSlotProps {
  slot: AdSlotName;
  className?: string;
}

/**
 * Where an ad goes. Nothing at all — no code, no call — while ads are off or
 * the visitor's plan is ad-free (`ads.hide`); the server sends such visitors no snippet either.
 */
export function AdSlot({ slot, className }: AdSlotProps) {
  const enabled = useSetting<boolean>('ads.enable') === true;
  const context = usePermissionContext();
  if (!enabled || hasPermission(context, AD_FREE_PERMISSION)) return null;
  return (
    <Suspense fallback={null}>
      <AdFrame slot={slot} {...(className ? { className } : {})} />
    </Suspense>
  );
}
