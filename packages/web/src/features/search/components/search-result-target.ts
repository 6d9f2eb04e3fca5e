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

interface Named {
  id: number;
  name: string;
  image?: string | null;
}

/** An option for `item`; the image and the cover seed are the item's own unless given. */
function option(
  type: SearchType,
  key: string,
  item: Named,
  sublabel: string,
  to: string,
  cover: { image?: string | null; seed?: number } = {},
): SearchOption {
  return {
    key,
    type,
    label: item.name,
    sublabel,
    image: cover.image ?? item.image ?? null,
    to,
    seed: cover.seed ?? item.id,
  };
}

const artistNames = (item: { artists: { name: string }[] }) =>
  item.artists.map((a) => a.name).join(', ');

/** The navbar's flat, keyboard-navigable list of results, grouped by type. */
export function searchOptions(
  results: SearchResults,
  typeLabels: Record<SearchType, string>,
): SearchOption[] {
  return [
    ...results.artists.map((artist) =>
      option('artists', `artist-${artist.id}`, artist, typeLabels.artists, paths.artist(artist)),
    ),
    ...results.tracks.map((track) =>
      option('tracks', `track-${track.id}`, track, artistNames(track), paths.track(track), {
        image: track.image ?? track.album?.image,
        seed: track.album?.id,
      }),
    ),
    ...results.albums.map((album) =>
      option('albums', `album-${album.id}`, album, artistNames(album), paths.album(album)),
    ),
    ...results.playlists.map((playlist) =>
      option(
        'playlists',
        `playlist-${playlist.id}`,
        playlist,
        playlist.owner.name,
        paths.playlist(playlist),
      ),
    ),
    ...results.users.map((user) =>
      option('users', `user-${user.id}`, user, typeLabels.users, paths.userProfile(user)),
    ),
    ...results.tags.map((tag) =>
      option(
        'tags',
        `tag-${tag.type}-${tag.id}`,
        tag,
        typeLabels.tags,
        tag.type === 'genre' ? paths.channel('genre', tag.slug) : paths.tag(tag.slug),
      ),
    ),
  ];
}
