import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { useDedicatedServer } from './support/spec-server';
import { loginAsAdminThroughForm, xsrfToken } from './support/session';

/**
 * Translations ("Done means"): a user switches the language in account settings and
 * the navbar and a plural line follow without a reload; an admin edits a line on the translate
 * page and a user in that language sees it. On a server of this spec's own, so the shared
 * server's Spanish lines stay as shipped.
 */
test.describe.configure({ mode: 'default' });

const server = useDedicatedServer({ SEED_DEMO: 'false' });
const at = server.at;

/** A fresh listener, registered and logged in through the API like the web client. */
async function registerListener(page: Page): Promise<void> {
  await page.goto(at('/404'));
  const password = `secret-${randomBytes(6).toString('hex')}`;
  const response = await page.request.post(at('/auth/register'), {
    data: {
      email: `listener-${randomBytes(5).toString('hex')}@example.com`,
      password,
      password_confirmation: password,
    },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function createPlaylist(page: Page, name: string): Promise<number> {
  const response = await page.request.post(at('/api/v1/playlists'), {
    data: { name },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { playlist: { id: number } }).playlist.id;
}

async function chooseSpanish(page: Page): Promise<void> {
  await page.goto(at('/account-settings'));
  const location = page.getByTestId('panel-location-and-language');
  const language = location.getByRole('combobox', { name: 'Language' });
  // The field is disabled until the lists arrive; the list it opens can re-render under load,
  // so type, pick and check the choice, again until it holds.
  await expect(language).toBeEnabled();
  await expect(async () => {
    await language.fill('Esp');
    await page.getByRole('option', { name: 'Español' }).click({ timeout: 5_000 });
    await expect(language).toHaveValue('Español', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await location.getByRole('button', { name: 'Save' }).click();
}

test('a user switches to Spanish: the navbar and a plural line follow without a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerListener(page);
  const playlistId = await createPlaylist(page, 'Road trip');
  await page.goto(at(`/playlist/${playlistId}/road-trip`));
  await expect(page.getByText('0 tracks')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();

  await chooseSpanish(page);
  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.getByTestId('toast')).toContainText('Datos de la cuenta actualizados');
  const spanishNav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(spanishNav.getByRole('link', { name: 'Buscar' })).toBeVisible();
  await expect(spanishNav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(
    page.getByTestId('panel-location-and-language').getByRole('heading', {
      name: 'Ubicación e idioma',
    }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

  // The playlist, reached inside the app: its count is a Spanish plural line.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/playlist/${playlistId}/road-trip`);
  await expect(page.getByText('0 pistas')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // A fresh load keeps the language (it is the user's now).
  await page.reload();
  await expect(page.getByText('0 pistas')).toBeVisible();
  await expect(spanishNav.getByRole('link', { name: 'Buscar' })).toBeVisible();
});

test('an admin edits a line on the translate page and a Spanish user sees it', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAsAdminThroughForm(admin, at('/login'));
  await admin.goto(at('/admin'));
  await admin.getByRole('link', { name: 'Localizations' }).click();
  await expect(admin.getByRole('heading', { name: 'Localizations', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Translate Español' })).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Search lines' }).fill('Search');
  const line = admin.getByRole('textbox', { name: 'Translation of “Search”', exact: true });
  await expect(line).toHaveValue('Buscar');
  await line.fill('Explorar');
  await expect(admin.getByText('1 unsaved line')).toBeVisible();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByTestId('toast')).toContainText('Translations saved');

  // A plural line with the wrong number of forms is refused before it is sent.
  await admin.getByRole('searchbox', { name: 'Search lines' }).fill(':count track|');
  const plural = admin.getByRole('textbox', {
    name: 'Translation of “:count track|:count tracks”',
  });
  await plural.fill(':count pista|:count pistas');
  await expect(admin.getByText(/This line needs 3 forms/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await adminContext.close();

  const userContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const user = await userContext.newPage();
  await registerListener(user);
  await chooseSpanish(user);
  const nav = user.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Explorar' })).toBeVisible();
  await userContext.close();
});

test('a Spanish user reads form errors in Spanish, the form’s own and the server’s', async ({
  page,
}) => {
  await registerListener(page);
  await chooseSpanish(page);
  await expect(page.getByTestId('toast')).toContainText('Datos de la cuenta actualizados');
  const form = page.getByTestId('password-form');
  await form.getByLabel('Contraseña actual').fill('not my password');
  await form.getByLabel('Nueva contraseña').fill('a-new-secret-123');
  await form.getByLabel('Confirmar contraseña').fill('something else');
  // The shared schema's English message, checked in the browser before any call.
  await expect(form.getByText('La confirmación de la contraseña no coincide.')).toBeVisible();
  await form.getByLabel('Confirmar contraseña').fill('a-new-secret-123');
  await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
  // The server's 422, answered in English.
  await expect(form.getByText('La contraseña no es correcta.')).toBeVisible();
  await expect(form.getByText('The password is incorrect.')).toHaveCount(0);
});
