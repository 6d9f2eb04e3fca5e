import { LyricsPage } from '@/features/catalog/components/lyrics-page';

export function LyricsRoute() {
  return <LyricsPage />;
}
