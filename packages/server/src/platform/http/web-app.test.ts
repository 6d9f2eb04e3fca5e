import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { buildAlbum } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useTestApp, useWebApp } from '../../test/use-test-app';
import { createWebDist, readInlinedBootstrap, type WebDist } from '../../test/web-dist';

const API_MISSES = [
  '/api/v1/no-such-route',
  '/auth/no-such-route',
  '/secure/no-such-route',
  '/log-viewer',
  '/api/v2/anything',
];

describe('route prefixes', () => {
  const t = useTestApp({ WEB_DIST_DIR: '/nonexistent/tonearm-web-dist' });

  it('serves API routes under /api/v1', async () => {
    const response = await guestClient(t).get('/api/v1/bootstrap-data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each(API_MISSES)('answers an unknown GET %s with a JSON 404', async (url) => {
    const response = await guestClient(t).get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each([
    {
      name: 'answers an unknown API write with a JSON 404 once past CSRF',
      url: '/api/v1/no-such-route',
    },
    { name: 'answers an unknown non-API write with a JSON 404, never a page', url: '/some/page' },
  ])('$name', async ({ url }) => {
    const response = await guestClient(t).post(url, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('says the web app is not built, instead of a JSON 404, for a page when there is no build', async () => {
    const response = await guestClient(t).get('/artist/1/some-band');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
  });
});

describe('web pages from the built web app', () => {
  const t = useWebApp();

  it('answers an unknown non-API GET with the index page, not a JSON 404', async () => {
    const response = await guestClient(t).get('/artist/1/some-band');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--app-head-->');
    expect(response.body).not.toContain('<!--app-bootstrap-->');
  });

  it('still answers unknown API paths with a JSON 404 when the web app is built', async () => {
    const response = await guestClient(t).get('/api/v1/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('treats a path that merely starts with the letters of a prefix as a page', async () => {
    const response = await guestClient(t).get('/authors-of-the-week');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('inlines the bootstrap data for a guest with user null', async () => {
    const response = await guestClient(t).get('/');
    const data = readInlinedBootstrap(response.body) as BootstrapData;
    expect(data.user).toBeNull();
    expect(data.i18n.language).toBe('en');
    expect(data.guest_role?.permissions?.map((p) => p.name)).toContain('music.view');
  });

  it('inlines the logged-in user into the page', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const data = readInlinedBootstrap((await client.get('/library')).body) as BootstrapData;
    expect(data.user?.id).toBe(user.id);
  });

  it("inlines values holding replacement patterns ($&, $', $`) as they are", async () => {
    const tricky = "Rock $& Roll $' and $` friends";
    await t.services.settings.update({ 'branding.site_name': tricky });
    try {
      const response = await guestClient(t).get('/', { cookies: { theme: "x$`y$'" } });
      expect(response.body.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(response.body.match(/id="root"/g)).toHaveLength(1);
      const data = readInlinedBootstrap(response.body) as BootstrapData;
      expect(data.settings['branding.site_name']).toBe(tricky);
      expect(data.themes.selectedThemeId).toBe("x$`y$'");
    } finally {
      await t.services.settings.update({ 'branding.site_name': 'Tonearm' });
    }
  });

  it('escapes </script> inside a setting value so it cannot end the data element', async () => {
    const hostile = '</script><script>alert(1)</script> & <!-- more';
    await t.services.settings.update({ 'branding.site_description': hostile });
    try {
      const response = await guestClient(t).get('/');
      expect(response.body).not.toContain('</script><script>alert(1)');
      const data = readInlinedBootstrap(response.body) as BootstrapData;
      expect(data.settings['branding.site_description']).toBe(hostile);
      expect(response.body).toContain(
        '<meta name="description" content="&lt;/script&gt;&lt;script&gt;alert(1)',
      );
    } finally {
      await t.services.settings.update({
        'branding.site_description': 'Stream the music you love.',
      });
    }
  });

  it('puts the site name in the title instead of the built one', async () => {
    const response = await guestClient(t).get('/');
    expect(response.body).toContain('<title>Tonearm</title>');
    expect(response.body).not.toContain('Built title');
  });

  it('serves built assets with a long immutable cache', async () => {
    const response = await guestClient(t).get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('tonearm');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves built files without looking up the caller', async () => {
    // A credential that would be refused on the API is never even read for a built file…
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    // …and no XSRF token is minted for it.
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('XSRF-TOKEN');
    // A page still knows who is calling.
    const page = await t.app.inject({
      method: 'GET',
      url: '/artist/1',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(page.statusCode).toBe(401);
  });

  it('renders /index.html as the home page instead of sending the raw template', async () => {
    const response = await guestClient(t).get('/index.html?from=bookmark');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<!--app-bootstrap-->');
    expect(readInlinedBootstrap(response.body)).toMatchObject({ user: null });
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await guestClient(t).get(url);
      expect(response.body).not.toContain('not for the web');
    }
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  let dist: WebDist;
  /** A built script as the build leaves it: the file, its brotli and gzip copies, and a map. */
  const script = `export const tracks = [${Array.from({ length: 400 }, (_, i) => `'track ${i}'`).join(', ')}];\n`;
  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });
  beforeAll(async () => {
    dist = createWebDist();
    const assets = path.join(dist.dir, 'assets');
    fs.writeFileSync(path.join(assets, 'index-abc123.js'), script);
    fs.writeFileSync(path.join(assets, 'index-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(assets, 'index-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(assets, 'index-abc123.js.map'), '{"version":3,"sources":[]}');
    t = await createTestApp({ WEB_DIST_DIR: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('serves the brotli copy of a built script to a browser that accepts br', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the gzip copy when gzip is all the browser takes', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the file as it is without Accept-Encoding, still varying on it', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.body).toBe(script);
    const identity = await get('/assets/index-abc123.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('never serves a source map, present or not, nor a page in place of a missing file', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.map?v=1',
      '/assets/gone-123.js.map',
      '/assets/gone-123.js',
      '/index-abc123.js.map',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"version":3');
      expect(response.body, url).not.toContain('id="root"');
    }
  });

  it('compresses a large JSON answer of the API', async () => {
    const response = await get('/api/v1/bootstrap-data', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    const body = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()) as {
      bootstrapData: BootstrapData;
    };
    expect(body.bootstrapData.i18n.language).toBe('en');
    const gzipped = await get('/api/v1/bootstrap-data', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toMatchObject({
      bootstrapData: { i18n: { language: 'en' } },
    });
    const plain = await get('/api/v1/bootstrap-data');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ bootstrapData: { i18n: { language: 'en' } } });
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/v1/health', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('compresses the rendered index page with its bootstrap data', async () => {
    const response = await get('/artist/1/some-band', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(readInlinedBootstrap(html)).toMatchObject({ user: null });
  });

  it('never compresses the audio stream, whole or in ranges', async () => {
    const catalog = await buildAlbum(t, {
      artist: 'Plain Band',
      name: 'Uncompressed',
      tracks: ['Raw Wave'],
    });
    const url = `/api/v1/tracks/${catalog.trackId('Raw Wave')}/stream`;
    for (const range of [undefined, 'bytes=0-99']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip', ...(range ? { range } : {}) },
      });
      expect(response.statusCode).toBe(range ? 206 : 200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    }
  });
});
