/**
 * What other features may use of the library: the likes, reposts, follows and playlists API and
 * their buttons. Lint allows only this file. The library imports no other feature, so catalog and
 * player can build on it.
 */
export { useLibrary, type LibraryItems, type LibraryKind } from './api/get-library';
export {
  playlistTrackPagesQueryOptions,
  playlistTracksQueryOptions,
  usePlaylist,
  usePlaylistTracks,
} from './api/get-playlist';
export { useLeavePlaylist } from './api/leave-playlist';
export { useTogglePlaylistCollaborator } from './api/playlist-collaborators';
export {
  useCreatePlaylist,
  useDeletePlaylist,
  useRemovePlaylistTracks,
  useReorderPlaylistTracks,
  useTogglePlaylistFollow,
  useUpdatePlaylist,
} from './api/playlist-mutations';
export { useToggleFollow } from './api/toggle-follow';
export { LikeButton } from './components/like-button';
export { RepostButton } from './components/repost-button';
export { useLike } from './hooks/use-like';
export { useRepost } from './hooks/use-repost';

/** The add-to-playlist dialog loads when it first opens, not with every list of tracks. */
export const loadAddToPlaylistDialog = () => import('./components/add-to-playlist-dialog');
