import { useParams } from 'react-router';
import { ChannelEditorPage } from '@/features/admin/catalog/components/channel-editor-page';

export {
  AlbumsAdminPage,
  ArtistsAdminPage,
  TracksAdminPage,
} from '@/features/admin/catalog/components/music-tables';
export {
  ChannelsAdminPage,
  CommentsAdminPage,
  LyricsAdminPage,
  PlaylistsAdminPage,
} from '@/features/admin/catalog/components/community-tables';
export {
  FilesAdminPage,
  GenresAdminPage,
  TagsAdminPage,
} from '@/features/admin/catalog/components/taxonomy-tables';

/** `/admin/channels/new`. */
export function NewChannelRoute() {
  return <ChannelEditorPage />;
}

/** `/admin/channels/:slugOrId/edit`. */
export function EditChannelRoute() {
  const { slugOrId } = useParams();
  return <ChannelEditorPage key={slugOrId} slugOrId={slugOrId} />;
}
