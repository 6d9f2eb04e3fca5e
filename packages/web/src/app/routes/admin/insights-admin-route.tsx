import { InsightsPage } from '@/features/insights/components/insights-page';

/** `/admin/tracks/:id/insights` (music.update), inside the admin frame. */
export function AdminTrackInsightsRoute() {
  return <InsightsPage kind="track" frame="admin" />;
}

export function AdminAlbumInsightsRoute() {
  return <InsightsPage kind="album" frame="admin" />;
}

export function AdminArtistInsightsRoute() {
  return <InsightsPage kind="artist" frame="admin" />;
}
