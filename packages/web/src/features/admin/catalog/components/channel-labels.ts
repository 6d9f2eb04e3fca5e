import type { ChannelContentType, ChannelLayout } from '@tonearm/shared/catalog/catalog.schemas';

/** Names shown for the channel layouts and content types (translated where shown). */
export const LAYOUT_LABELS: Record<ChannelLayout, string> = {
  grid: 'Grid',
  carousel: 'Carousel',
  list: 'List',
  'track-table': 'Track table',
};

export const CONTENT_TYPE_LABELS: Record<ChannelContentType, string> = {
  tracks: 'Tracks',
  albums: 'Albums',
  artists: 'Artists',
  playlists: 'Playlists',
  genres: 'Genres',
  channels: 'Channels',
};
