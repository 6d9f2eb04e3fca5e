import type { AdminPage } from './admin-routes';

const routes = () => import('./localizations-admin-routes');

/** Translations: the languages, and each one's translate page. */
export const LOCALIZATIONS_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'localizations',
    permission: 'localizations.update',
    load: async () => (await routes()).LocalizationsRoute,
  },
  {
    path: 'localizations/:localeId/translate',
    permission: 'localizations.update',
    load: async () => (await routes()).TranslateRoute,
  },
];
