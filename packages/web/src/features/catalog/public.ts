/**
 * What other features may use of catalog: the media kit their pages are built from (track table,
 * media cards and header, tabs, channel content). Lint allows only this file.
 */
export { ChannelContent, ChannelSection, SectionHeading } from './components/channel-content';
export {
  AlbumCard,
  ArtistCard,
  CardGrid,
  PlaylistCard,
  type CardGridItem,
} from './components/media-card';
export { MediaHeader } from './components/media-header';
export { TabsNav } from './components/tabs-nav';
export { TrackTable } from './components/track-table';
