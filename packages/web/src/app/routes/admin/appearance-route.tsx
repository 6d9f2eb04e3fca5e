import { useParams } from 'react-router';
import { AppearanceEditorPage } from '@/features/admin/appearance/components/appearance-editor-page';

/** `/admin/appearance/*` (appearance.update): the editor and its sections. */
export function AppearanceRoute() {
  return <AppearanceEditorPage splat={useParams()['*'] ?? ''} />;
}
