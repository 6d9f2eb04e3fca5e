import { describe, expect, it } from 'vitest';
import { buildAlbum, buildArtist, buildTrack, guestClient } from '../../test/factories';
import { useWebApp } from '../../test/use-test-app';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';

const APP_URL = 'https://music.example';

/** Robots.txt, sitemap.xml and oEmbed, served before the web app's pages. */
describe('robots.txt, sitemaps and oEmbed', () => {
  const t = useWebApp({ APP_URL, RATE_LIMIT_PER_MINUTE: '1000000' });

  it('robots.txt allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await guestClient(t).get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/backstage', '/api/', '/account-settings'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists public music with lastmod and leaves private and draft music out', async () => {
    const album = await buildAlbum(t, { name: 'Open Sky' });
    const track = await buildTrack(t, { name: 'Open Track', albumId: album.id });
    const artist = await buildArtist(t, { name: 'Open Artist', albumIds: [album.id] });
    await buildTrack(t, { name: 'Draft Track', status: 'draft' });
    await buildAlbum(t, { name: 'Private Album', public: false });
    const response = await guestClient(t).get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${APP_URL}/artist/${artist.id}/open-artist</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/album/${album.id}/open-artist/open-sky</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/track/${track.id}/open-track</loc>`);
    // The seeded custom pages are public pages too.
    expect(xml).toContain(`<loc>${APP_URL}/pages/privacy-policy</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(xml).not.toMatch(/draft-track|private-album/);
  });

  it('becomes a sitemap index of paged files when it is large', async () => {
    await buildArtist(t, { name: 'Paged One' });
    await buildArtist(t, { name: 'Paged Two' });
    // The same service with one-row pages: every kind with rows gets files of its own.
    const small = new SeoService(
      new SeoRepository(t.database.db),
      t.services.settings,
      t.services.catalog,
      APP_URL,
      1,
    );
    const index = await small.sitemap();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${APP_URL}/sitemaps/artists-1.xml</loc>`);
    expect(index).toContain(`<loc>${APP_URL}/sitemaps/artists-2.xml</loc>`);
    const second = await small.sitemapPage('artists', 2);
    expect(second.match(/<url>/g)).toHaveLength(1);
    await expect(small.sitemapPage('artists', 100_000)).rejects.toMatchObject({ status: 404 });

    const served = await guestClient(t).get('/sitemaps/artists-1.xml');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<urlset');
    expect((await guestClient(t).get('/sitemaps/secrets-1.xml')).statusCode).toBe(422);
    expect((await guestClient(t).get('/sitemaps/artists-99999.xml')).statusCode).toBe(404);
  });

  it('oEmbed answers a rich embed player for a public track and album', async () => {
    const album = await buildAlbum(t, { name: 'Embers' });
    const track = await buildTrack(t, { name: 'Glow', albumId: album.id });
    const artist = await buildArtist(t, {
      name: 'Ash',
      albumIds: [album.id],
      trackIds: [track.id],
    });
    const url = `${APP_URL}/track/${track.id}/glow`;
    const response = await guestClient(t).get(
      `/api/v1/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=400`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Tonearm',
      provider_url: `${APP_URL}/`,
      title: 'Glow',
      author_name: 'Ash',
      author_url: `${APP_URL}/artist/${artist.id}/ash`,
      html: `<iframe src="${APP_URL}/track/${track.id}/glow/embed" width="400" height="152" style="border:0" loading="lazy" allow="autoplay; encrypted-media" title="Glow"></iframe>`,
      width: 400,
      height: 152,
    });
    const albumAnswer = await guestClient(t).get(
      `/api/v1/oembed?url=${encodeURIComponent(`${APP_URL}/album/${album.id}/ash/embers`)}`,
    );
    expect(albumAnswer.json()).toMatchObject({
      title: 'Embers',
      html: expect.stringContaining(
        `src="${APP_URL}/album/${album.id}/ash/embers/embed"`,
      ) as unknown,
      width: 600,
      height: 380,
    });
  });

  it('oEmbed is a 404 for private, draft, unknown or foreign URLs and 501 for xml', async () => {
    const draft = await buildTrack(t, { name: 'Unreleased', status: 'draft' });
    const hidden = await buildAlbum(t, { name: 'Closet', public: false });
    for (const url of [
      `${APP_URL}/track/${draft.id}/unreleased`,
      `${APP_URL}/album/${hidden.id}/a/closet`,
      `${APP_URL}/track/2147483647/none`,
      `https://elsewhere.example/track/1/x`,
      `${APP_URL}/artist/1`,
      'not a url',
    ]) {
      const response = await guestClient(t).get(`/api/v1/oembed?url=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(404);
    }
    const track = await buildTrack(t, { name: 'Fine' });
    const xml = await guestClient(t).get(
      `/api/v1/oembed?format=xml&url=${encodeURIComponent(`${APP_URL}/track/${track.id}/fine`)}`,
    );
    expect(xml.statusCode).toBe(501);
    expect((await guestClient(t).get('/api/v1/oembed?format=yaml&url=x')).statusCode).toBe(422);
    expect((await guestClient(t).get('/api/v1/oembed')).statusCode).toBe(422);
  });
});
