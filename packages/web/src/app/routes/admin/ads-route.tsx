import { AdsPage } from '@/features/admin/ads/components/ads-page';

/** /admin/ads (settings.update). */
export function AdsRoute() {
  return <AdsPage />;
}
