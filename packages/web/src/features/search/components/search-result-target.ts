import type { SearchResults, SearchType } from '@/lib/search-api';
import { paths } from '@/config/paths';

export interface SearchOption {
  key: string;
  type: SearchType;
  label: string;
  sublabel: string;
  image: string | null;
  to: string;
  seed: number;
}

/** The navbar's flat, keyboard-navigable list of results, grouped by type. */
export function searchOptions(
  results: SearchResults,
  typeLabels: Record<SearchType, string>,
): SearchOption[] {
  const options: SearchOption[] = [];
  for (const artist of results.artists)
    options.push({
      key: `artist-${artist.id}`,
      type: 'artists',
      label: artist.name,
      sublabel: typeLabels.artists,
      image: artist.image,
      to: paths.artist(artist),
      seed: artist.id,
    });
  for (const track of results.tracks)
    options.push({
      key: `track-${track.id}`,
      type: 'tracks',
      label: track.name,
      sublabel: track.artists.map((a) => a.name).join(', '),
      image: track.image ?? track.album?.image ?? null,
      to: paths.track(track),
      seed: track.album?.id ?? track.id,
    });
  for (const album of results.albums)
    options.push({
      key: `album-${album.id}`,
      type: 'albums',
      label: album.name,
      sublabel: album.artists.map((a) => a.name).join(', '),
      image: album.image,
      to: paths.album(album),
      seed: album.id,
    });
  for (const playlist of results.playlists)
    options.push({
      key: `playlist-${playlist.id}`,
      type: 'playlists',
      label: playlist.name,
      sublabel: playlist.owner.name,
      image: playlist.image,
      to: paths.playlist(playlist),
      seed: playlist.id,
    });
  for (const user of results.users)
    options.push({
      key: `user-${user.id}`,
      type: 'users',
      label: user.name,
      sublabel: typeLabels.users,
      image: user.image,
      to: paths.userProfile(user),
      seed: user.id,
    });
  for (const tag of results.tags)
    options.push({
      key: `tag-${tag.type}-${tag.id}`,
      type: 'tags',
      label: tag.name,
      sublabel: typeLabels.tags,
      image: tag.image ?? null,
      to: tag.type === 'genre' ? paths.channel('genre', tag.slug) : paths.tag(tag.slug),
      seed: tag.id,
    });
  return options;
}
