/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { CUSTOM_PAGE_MESSAGES } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { sanitizePageHtml } from './page-html';
import { storedValue } from '../../test/stored-rows';

describe('custom pages', () => {
  let editor: TestClient;
  let listener: TestClient;
  let guest: TestClient;
  let made = 0;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    editor = await loginAs(
      t,
      await buildUser(t, { permissions: [{ name: 'custom_pages.update' }] }),
    );
    listener = await loginAs(t, await buildUser(t));
    guest = guestClient(t);
  });

  const json = (res: { body: string }) => JSON.parse(res.body);
  const uniqueTitle = () => `Page ${++made} ${Date.now()}`;

  async function createPage(payload: Record<string, unknown> = {}) {
    const res = await editor.post('/api/v1/custom-pages', {
      title: uniqueTitle(),
      body: '<p>Hello</p>',
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).page;
  }

  const pageCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('custom_pages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('seeds the privacy policy, terms of service and about pages and points the legal links at them', async () => {
    for (const slug of ['privacy-policy', 'terms-of-service', 'about']) {
      const res = await guest.get(`/api/v1/custom-pages/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(json(res).page.body.length).toBeGreaterThan(200);
    }
    const settings = await t.services.settings.all();
    expect(settings['legal.privacy_policy_url']).toBe('/pages/privacy-policy');
    expect(settings['legal.terms_url']).toBe('/pages/terms-of-service');
    expect(settings['legal.contact_url']).toBe('/contact');
  });

  it('seeds once: a deleted default page stays deleted on the next start', async () => {
    const about = json(await guest.get('/api/v1/custom-pages/about')).page;
    expect(
      (await editor.request({ method: 'DELETE', url: `/api/v1/custom-pages/${about.id}` }))
        .statusCode,
    ).toBe(204);
    await t.services.customPages.seedDefaults();
    expect((await guest.get('/api/v1/custom-pages/about')).statusCode).toBe(404);
  });

  it('answers a page by id and by slug in exactly the public shape', async () => {
    const page = await createPage({ meta_title: 'SEO title', meta_description: 'SEO text' });
    for (const key of [page.id, page.slug]) {
      const res = await guest.get(`/api/v1/custom-pages/${key}`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(json(res).page).sort()).toEqual(
        ['body', 'id', 'meta_description', 'meta_title', 'slug', 'title', 'updated_at'].sort(),
      );
      expect(json(res).page).toMatchObject({
        id: page.id,
        slug: page.slug,
        body: '<p>Hello</p>',
        meta_title: 'SEO title',
        meta_description: 'SEO text',
      });
    }
  });

  it('answers 404 for an unknown page', async () => {
    expect((await guest.get('/api/v1/custom-pages/no-such-page')).statusCode).toBe(404);
    expect((await guest.get('/api/v1/custom-pages/999999')).statusCode).toBe(404);
    // Beyond the largest id: no page, not an integer overflow in PostgreSQL (route fuzz).
    expect((await guest.get('/api/v1/custom-pages/2147483648')).statusCode).toBe(404);
    expect((await guest.get('/api/v1/custom-pages/99999999999999999999')).statusCode).toBe(404);
  });

  it('strips scripts, handlers, styles and javascript: links when a page is saved', async () => {
    const page = await createPage({
      body:
        '<h2 onclick="x()">Title</h2><script>alert(1)</script><p style="color:red">Text ' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a> ' +
        '<a href="mailto:hi@example.com">mail</a> <a href="/pages/about">about</a></p>' +
        '<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" alt="A">' +
        '<iframe src="https://evil.example"></iframe><ul><li>one</li></ul><blockquote>q</blockquote>',
    });
    const stored = await storedValue(t, 'custom_pages', page.id, 'body');
    for (const body of [page.body as string, stored]) {
      expect(body).not.toMatch(/script|onclick|onerror|javascript:|style=|iframe/i);
      expect(body).toContain('<h2>Title</h2>');
      expect(body).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
      );
      expect(body).toContain('<a href="mailto:hi@example.com">mail</a>');
      expect(body).toContain('<a href="/pages/about">about</a>');
      expect(body).toContain('<img src="https://example.com/a.png" alt="A" />');
      expect(body).toContain('<ul><li>one</li></ul><blockquote>q</blockquote>');
    }
  });

  it('sanitises again when a page is served, whatever the row holds', async () => {
    const page = await createPage();
    await t.database.db
      .updateTable('custom_pages')
      .set({
        body: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">l</a>',
      })
      .where('id', '=', page.id)
      .execute();
    const body = json(await guest.get(`/api/v1/custom-pages/${page.id}`)).page.body as string;
    expect(body).not.toMatch(/script|onerror|javascript:/i);
    expect(body).toContain('<p>ok</p>');
  });

  it('makes the slug from the title, brings a given one to slug form and refuses a clash with 422', async () => {
    const fromTitle = await createPage({ title: `Über Cool Page ${Date.now()}` });
    expect(fromTitle.slug).toMatch(/^uber-cool-page-\d+$/);
    const stamp = Date.now();
    const given = await createPage({ slug: `  My Own SLUG ${stamp}` });
    expect(given.slug).toBe(`my-own-slug-${stamp}`);

    const before = await pageCount();
    const clash = await editor.post('/api/v1/custom-pages', { title: 'Another', slug: given.slug });
    expect(clash.statusCode).toBe(422);
    expect(json(clash).errors.slug).toEqual([CUSTOM_PAGE_MESSAGES.slugTaken]);
    expect(await pageCount()).toBe(before);

    const other = await createPage();
    const renamed = await editor.request({
      method: 'PUT',
      url: `/api/v1/custom-pages/${other.id}`,
      payload: { title: other.title, slug: given.slug },
    });
    expect(renamed.statusCode).toBe(422);
    expect(json(await guest.get(`/api/v1/custom-pages/${other.id}`)).page.slug).toBe(other.slug);
  });

  it('refuses a slug of digits only (it would read as an id) and a missing title, per field', async () => {
    const digits = await editor.post('/api/v1/custom-pages', { title: 'Numbers', slug: '2024' });
    expect(digits.statusCode).toBe(422);
    expect(json(digits).errors.slug).toEqual([CUSTOM_PAGE_MESSAGES.slugInvalid]);
    const untitled = await editor.post('/api/v1/custom-pages', { title: '  ', body: '<p>x</p>' });
    expect(untitled.statusCode).toBe(422);
    expect(json(untitled).errors.title).toEqual([CUSTOM_PAGE_MESSAGES.titleRequired]);
  });

  it('updates a page, keeping its own slug', async () => {
    const page = await createPage();
    const res = await editor.request({
      method: 'PUT',
      url: `/api/v1/custom-pages/${page.id}`,
      payload: { title: 'Renamed', slug: page.slug, body: '<p>New <strong>text</strong></p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).page).toMatchObject({
      title: 'Renamed',
      slug: page.slug,
      body: '<p>New <strong>text</strong></p>',
    });
  });

  it('lists pages with search and deletes several at once', async () => {
    const marker = `Searchable ${Date.now()}`;
    const a = await createPage({ title: `${marker} A` });
    const b = await createPage({ title: `${marker} B` });
    const list = json(
      await editor.get(
        `/api/v1/custom-pages?query=${encodeURIComponent(marker)}&orderBy=title&orderDir=asc`,
      ),
    );
    expect(list.pagination.data.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(list.pagination.data[0].body).toBeUndefined();
    expect(
      (await editor.post('/api/v1/custom-pages/delete', { ids: [a.id, b.id] })).statusCode,
    ).toBe(204);
    expect((await guest.get(`/api/v1/custom-pages/${a.id}`)).statusCode).toBe(404);
  });

  it('keeps management to holders of custom_pages.update', async () => {
    const before = await pageCount();
    expect((await guest.get('/api/v1/custom-pages')).statusCode).toBe(401);
    expect((await listener.get('/api/v1/custom-pages')).statusCode).toBe(403);
    expect((await listener.post('/api/v1/custom-pages', { title: 'Nope' })).statusCode).toBe(403);
    expect((await guest.post('/api/v1/custom-pages', { title: 'Nope' })).statusCode).toBe(401);
    expect(await pageCount()).toBe(before);
  });

  it('inlines the page into index.html at both URL forms', async () => {
    const page = await createPage();
    for (const [url, call] of [
      [`/pages/${page.slug}`, `/api/v1/custom-pages/${page.slug}`],
      [`/pages/${page.id}/${page.slug}`, `/api/v1/custom-pages/${page.id}`],
    ]) {
      const { pageDataCalls } = await import('../bootstrap/page-data');
      expect(pageDataCalls(url!, {})).toEqual([call]);
    }
  });
});

describe('custom page HTML', () => {
  it('keeps the rich-text editor output and drops what runs', async () => {
    expect(
      await sanitizePageHtml(
        '<p><em>a</em> <s>b</s> <code>c</code></p><pre><code class="language-js">x</code></pre><hr>',
      ),
    ).toBe(
      '<p><em>a</em> <s>b</s> <code>c</code></p><pre><code class="language-js">x</code></pre><hr />',
    );
    expect(
      await sanitizePageHtml('<img src="javascript:alert(1)"><a href="//evil.example">x</a>'),
    ).toBe('<img /><a>x</a>');
    expect(await sanitizePageHtml('<svg onload="x()"><style>p{}</style><form><input></form>')).toBe(
      '',
    );
  });
});
