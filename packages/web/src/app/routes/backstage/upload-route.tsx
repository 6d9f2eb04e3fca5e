import { MusicUploadPage } from '@/features/music/components/music-upload-page';

/** /backstage/upload (music.create): upload, then check and publish the drafts. */
export function BackstageUploadRoute() {
  return <MusicUploadPage />;
}
