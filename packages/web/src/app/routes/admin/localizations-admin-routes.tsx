import { TranslatePage } from '@/features/admin/localizations/components/translate-page';
import { IdParamRoute } from '../id-param-route';

export { LocalizationsPage } from '@/features/admin/localizations/components/localizations-page';

/** `/admin/localizations/:localeId/translate`; an id that is not a whole number is not a page. */
export function TranslateRoute() {
  return (
    <IdParamRoute param="localeId" render={(id) => <TranslatePage key={id} localeId={id} />} />
  );
}
