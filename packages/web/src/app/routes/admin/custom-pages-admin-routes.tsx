import { useParams } from 'react-router';
import {
  EditCustomPagePage,
  NewCustomPagePage,
} from '@/features/admin/custom-pages/components/custom-page-editor-page';
import { CustomPagesPage } from '@/features/admin/custom-pages/components/custom-pages-page';
import { NotFoundRoute } from '../not-found-route';

/** `/admin/custom-pages` (custom_pages.update). */
export function CustomPagesRoute() {
  return <CustomPagesPage />;
}

/** `/admin/custom-pages/new`. */
export function NewCustomPageRoute() {
  return <NewCustomPagePage />;
}

/** `/admin/custom-pages/:pageId/edit`; an id that is not a whole number is not a page. */
export function EditCustomPageRoute() {
  const { pageId } = useParams();
  const id = /^\d{1,10}$/.test(pageId ?? '') ? Number(pageId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />;
  return <EditCustomPagePage key={id} pageId={id} />;
}
