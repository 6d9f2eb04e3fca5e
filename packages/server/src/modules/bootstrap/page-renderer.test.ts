import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_QUERIES_ELEMENT_ID } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { buildCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWebDist, type WebDist } from '../../test/web-dist';

/**
 * A stand-in for the web build's server renderer (packages/web/src/entry-server.tsx): it draws
 * what it was given, takes the first page-data answer as the real one uses it, and fails on
 * /boom.
 */
const STAND_IN_RENDERER = `
export async function renderPage(request) {
  if (request.url === '/boom') throw new Error('render failed');
  if (request.url === '/admin') return null;
  const [first, ...rest] = Object.entries(request.pageData);
  return {
    html: '<main data-rendered="' + request.url + '">' + (request.bootstrap.user ? 'user' : 'guest') + '</main>',
    queries: first ? [{ key: ['first'], data: first[1], updatedAt: 1 }] : [],
    pageData: Object.fromEntries(rest),
    cookies: [],
  };
}
`;

/** Counts its renders into the markup and reads one cookie, as the real one reads the theme's. */
const COUNTING_RENDERER = `
let renders = 0;
export async function renderPage(request) {
  renders++;
  const pick = /(?:^|; )site_pick=([^;]*)/.exec(request.cookies)?.[1] ?? 'none';
  return {
    html: '<main data-render="' + renders + '">' + pick + '</main>',
    queries: [],
    pageData: request.pageData,
    cookies: ['site_pick'],
  };
}
`;

let dist: WebDist | null = null;
let t: TestApp | null = null;

async function appWith(renderer: string | null): Promise<TestApp> {
  dist = createWebDist();
  if (renderer !== null) {
    const dir = path.join(dist.dir, '..', 'dist-server');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'entry-server.js'), renderer);
  }
  t = await createTestApp({ WEB_DIST_DIR: dist.dir });
  return t;
}

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const inlined = (html: string, id: string) =>
  new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];

afterEach(async () => {
  await t?.close();
  dist?.remove();
  t = null;
  dist = null;
});

describe('landing pages drawn on the server', () => {
  it('puts the markup in #root and the answers it used beside it, once', async () => {
    const app = await appWith(STAND_IN_RENDERER);
    const catalog = await buildCatalog(app, { artists: ['Paper Lanterns'] });
    const id = catalog.artistId('Paper Lanterns');
    const html = (await guestClient(app).get(`/artist/${id}/x`)).body;
    expect(root(html)).toBe(`<main data-rendered="/artist/${id}/x">guest</main>`);
    const queries = JSON.parse(inlined(html, SERVER_QUERIES_ELEMENT_ID)!) as {
      data: { artist: { id: number } };
    }[];
    expect(queries[0]!.data.artist.id).toBe(id);
    // The answer rides in the query cache's shape only, not a second time as page data.
    expect(inlined(html, 'tonearm-page-data')).toBeUndefined();
  });

  it('leaves the page to the browser when the renderer declines or fails', async () => {
    const app = await appWith(STAND_IN_RENDERER);
    for (const url of ['/admin', '/boom']) {
      const response = await guestClient(app).get(url);
      expect(response.statusCode).toBe(200);
      expect(root(response.body)).toBe('');
      expect(inlined(response.body, SERVER_QUERIES_ELEMENT_ID)).toBeUndefined();
    }
  });

  it('draws a guest page once for guests alike in what the render read, a user’s every time', async () => {
    const app = await appWith(COUNTING_RENDERER);
    const page = async (cookies: Record<string, string>, client = guestClient(app)) =>
      root((await client.request({ method: 'GET', url: '/', cookies })).body);
    const first = await page({ site_pick: 'dark' });
    expect(first).toMatch(/^<main data-render="\d+">dark<\/main>$/);
    // Another guest, another visitor cookie the render never read: the same drawing.
    expect(await page({ site_pick: 'dark', visitor: 'someone-else' })).toBe(first);
    // A cookie the render read, with another value: drawn anew, and that drawing kept.
    const light = await page({ site_pick: 'light' });
    expect(light).toMatch(/light/);
    expect(light).not.toBe(first);
    expect(await page({ site_pick: 'light' })).toBe(light);
    // A signed-in user's bootstrap data is theirs: never served from what was kept.
    const user = await loginAs(app, await buildUser(app));
    const mine = await page({ site_pick: 'light' }, user);
    expect(mine).not.toBe(light);
    expect(await page({ site_pick: 'light' }, user)).not.toBe(mine);
  });

  it('serves the empty shell as before without a built renderer', async () => {
    const app = await appWith(null);
    const response = await guestClient(app).get('/');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('');
  });
});
