import {
  EditAlbumPage,
  EditArtistPage,
  EditTrackPage,
  NewAlbumPage,
  NewArtistPage,
  NewTrackPage,
} from '@/features/music/components/editor-pages';
import { MusicUploadPage } from '@/features/music/components/music-upload-page';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useTrans } from '@/lib/i18n';

/** Admin editors: the same editors inside the admin frame. */
export const AdminNewTrackRoute = () => <NewTrackPage area="admin" />;
export const AdminEditTrackRoute = () => <EditTrackPage area="admin" />;
export const AdminNewAlbumRoute = () => <NewAlbumPage area="admin" />;
export const AdminEditAlbumRoute = () => <EditAlbumPage area="admin" />;
export const AdminNewArtistRoute = () => <NewArtistPage />;
export const AdminEditArtistRoute = () => <EditArtistPage area="admin" />;

/** /admin/upload: the backstage upload page inside the admin frame. */
export function AdminUploadRoute() {
  const t = useTrans();
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('Upload')} breadcrumbs={[{ label: t('Upload'), to: '' }]} />
      <MusicUploadPage framed />
    </div>
  );
}
