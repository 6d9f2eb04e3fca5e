/**
 * The catalog shapes the web player reads: the zod-inferred types of the HTTP contract
 * (packages/shared/src/catalog, docs/catalog-api.md), re-exported so features import one place.
 */
export type {
  Album,
  AlbumRef,
  Artist,
  ArtistRef,
  Channel,
  ChannelContentType,
  ChannelLayout,
  Comment,
  CommentReply,
  Genre,
  Lyrics,
  LyricsLine,
  Playlist,
  Tag,
  Track,
  UserProfile,
  UserRef,
} from '@tonearm/shared/catalog/catalog.schemas';
export type { RadioSeedType } from '@tonearm/shared/player/player.schemas';
import type { Album, UserRef } from '@tonearm/shared/catalog/catalog.schemas';
import type { RadioSeedType } from '@tonearm/shared/player/player.schemas';

export type AlbumType = Album['type'];
export type PlaylistOwner = UserRef;

export interface Pagination<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface RadioSeed {
  type: RadioSeedType;
  id: number;
  name: string;
  image: string | null;
}
