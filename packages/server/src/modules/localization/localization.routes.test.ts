/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { DEFAULT_ENGLISH_LINES } from '@tonearm/shared/localization/default-lines';
import {
  LOCALIZATION_MESSAGES,
  type Localization,
} from '@tonearm/shared/localization/localization.schemas';
import { SPANISH_LINES } from '@tonearm/shared/localization/lines/es';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs, useLoggedInClient } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { storedValue } from '../../test/stored-rows';

const TRACKS = ':count track|:count tracks';
const ENGLISH_LINE_COUNT = Object.keys(DEFAULT_ENGLISH_LINES).length;

describe('localizations', () => {
  let made = 0;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const adminClient = useLoggedInClient(t);
  // Tests that move the default language or switch i18n off put them back.
  afterEach(() => t.services.settings.update({ 'i18n.default_locale': 'en', 'i18n.enable': true }));

  const body = (res: { body: string }) => JSON.parse(res.body);
  const put = (client: TestClient, url: string, payload: unknown) =>
    client.request({ method: 'PUT', url, payload: payload as object });
  const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

  /** A fresh language code per test: "xa-001", "xa-002"... */
  const nextCode = () => `xa-${String(++made).padStart(3, '0')}`;

  async function createLanguage(name = 'Test language', language = nextCode()) {
    const res = await adminClient.post('/api/v1/localizations', { name, language });
    expect(res.statusCode, res.body).toBe(201);
    return body(res).localization as Localization;
  }

  async function findLanguage(language: string): Promise<Localization | undefined> {
    const res = await adminClient.get('/api/v1/localizations?perPage=100');
    expect(res.statusCode, res.body).toBe(200);
    return (body(res).pagination.data as Localization[]).find((row) => row.language === language);
  }

  async function byLanguage(language: string): Promise<Localization> {
    const found = await findLanguage(language);
    if (!found) throw new Error(`No ${language} localization`);
    return found;
  }

  async function bootstrapOf(client: TestClient): Promise<BootstrapData> {
    const res = await client.get('/api/v1/bootstrap-data');
    return body(res).bootstrapData;
  }

  async function count() {
    const rows = await t.database.db.selectFrom('localizations').select('id').execute();
    return rows.length;
  }

  it('ships English, the default, and a complete Spanish', async () => {
    const english = await byLanguage('en');
    expect(english).toMatchObject({ name: 'English', is_default: true, deletable: false });
    const spanish = await byLanguage('es');
    expect(spanish).toMatchObject({
      name: 'Español',
      is_default: false,
      deletable: true,
      translated_lines: ENGLISH_LINE_COUNT,
      total_lines: ENGLISH_LINE_COUNT,
    });
  });

  it('searches the languages by name or code', async () => {
    const res = await adminClient.get('/api/v1/localizations?query=espa');
    expect(body(res).pagination.data.map((row: { language: string }) => row.language)).toEqual([
      'es',
    ]);
  });

  it('adds a language, untranslated, with its code canonicalised', async () => {
    const created = await createLanguage('Português (Brasil)', 'pt-br');
    expect(created).toMatchObject({
      name: 'Português (Brasil)',
      language: 'pt-BR',
      is_default: false,
      deletable: true,
      translated_lines: 0,
      total_lines: ENGLISH_LINE_COUNT,
    });
    const lists = await guestClient(t).get('/api/v1/value-lists/localizations');
    expect(body(lists).localizations).toContainEqual({
      language: 'pt-BR',
      name: 'Português (Brasil)',
    });
  });

  it('refuses a code taken in any case, or not a language code, and adds nothing', async () => {
    const before = await count();
    const taken = await adminClient.post('/api/v1/localizations', {
      name: 'Again',
      language: 'ES',
    });
    expect(taken.statusCode).toBe(422);
    expect(body(taken).errors.language).toEqual([LOCALIZATION_MESSAGES.languageTaken]);
    for (const language of ['english', 'e', '12', 'en_US', 'en-', 'x'.repeat(11), '']) {
      const res = await adminClient.post('/api/v1/localizations', { name: 'Bad', language });
      expect(res.statusCode, language).toBe(422);
      expect(body(res).errors.language, language).toBeDefined();
    }
    const noName = await adminClient.post('/api/v1/localizations', {
      name: '  ',
      language: nextCode(),
    });
    expect(body(noName).errors.name).toEqual([LOCALIZATION_MESSAGES.name]);
    expect(await count()).toBe(before);
  });

  it('renames a language', async () => {
    const created = await createLanguage();
    const res = await put(adminClient, `/api/v1/localizations/${created.id}`, { name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).localization).toMatchObject({ id: created.id, name: 'Renamed' });
    expect((await byLanguage(created.language)).name).toBe('Renamed');
    const empty = await put(adminClient, `/api/v1/localizations/${created.id}`, { name: '' });
    expect(empty.statusCode).toBe(422);
    const missing = await put(adminClient, '/api/v1/localizations/999999', { name: 'Nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a language, but never English nor the default one', async () => {
    const created = await createLanguage();
    const gone = await del(adminClient, `/api/v1/localizations/${created.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await findLanguage(created.language)).toBeUndefined();

    const english = await byLanguage('en');
    const refused = await del(adminClient, `/api/v1/localizations/${english.id}`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toBe(LOCALIZATION_MESSAGES.deleteEnglish);

    const other = await createLanguage();
    const made = await adminClient.post(`/api/v1/localizations/${other.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    const refusedDefault = await del(adminClient, `/api/v1/localizations/${other.id}`);
    expect(refusedDefault.statusCode).toBe(422);
    expect(body(refusedDefault).message).toBe(LOCALIZATION_MESSAGES.deleteDefault);
    expect(await findLanguage(other.language)).toMatchObject({
      is_default: true,
      deletable: false,
    });
  });

  it('makes a language the default: guests and users without a language see it', async () => {
    const spanish = await byLanguage('es');
    const res = await adminClient.post(`/api/v1/localizations/${spanish.id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).localization).toMatchObject({ language: 'es', is_default: true });
    expect(await t.services.settings.get('i18n.default_locale')).toBe('es');
    expect((await byLanguage('en')).is_default).toBe(false);

    const guest = await bootstrapOf(guestClient(t));
    expect(guest.i18n.language).toBe('es');
    expect(guest.i18n.lines['Log out']).toBe('Cerrar sesión');
    const user = await buildUser(t);
    expect((await bootstrapOf(await loginAs(t, user))).i18n.language).toBe('es');
  });

  it('lists every English line beside its translation, with the plural categories', async () => {
    const spanish = await byLanguage('es');
    const res = await adminClient.get(`/api/v1/localizations/${spanish.id}/lines`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = body(res);
    expect(answer.plural_categories).toEqual(['one', 'many', 'other']);
    expect(answer.lines).toHaveLength(ENGLISH_LINE_COUNT);
    expect(answer.lines).toContainEqual({ key: TRACKS, value: SPANISH_LINES[TRACKS] });
    const fresh = await createLanguage();
    const untranslated = body(await adminClient.get(`/api/v1/localizations/${fresh.id}/lines`));
    expect(untranslated.lines.every((line: { value: string }) => line.value === '')).toBe(true);
  });

  it('merges saved lines: each save keeps the others, and an empty line goes back to English', async () => {
    const created = await createLanguage('Deutsch', nextCode());
    const url = `/api/v1/localizations/${created.id}/lines`;
    const first = await put(adminClient, url, { lines: { 'Log out': 'Abmelden' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).localization.translated_lines).toBe(1);
    const second = await put(adminClient, url, {
      lines: { [TRACKS]: ':count Titel|:count Titel', Search: 'Suche' },
    });
    expect(body(second).localization.translated_lines).toBe(3);
    const cleared = await put(adminClient, url, { lines: { Search: '' } });
    expect(body(cleared).localization.translated_lines).toBe(2);
    const lines = body(await adminClient.get(url)).lines as { key: string; value: string }[];
    const value = (key: string) => lines.find((line) => line.key === key)?.value;
    expect(value('Log out')).toBe('Abmelden');
    expect(value(TRACKS)).toBe(':count Titel|:count Titel');
    expect(value('Search')).toBe('');
  });

  it('refuses lines that lose a placeholder, miss plural forms or do not exist, saving none', async () => {
    const spanish = await byLanguage('es');
    const url = `/api/v1/localizations/${spanish.id}/lines`;
    const before = await t.database.db
      .selectFrom('localizations')
      .select(['lines', 'updated_at'])
      .where('id', '=', spanish.id)
      .executeTakeFirstOrThrow();
    const res = await put(adminClient, url, {
      lines: {
        'Log out': 'Salir',
        [TRACKS]: ':count pista|:count pistas',
        'Welcome to :siteName': 'Bienvenida',
        'No such line in the app': 'Nada',
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = body(res).errors;
    expect(errors[`lines.${TRACKS}`]).toEqual([
      'This line needs 3 forms, one per plural category (one, many, other), separated by a vertical bar.',
    ]);
    expect(errors['lines.Welcome to :siteName']).toEqual(['Keep the placeholders :siteName.']);
    expect(errors['lines.No such line in the app']).toEqual(['The app has no such line.']);
    expect(errors['lines.Log out']).toBeUndefined();
    const after = await t.database.db
      .selectFrom('localizations')
      .select(['lines', 'updated_at'])
      .where('id', '=', spanish.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('shows an admin’s edit to users of that language, who switch with users/me/locale', async () => {
    const spanish = await byLanguage('es');
    const saved = await put(adminClient, `/api/v1/localizations/${spanish.id}/lines`, {
      lines: { Notifications: 'Avisos' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    expect((await bootstrapOf(client)).i18n.language).toBe('en');
    const switched = await client.post('/api/v1/users/me/locale', { locale: 'es' });
    expect(switched.statusCode, switched.body).toBe(200);
    const i18n = body(switched).i18n;
    expect(i18n.language).toBe('es');
    expect(i18n.lines.Notifications).toBe('Avisos');
    expect(i18n.lines[TRACKS]).toBe(SPANISH_LINES[TRACKS]);
    expect((await bootstrapOf(client)).i18n.lines.Notifications).toBe('Avisos');
    const unknown = await client.post('/api/v1/users/me/locale', { locale: 'zz' });
    expect(unknown.statusCode).toBe(422);
  });

  it('shows lines another instance saved on the next page (the merged lines are cached)', async () => {
    const guest = guestClient(t);
    const before = await bootstrapOf(guest);
    expect(before.i18n.lines.Notifications).toBe('Notifications');
    // Answered from the cache while nothing changed: the same lines, read once.
    expect((await bootstrapOf(guest)).i18n.lines).toEqual(before.i18n.lines);
    // Written straight to the table, as another server of the same site would.
    const english = await t.database.db
      .selectFrom('localizations')
      .select(['id', 'lines', 'updated_at'])
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const lines = { ...(JSON.parse(english.lines) as Record<string, string>) };
    // Each write gets a time of its own: "now" could be the very millisecond of the first.
    const savedAt = (seconds: number) =>
      new Date(Date.parse(String(english.updated_at)) + seconds * 1000).toISOString();
    await t.database.db
      .updateTable('localizations')
      .set({
        lines: JSON.stringify({ ...lines, Notifications: 'Alerts' }),
        updated_at: savedAt(1),
      })
      .where('id', '=', english.id)
      .execute();
    try {
      expect((await bootstrapOf(guest)).i18n.lines.Notifications).toBe('Alerts');
    } finally {
      await t.database.db
        .updateTable('localizations')
        .set({ lines: english.lines, updated_at: savedAt(2) })
        .where('id', '=', english.id)
        .execute();
    }
    expect((await bootstrapOf(guest)).i18n.lines.Notifications).toBe('Notifications');
  });

  it('fills an untranslated line with the site’s English, edits included', async () => {
    const english = await byLanguage('en');
    await put(adminClient, `/api/v1/localizations/${english.id}/lines`, {
      lines: { 'Your music': 'Your collection' },
    });
    const fresh = await createLanguage();
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const i18n = body(
      await client.post('/api/v1/users/me/locale', { locale: fresh.language }),
    ).i18n;
    expect(i18n.language).toBe(fresh.language);
    expect(i18n.lines['Your music']).toBe('Your collection');
    expect(i18n.lines['Log out']).toBe('Log out');
    // An empty English line goes back to the built-in text.
    await put(adminClient, `/api/v1/localizations/${english.id}/lines`, {
      lines: { 'Your music': '' },
    });
    const reset = body(await adminClient.get(`/api/v1/localizations/${english.id}/lines`));
    expect(reset.lines.find((line: { key: string }) => line.key === 'Your music').value).toBe(
      'Your music',
    );
  });

  it('gives everyone the default language while i18n.enable is off', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await client.post('/api/v1/users/me/locale', { locale: 'es' });
    expect((await bootstrapOf(client)).i18n.language).toBe('es');
    await t.services.settings.update({ 'i18n.enable': false });
    expect((await bootstrapOf(client)).i18n.language).toBe('en');
  });

  it('is for holders of localizations.update only', async () => {
    const plain = await loginAs(t, await buildUser(t));
    expect((await plain.get('/api/v1/localizations')).statusCode).toBe(403);
    expect((await guestClient(t).get('/api/v1/localizations')).statusCode).toBe(401);
    const translator = await loginAs(
      t,
      await buildUser(t, { permissions: [{ name: 'localizations.update' }] }),
    );
    expect((await translator.get('/api/v1/localizations')).statusCode).toBe(200);
    const spanish = await byLanguage('es');
    expect((await plain.get(`/api/v1/localizations/${spanish.id}/lines`)).statusCode).toBe(403);
  });

  it('seeds new lines into shipped languages on upgrade, keeping edits and deletions', async () => {
    const spanish = await byLanguage('es');
    // An older version: a line missing, another edited by an admin.
    const stored = await storedValue(t, 'localizations', spanish.id, 'lines');
    const lines = JSON.parse(stored) as Record<string, string>;
    delete lines['Log out'];
    lines.Search = 'Busca aquí';
    await t.database.db
      .updateTable('localizations')
      .set({ lines: JSON.stringify(lines) })
      .where('id', '=', spanish.id)
      .execute();
    await t.services.localization.seedDefaults();
    const seeded = body(await adminClient.get(`/api/v1/localizations/${spanish.id}/lines`));
    const value = (key: string) =>
      seeded.lines.find((line: { key: string }) => line.key === key)?.value;
    expect(value('Log out')).toBe('Cerrar sesión');
    expect(value('Search')).toBe('Busca aquí');

    await del(adminClient, `/api/v1/localizations/${spanish.id}`);
    await t.services.localization.seedDefaults();
    expect(await findLanguage('es')).toBeUndefined();
  });
});
