import { Navigate, useParams } from 'react-router';
import { CustomPageView } from '@/features/custom-pages/components/custom-page-view';
import { paths } from '@/config/paths';

/** `/pages/:pageSlug`: a custom page by its slug. */
export function CustomPageBySlugRoute() {
  const { pageSlug } = useParams();
  if (!pageSlug) return <Navigate to={paths.notFound()} replace />;
  return <CustomPageView key={pageSlug} idOrSlug={pageSlug} />;
}

/** `/pages/:pageId/:pageSlug`: by its id; the slug is only there for people and search engines. */
export function CustomPageByIdRoute() {
  const { pageId } = useParams();
  const id = /^\d{1,10}$/.test(pageId ?? '') ? Number(pageId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to={paths.notFound()} replace />;
  return <CustomPageView key={id} idOrSlug={id} />;
}
