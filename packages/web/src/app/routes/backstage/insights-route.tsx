import { InsightsPage } from '@/features/insights/components/insights-page';

/** `/backstage/tracks/:id/insights`: the item's managers; the API decides. */
export function BackstageTrackInsightsRoute() {
  return <InsightsPage kind="track" frame="backstage" />;
}

export function BackstageAlbumInsightsRoute() {
  return <InsightsPage kind="album" frame="backstage" />;
}

export function BackstageArtistInsightsRoute() {
  return <InsightsPage kind="artist" frame="backstage" />;
}
