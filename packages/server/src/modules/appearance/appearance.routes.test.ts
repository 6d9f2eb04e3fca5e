import { APPEARANCE_MESSAGES } from '@tonearm/shared/appearance/appearance-settings.schemas';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { findFont, fontStack } from '@tonearm/shared/appearance/fonts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { fieldErrors } from '../../test/field-errors';
import type { TestClient } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';
import { customCodeHash } from './appearance.service';

const APPEARANCE_URL = '/api/v1/admin/appearance';
const THEMES_URL = '/api/v1/admin/themes';

describe('appearance editor api', () => {
  let editor: TestClient;

  const t = useWebApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    const user = await buildUser(t, { permissions: [{ name: 'appearance.update' }] });
    editor = await loginAs(t, user);
  });
  afterEach(async () => {
    await t.services.settings.update({
      'custom_code.css': '',
      'custom_code.js': '',
      'branding.site_name': 'Tonearm',
      'branding.favicon': '/favicon.svg',
      'themes.default_id': 'system',
    });
  });

  const put = (settings: Record<string, unknown>) =>
    editor.request({ method: 'PUT', url: APPEARANCE_URL, payload: { settings } });
  const themeBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ocean',
    is_dark: false,
    default_light: false,
    default_dark: false,
    values: { '--be-primary': '10 120 200', '--be-radius': '4px' },
    ...overrides,
  });
  const createTheme = async (overrides: Record<string, unknown> = {}) => {
    const response = await editor.request({
      method: 'POST',
      url: THEMES_URL,
      payload: themeBody(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ theme: Theme }>().theme;
  };
  const defaults = async () => {
    const themes = await t.services.appearance.listThemes();
    return {
      light: themes.filter((theme) => theme.default_light),
      dark: themes.filter((theme) => theme.default_dark),
    };
  };

  it('answers the saved appearance settings, the themes and the font list', async () => {
    const response = await editor.get(APPEARANCE_URL);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      settings: Record<string, unknown>;
      themes: Theme[];
      fonts: { id: string; weights: number[] }[];
    }>();
    expect(body.settings['branding.site_name']).toBe('Tonearm');
    expect(body.settings['custom_code.css']).toBe('');
    expect(body.settings).not.toHaveProperty('app_key');
    expect(body.themes.map((theme) => theme.name)).toEqual(
      expect.arrayContaining(['Daylight', 'Midnight']),
    );
    expect(body.fonts.find((font) => font.id === 'roboto')?.weights).toContain(400);
  });

  it('refuses callers without appearance.update', async () => {
    const plain = await loginAs(t, await buildUser(t));
    expect((await plain.get(APPEARANCE_URL)).statusCode).toBe(403);
    expect((await guestClient(t).get(APPEARANCE_URL)).statusCode).toBe(401);
  });

  it('saves some settings and every visitor gets them with their next page', async () => {
    const response = await put({
      'branding.site_name': '  Night Radio ',
      'themes.user_change': false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ settings: Record<string, unknown> }>().settings).toMatchObject({
      'branding.site_name': 'Night Radio',
      'themes.user_change': false,
    });
    const page = await guestClient(t).get('/');
    expect(page.body).toContain('<title>Night Radio</title>');
    await t.services.settings.update({ 'themes.user_change': true });
  });

  it('refuses a bad value with a field error per key and saves nothing of that request', async () => {
    const response = await put({
      'branding.site_name': 'Saved?',
      'branding.logo_light': 'javascript:alert(1)',
      'themes.default_id': 'purple',
      'seo.nothing': 'x',
    });
    const errors = fieldErrors(response);
    expect(errors['settings.branding.logo_light']).toEqual([APPEARANCE_MESSAGES.imageUrl]);
    expect(errors['settings.themes.default_id']).toBeDefined();
    expect(errors['settings.seo.nothing']).toEqual([APPEARANCE_MESSAGES.unknownSetting]);
    expect(await t.services.settings.get('branding.site_name')).toBe('Tonearm');
  });

  it('refuses a default theme id that names no theme', async () => {
    const response = await put({ 'themes.default_id': 999_999 });
    expect(fieldErrors(response)['settings.themes.default_id']).toEqual([
      APPEARANCE_MESSAGES.unknownTheme,
    ]);
  });

  it('creates a theme whose left-out variables take the default theme values', async () => {
    const theme = await createTheme();
    expect(theme.values['--be-primary']).toBe('10 120 200');
    expect(theme.values['--be-radius']).toBe('4px');
    expect(theme.values['--be-background']).toBe('255 255 255');
    expect(theme.values['--be-font-weight']).toBe('400');
  });

  it('refuses a theme value that is not a colour, a size or a listed font', async () => {
    const response = await editor.request({
      method: 'POST',
      url: THEMES_URL,
      payload: themeBody({
        values: {
          '--be-primary': 'red; } body { display: none',
          '--be-radius': 'calc(1px)',
          '--be-font-family': "'Comic Sans', cursive",
          '--be-unknown': '1 2 3',
        },
      }),
    });
    const errors = fieldErrors(response);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'values.--be-primary',
        'values.--be-radius',
        'values.--be-font-family',
      ]),
    );
  });

  it('keeps one default light theme: a new default takes the flag from the old one', async () => {
    const before = await defaults();
    const theme = await createTheme({ name: 'Sunrise', default_light: true });
    const after = await defaults();
    expect(after.light.map((row) => row.id)).toEqual([theme.id]);
    expect(after.dark).toEqual(before.dark);
    // Give the flag back so later tests find the seeded default.
    const seeded = before.light[0]!;
    await editor.request({
      method: 'PUT',
      url: `${THEMES_URL}/${seeded.id}`,
      payload: { ...seeded, default_light: true },
    });
    expect((await defaults()).light.map((row) => row.id)).toEqual([seeded.id]);
  });

  it('refuses a dark theme as the default light theme and unsetting a default', async () => {
    const darkAsLight = await editor.request({
      method: 'POST',
      url: THEMES_URL,
      payload: themeBody({ is_dark: true, default_light: true }),
    });
    expect(fieldErrors(darkAsLight).default_light).toEqual([
      APPEARANCE_MESSAGES.defaultLightIsDark,
    ]);
    const light = (await defaults()).light[0]!;
    const unset = await editor.request({
      method: 'PUT',
      url: `${THEMES_URL}/${light.id}`,
      payload: { ...light, default_light: false },
    });
    expect(fieldErrors(unset).default_light).toEqual([APPEARANCE_MESSAGES.keepDefault]);
  });

  it('deletes a theme but never a default one, and resets a site default that named it', async () => {
    const theme = await createTheme({ name: 'Short lived' });
    expect((await put({ 'themes.default_id': theme.id })).statusCode).toBe(200);
    const deleted = await editor.request({ method: 'DELETE', url: `${THEMES_URL}/${theme.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await t.services.settings.get('themes.default_id')).toBe('system');
    const light = (await defaults()).light[0]!;
    const refused = await editor.request({ method: 'DELETE', url: `${THEMES_URL}/${light.id}` });
    expect(fieldErrors(refused).id).toEqual([APPEARANCE_MESSAGES.deleteDefault]);
    expect(
      (await editor.request({ method: 'DELETE', url: `${THEMES_URL}/999999` })).statusCode,
    ).toBe(404);
  });

  it('serves the custom CSS and JS as same-origin files the page links, CSP unchanged', async () => {
    const css = 'body { outline: 3px solid rgb(1 2 3); }';
    const js = 'document.documentElement.dataset.customCode = "ran";';
    expect((await put({ 'custom_code.css': css, 'custom_code.js': js })).statusCode).toBe(200);

    const page = await guestClient(t).get('/');
    const cssUrl = `/assets/custom/custom.${customCodeHash(css)}.css`;
    const jsUrl = `/assets/custom/custom.${customCodeHash(js)}.js`;
    expect(page.body).toContain(`<link rel="stylesheet" id="custom-css" href="${cssUrl}">`);
    expect(page.body).toContain(`<script id="custom-js" src="${jsUrl}" defer></script>`);
    // The code itself is never inlined, and the policy still refuses inline scripts.
    expect(page.body).not.toContain('dataset.customCode');
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');

    const cssFile = await guestClient(t).get(cssUrl);
    expect(cssFile.statusCode).toBe(200);
    expect(cssFile.headers['content-type']).toContain('text/css');
    expect(cssFile.headers['cache-control']).toContain('immutable');
    expect(cssFile.body).toBe(css);
    const jsFile = await guestClient(t).get(jsUrl);
    expect(jsFile.headers['content-type']).toContain('text/javascript');
    expect(jsFile.body).toBe(js);

    // A new save is a new URL; the old one is gone rather than showing other content.
    const next = 'body { outline: none; }';
    await put({ 'custom_code.css': next });
    expect((await guestClient(t).get(cssUrl)).statusCode).toBe(404);
    expect((await guestClient(t).get('/')).body).toContain(
      `/assets/custom/custom.${customCodeHash(next)}.css`,
    );
  });

  it('links no custom file while the code is empty, and puts the saved favicon in the page', async () => {
    await put({ 'branding.favicon': '/storage/public/icon.png' });
    const page = await guestClient(t).get('/');
    expect(page.body).not.toContain('/assets/custom/');
    expect(page.body).toContain('<link rel="icon" href="/storage/public/icon.png">');
  });

  it("links the site theme's font stylesheet into the first page, so text paints in it", async () => {
    const theme = await createTheme({
      values: { '--be-font-family': fontStack(findFont('roboto')!) },
    });
    await put({ 'themes.default_id': theme.id });
    const page = await guestClient(t).get('/');
    expect(page.body).toContain(
      '<link rel="stylesheet" id="theme-font" href="/assets/fonts/roboto-400-500-600-700.css">',
    );
    // The seeded themes use Inter, which ships with the app: no font link.
    await put({ 'themes.default_id': 'system' });
    expect((await guestClient(t).get('/')).body).not.toContain('id="theme-font"');
  });

  it('serves a self-hosted font stylesheet in the weights asked for, and its files', async () => {
    const sheet = await guestClient(t).get('/assets/fonts/roboto-400-700.css');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('text/css');
    expect(sheet.headers['cache-control']).toContain('max-age=31536000');
    expect(sheet.body).toContain("font-family: 'Roboto'");
    expect(sheet.body).toContain('font-weight: 400');
    expect(sheet.body).toContain('font-weight: 700');
    expect(sheet.body).not.toContain('font-weight: 300');
    expect(sheet.body).not.toContain('.woff)');
    const file = /url\((\/assets\/fonts\/files\/roboto-latin-400-normal\.woff2)\)/.exec(
      sheet.body,
    )?.[1];
    expect(file).toBeDefined();
    const font = await guestClient(t).get(file!);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    // A family alone means weight 400.
    expect((await guestClient(t).get('/assets/fonts/lato.css')).body).toContain('font-weight: 400');
    // Weights the family lacks are left out; none at all is nothing to serve.
    const lato = await guestClient(t).get('/assets/fonts/lato-400-500-600-700.css');
    expect(lato.body).toContain('font-weight: 700');
    expect(lato.body).not.toContain('font-weight: 500');
    expect((await guestClient(t).get('/assets/fonts/lato-500.css')).statusCode).toBe(404);
    expect((await guestClient(t).get('/assets/fonts/comic-sans-400.css')).statusCode).toBe(404);
    expect((await guestClient(t).get('/assets/fonts/files/..%2Fpackage.json')).statusCode).not.toBe(
      200,
    );
  });
});
