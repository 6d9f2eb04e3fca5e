import { rowsNeeding } from '../admin-matrix-rows';
import type { TestApp } from '../test-app';

let made = 0;

/** A language of its own for each caller, so a rename or a delete never finds it gone. */
async function freshLanguage(t: TestApp): Promise<number> {
  made += 1;
  // Two letters and a unique private-use-looking region keep each code valid and distinct.
  const code = `xx-${String(made).padStart(2, '0')}${Date.now() % 1000}`.slice(0, 10);
  const localization = await t.services.localization.create({
    name: `Matrix language ${made}`,
    language: code,
  });
  return localization.id;
}

/** Every localizations route needs localizations.update. */
export const LOCALIZATION_ADMIN_MATRIX = rowsNeeding('localizations.update', {
  'GET /api/v1/localizations': () => ({ query: { query: 'e' } }),
  'POST /api/v1/localizations': () => {
    made += 1;
    return {
      body: {
        name: `Matrix new language ${made}`,
        language: `yy-${String(made).padStart(2, '0')}${Date.now() % 1000}`.slice(0, 10),
      },
    };
  },
  'PUT /api/v1/localizations/:id': async (t) => ({
    params: { id: await freshLanguage(t) },
    body: { name: 'Renamed' },
  }),
  'DELETE /api/v1/localizations/:id': async (t) => ({ params: { id: await freshLanguage(t) } }),
  // The default stays English: making English the default again changes nothing for others.
  'POST /api/v1/localizations/:id/default': async (t) => {
    const all = await t.services.localization.list({
      page: 1,
      perPage: 100,
      orderBy: 'name',
      orderDir: 'asc',
      query: 'en',
    });
    const id = all.data.find((row) => row.language === 'en')?.id;
    if (!id) throw new Error('The test app has no English localization');
    return { params: { id } };
  },
  'GET /api/v1/localizations/:id/lines': async (t) => ({ params: { id: await freshLanguage(t) } }),
  'PUT /api/v1/localizations/:id/lines': async (t) => ({
    params: { id: await freshLanguage(t) },
    body: { lines: { 'Log out': 'Déconnexion' } },
  }),
});
