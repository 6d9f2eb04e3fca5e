/**
 * The catalog shapes of the HTTP contract (docs/catalog-api.md), as the web player reads them.
 * Kept structural so the zod-inferred types of packages/shared/src/catalog fit them.
 */
export interface ArtistRef {
  id: number;
  name: string;
  image: string | null;
}

export interface AlbumRef {
  id: number;
  name: string;
  image: string | null;
  artists: ArtistRef[];
}

export interface Genre {
  id: number;
  name: string;
  slug: string;
  image?: string | null;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
}

export interface Track {
  id: number;
  name: string;
  number: number | null;
  duration_ms: number;
  explicit: boolean;
  image: string | null;
  artists: ArtistRef[];
  album: AlbumRef | null;
  genres: Genre[];
  plays_count: number;
  likes_count: number;
  src: string;
  has_lyrics: boolean;
  liked?: boolean;
  description: string | null;
  created_at: string;
  position?: number;
  played_at?: string;
}

export type AlbumType = 'album' | 'single' | 'ep' | 'compilation';

export interface Album {
  id: number;
  name: string;
  image: string | null;
  release_date: string | null;
  type: AlbumType;
  artists: ArtistRef[];
  genres: Genre[];
  tags: Tag[];
  description: string | null;
  tracks_count: number;
  duration_ms: number;
  plays_count: number;
  likes_count: number;
  liked?: boolean;
  tracks?: Track[];
}

export interface Artist {
  id: number;
  name: string;
  image: string | null;
  bio: string | null;
  verified: boolean;
  links: { url: string; title: string }[];
  genres: Genre[];
  followers_count: number;
  plays_count: number;
  followed?: boolean;
  liked?: boolean;
}

export interface PlaylistOwner {
  id: number;
  name: string;
  image: string | null;
}

export interface Playlist {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  public: boolean;
  collaborative: boolean;
  owner: PlaylistOwner;
  tracks_count: number;
  duration_ms: number;
  followers_count: number;
  followed?: boolean;
  editable?: boolean;
  created_at: string;
  updated_at: string;
}

export type ChannelLayout = 'grid' | 'carousel' | 'list' | 'track-table';
export type ChannelContentType =
  'tracks' | 'albums' | 'artists' | 'playlists' | 'genres' | 'channels';

export interface Pagination<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Channel {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  source: string;
  restriction?: string | null;
  content: { pagination: Pagination<unknown> };
}

export interface LyricsLine {
  time_ms: number | null;
  text: string;
}

export interface Lyrics {
  id: number;
  track_id: number;
  is_synced: boolean;
  text: string;
  lines: LyricsLine[];
}

export interface Comment {
  id: number;
  content: string;
  position_ms: number | null;
  user: { id: number; name: string; image: string | null };
  created_at: string;
  replies_count?: number;
}

export interface UserProfile {
  id: number;
  name: string;
  image: string | null;
  followers_count: number;
  following_count: number;
  followed?: boolean;
}

export type RadioSeedType = 'artist' | 'track' | 'genre' | 'album' | 'playlist';

export interface RadioSeed {
  type: RadioSeedType;
  id: number;
  name: string;
  image: string | null;
}
