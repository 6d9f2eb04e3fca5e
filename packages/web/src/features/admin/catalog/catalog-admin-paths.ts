/** The catalog admin pages; the editors' pages belong to the editors. */
export const catalogAdminPaths = {
  newTrack: () => '/admin/tracks/new',
  editTrack: (id: number) => `/admin/tracks/${id}/edit`,
  trackInsights: (id: number) => `/admin/tracks/${id}/insights`,
  newAlbum: () => '/admin/albums/new',
  editAlbum: (id: number) => `/admin/albums/${id}/edit`,
  albumInsights: (id: number) => `/admin/albums/${id}/insights`,
  newArtist: () => '/admin/artists/new',
  editArtist: (id: number) => `/admin/artists/${id}/edit`,
  artistInsights: (id: number) => `/admin/artists/${id}/insights`,
  channels: () => '/admin/channels',
  newChannel: () => '/admin/channels/new',
  editChannel: (slugOrId: string | number) => `/admin/channels/${slugOrId}/edit`,
};

/** Query keys: each table's key first (the data table appends its list params). */
export const catalogAdminKeys = {
  tracks: ['admin', 'catalog', 'tracks'] as const,
  albums: ['admin', 'catalog', 'albums'] as const,
  artists: ['admin', 'catalog', 'artists'] as const,
  channels: ['admin', 'catalog', 'channels'] as const,
  channel: (key: string) => ['admin', 'catalog', 'channel', key] as const,
  genres: ['admin', 'catalog', 'genres'] as const,
  tags: ['admin', 'catalog', 'tags'] as const,
  playlists: ['admin', 'catalog', 'playlists'] as const,
  lyrics: ['admin', 'catalog', 'lyrics'] as const,
  comments: ['admin', 'catalog', 'comments'] as const,
  files: ['admin', 'catalog', 'files'] as const,
};

type CatalogTableName = Exclude<keyof typeof catalogAdminKeys, 'channel'>;

/** A catalog table's list endpoint and query key, both named after what it lists. */
export function catalogTable(name: CatalogTableName) {
  return { endpoint: `admin/${name}`, queryKey: catalogAdminKeys[name] };
}
