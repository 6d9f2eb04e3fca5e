import type { ChannelResponse } from '@tonearm/shared/catalog/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';

/** The SEO title and description saved by the channel editor reach the page. */
describe("a channel's SEO title and description", () => {
  let admin: TestClient;

  const t = useWebApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    admin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.update' }] }));
  });

  async function channel(slug: string, seo: { seo_title?: string; seo_description?: string }) {
    const created = await admin.post('/api/v1/admin/channels', {
      name: `Channel ${slug}`,
      slug,
      description: 'What the channel holds.',
      layout: 'grid',
      content_type: 'tracks',
      source: 'manual',
      items: [],
      ...seo,
    });
    expect(created.statusCode, created.body).toBe(201);
  }

  /** Makes the channel the home page and answers the home page a guest gets. */
  async function homePageOn(slug: string) {
    await t.app.services.settings.update({ 'homepage.type': 'channel', 'homepage.value': slug });
    return guestClient(t).get('/');
  }

  it('are in the public channel answer', async () => {
    await channel('night-drive', {
      seo_title: 'Night drive synthwave — Tonearm',
      seo_description: 'Synthwave for driving after dark.',
    });
    const response = await guestClient(t).get('/api/v1/channels/night-drive');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChannelResponse>().channel).toMatchObject({
      seo_title: 'Night drive synthwave — Tonearm',
      seo_description: 'Synthwave for driving after dark.',
    });
  });

  it("become the channel page's title and description meta tags, escaped", async () => {
    await channel('escaped', {
      seo_title: 'Rock & <roll>',
      seo_description: 'Loud "and" proud',
    });
    const page = await guestClient(t).get('/channel/escaped');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Rock &amp; &lt;roll&gt;</title>');
    expect(page.body).toContain('<meta name="description" content="Loud &quot;and&quot; proud">');
    expect(page.body).toContain('<meta property="og:title" content="Rock &amp; &lt;roll&gt;">');
    expect(page.body).not.toContain('<roll>');
  });

  it('fall back to the channel page template when the channel has none', async () => {
    await channel('plain', {});
    const page = await guestClient(t).get('/channel/plain');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Channel plain | Tonearm</title>');
    expect(page.body).toContain('<meta name="description" content="What the channel holds.">');
    expect(page.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/channel/plain">',
    );
  });

  it('apply to the home page through its home channel', async () => {
    await channel('home-picks', {
      seo_title: 'Tonearm — music for everyone',
      seo_description: 'Stream and share music.',
    });
    const page = await homePageOn('home-picks');
    expect(page.body).toContain('<title>Tonearm — music for everyone</title>');
    expect(page.body).toContain('<meta name="description" content="Stream and share music.">');
  });

  it("keep the site's name on the home page when its channel names no SEO title", async () => {
    await channel('home-plain', {});
    const page = await homePageOn('home-plain');
    expect(page.body).toContain('<title>Tonearm</title>');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
    const channelPage = await guestClient(t).get('/channel/home-plain');
    expect(channelPage.body).toContain('<title>Channel home-plain | Tonearm</title>');
  });
});
