import type { RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { RADIO_SEED_TYPES } from '@tonearm/shared/player/radio-seed-types';
import { Navigate, useParams } from 'react-router';
import type { TagTab } from '@/features/catalog/api/get-tag';
import type { ProfileTab } from '@/features/catalog/api/get-user-profile';
import { AlbumPage } from '@/features/catalog/components/album-page';
import { ArtistPage } from '@/features/catalog/components/artist-page';
import { ChannelPage } from '@/features/catalog/components/channel-page';
import { LyricsPage } from '@/features/catalog/components/lyrics-page';
import { TagPage } from '@/features/catalog/components/tag-page';
import { TrackPage } from '@/features/catalog/components/track-page';
import { PROFILE_TABS, UserProfilePage } from '@/features/catalog/components/user-profile-page';
import { PlaylistPage } from '@/features/library/components/playlist-page';
import { RadioPage } from '@/features/radio/components/radio-page';
import { paths } from '@/config/paths';

/** Route params are strings; ids that are not positive integers are a not-found page. */
function useIdParam(name: string): number | null {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function ArtistRoute() {
  const id = useIdParam('artistId');
  return id ? <ArtistPage key={id} artistId={id} /> : <Navigate to={paths.notFound()} replace />;
}

export function AlbumRoute() {
  const id = useIdParam('albumId');
  return id ? <AlbumPage key={id} albumId={id} /> : <Navigate to={paths.notFound()} replace />;
}

export function TrackRoute() {
  const id = useIdParam('trackId');
  return id ? <TrackPage key={id} trackId={id} /> : <Navigate to={paths.notFound()} replace />;
}

export function PlaylistRoute() {
  const id = useIdParam('playlistId');
  return id ? (
    <PlaylistPage key={id} playlistId={id} />
  ) : (
    <Navigate to={paths.notFound()} replace />
  );
}

export function TagRoute() {
  const { tagName = '', tab } = useParams();
  if (tab && tab !== 'tracks' && tab !== 'albums')
    return <Navigate to={paths.notFound()} replace />;
  return <TagPage name={tagName} tab={(tab as TagTab | undefined) ?? 'tracks'} />;
}

export function UserProfileRoute() {
  const id = useIdParam('userId');
  const { tab } = useParams();
  if (!id || (tab && !PROFILE_TABS.includes(tab as ProfileTab)))
    return <Navigate to={paths.notFound()} replace />;
  return (
    <UserProfilePage key={id} userId={id} tab={(tab as ProfileTab | undefined) ?? 'playlists'} />
  );
}

export function RadioRoute() {
  const { seedType } = useParams();
  const id = useIdParam('seedId');
  if (!id || !RADIO_SEED_TYPES.includes(seedType as RadioSeedType))
    return <Navigate to={paths.notFound()} replace />;
  return <RadioPage key={`${seedType}-${id}`} seedType={seedType as RadioSeedType} seedId={id} />;
}

export function LyricsRoute() {
  return <LyricsPage />;
}

export function ChannelRoute() {
  const { slugOrId = '', restriction } = useParams();
  return (
    <ChannelPage
      key={`${slugOrId}/${restriction ?? ''}`}
      slugOrId={slugOrId}
      restriction={restriction}
    />
  );
}
