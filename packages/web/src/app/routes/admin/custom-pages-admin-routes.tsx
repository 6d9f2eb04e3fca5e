import { EditCustomPagePage } from '@/features/admin/custom-pages/components/custom-page-editor-page';
import { IdParamRoute } from '../id-param-route';

export { NewCustomPagePage } from '@/features/admin/custom-pages/components/custom-page-editor-page';
export { CustomPagesPage } from '@/features/admin/custom-pages/components/custom-pages-page';

/** `/admin/custom-pages/:pageId/edit`; an id that is not a whole number is not a page. */
export function EditCustomPageRoute() {
  return (
    <IdParamRoute param="pageId" render={(id) => <EditCustomPagePage key={id} pageId={id} />} />
  );
}
