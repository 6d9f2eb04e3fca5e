import { useParams } from 'react-router';
import { LocalizationsPage } from '@/features/admin/localizations/components/localizations-page';
import { TranslatePage } from '@/features/admin/localizations/components/translate-page';
import { NotFoundRoute } from '../not-found-route';

/** `/admin/localizations` (localizations.update). */
export function LocalizationsRoute() {
  return <LocalizationsPage />;
}

/** `/admin/localizations/:localeId/translate`; an id that is not a whole number is not a page. */
export function TranslateRoute() {
  const { localeId } = useParams();
  const id = /^\d{1,10}$/.test(localeId ?? '') ? Number(localeId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />;
  return <TranslatePage key={id} localeId={id} />;
}
