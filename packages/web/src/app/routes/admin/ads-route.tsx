import { AdsPage } from '@/features/admin/ads/components/ads-page';

/** /admin/ads (settings.update; spec 001 §2 admin ads). */
export function AdsRoute() {
  return <AdsPage />;
}
