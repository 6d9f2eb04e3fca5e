import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_QUERIES_ELEMENT_ID } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { buildCatalog } from '../../test/catalog-fixtures';
import { guestClient } from '../../test/factories';
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

  it('serves the empty shell as before without a built renderer', async () => {
    const app = await appWith(null);
    const response = await guestClient(app).get('/');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('');
  });
});
