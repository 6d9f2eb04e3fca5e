import {
  EditAlbumPage,
  EditArtistPage,
  EditTrackPage,
  NewAlbumPage,
  NewTrackPage,
} from '@/features/music/components/editor-pages';

/** Backstage editors: the shared editors in the player frame. */
export const BackstageNewTrackRoute = () => <NewTrackPage area="backstage" />;
export const BackstageEditTrackRoute = () => <EditTrackPage area="backstage" />;
export const BackstageNewAlbumRoute = () => <NewAlbumPage area="backstage" />;
export const BackstageEditAlbumRoute = () => <EditAlbumPage area="backstage" />;
export const BackstageEditArtistRoute = () => <EditArtistPage area="backstage" />;
