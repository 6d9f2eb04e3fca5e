import { describe, expect, it } from 'vitest';
import {
  buildAlbum,
  buildArtist,
  buildTrack,
  buildUser,
  guestClient,
  loginAs,
} from '../../test/factories';
import { customPageInputSchema } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { useWebApp } from '../../test/use-test-app';

const APP_URL = 'https://music.example';

/** The JSON-LD blocks of a served page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)">`).exec(
    html,
  )?.[1];

/** What `curl` of a page shows, with no JavaScript run. */
describe('SEO in the served HTML', () => {
  const t = useWebApp({
    APP_URL,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });

  it('an artist page has its own title, description, canonical URL, og:image and a MusicGroup', async () => {
    const album = await buildAlbum(t, { name: 'Night Shift' });
    const track = await buildTrack(t, {
      name: 'Neon Rain',
      albumId: album.id,
      durationMs: 205_000,
    });
    const artist = await buildArtist(t, {
      name: 'Luna Park',
      bio: 'Synthwave from <b>Lisbon</b>.',
      image: '/images/luna.jpg',
      albumIds: [album.id],
      trackIds: [track.id],
    });
    const page = await guestClient(t).get(`/artist/${artist.id}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<title>Luna Park | Tonearm</title>');
    expect(meta(html, 'name', 'description')).toBe(
      'Listen to Luna Park on Tonearm: top tracks, albums and similar artists. Synthwave from Lisbon.',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${APP_URL}/artist/${artist.id}/luna-park">`,
    );
    expect(meta(html, 'property', 'og:image')).toBe(`${APP_URL}/images/luna.jpg`);
    expect(meta(html, 'property', 'og:type')).toBe('music.musician');
    expect(meta(html, 'property', 'og:url')).toBe(`${APP_URL}/artist/${artist.id}/luna-park`);
    expect(meta(html, 'property', 'og:site_name')).toBe('Tonearm');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Luna Park',
      url: `${APP_URL}/artist/${artist.id}/luna-park`,
      image: `${APP_URL}/images/luna.jpg`,
      track: [
        {
          '@type': 'MusicRecording',
          name: 'Neon Rain',
          duration: 'PT3M25S',
          url: `${APP_URL}/track/${track.id}/neon-rain`,
        },
      ],
      album: [{ '@type': 'MusicAlbum', name: 'Night Shift' }],
    });
  });

  it('a name with </script> and quotes cannot break out of the tags or the JSON-LD', async () => {
    const artist = await buildArtist(t, {
      name: '</script><script>alert(1)</script> "Quoted" & <b>',
    });
    const html = (await guestClient(t).get(`/artist/${artist.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; &amp; &lt;b&gt; | Tonearm</title>',
    );
    // Exactly one JSON-LD element, and its name survives intact once parsed.
    const blocks = jsonLd(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.name).toBe('</script><script>alert(1)</script> "Quoted" & <b>');
  });

  it('album and track pages carry MusicAlbum and MusicRecording, og:audio and oEmbed discovery', async () => {
    const album = await buildAlbum(t, { name: 'Tidal' });
    const track = await buildTrack(t, { name: 'Undertow', albumId: album.id, durationMs: 61_000 });
    await buildArtist(t, { name: 'Sea Glass', albumIds: [album.id], trackIds: [track.id] });

    const albumPage = (await guestClient(t).get(`/album/${album.id}/x/y`)).body;
    expect(albumPage).toContain('<title>Tidal by Sea Glass | Tonearm</title>');
    expect(albumPage).toContain(
      `<link rel="canonical" href="${APP_URL}/album/${album.id}/sea-glass/tidal">`,
    );
    expect(jsonLd(albumPage)[0]).toMatchObject({
      '@type': 'MusicAlbum',
      name: 'Tidal',
      byArtist: [{ '@type': 'MusicGroup', name: 'Sea Glass' }],
      track: [{ '@type': 'MusicRecording', name: 'Undertow', duration: 'PT1M1S' }],
    });
    expect(albumPage).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${APP_URL}/api/v1/oembed?format=json&amp;url=${encodeURIComponent(`${APP_URL}/album/${album.id}/sea-glass/tidal`)}"`,
    );

    const trackPage = (await guestClient(t).get(`/track/${track.id}`)).body;
    expect(trackPage).toContain('<title>Undertow by Sea Glass | Tonearm</title>');
    expect(meta(trackPage, 'property', 'og:type')).toBe('music.song');
    expect(meta(trackPage, 'property', 'og:audio')).toBe(
      `${APP_URL}/api/v1/tracks/${track.id}/stream`,
    );
    expect(jsonLd(trackPage)[0]).toMatchObject({
      '@type': 'MusicRecording',
      name: 'Undertow',
      inAlbum: { '@type': 'MusicAlbum', name: 'Tidal' },
      audio: { '@type': 'AudioObject', contentUrl: `${APP_URL}/api/v1/tracks/${track.id}/stream` },
    });
    expect(trackPage).toContain('application/json+oembed');
  });

  it('private and draft music never reaches a guest page’s meta', async () => {
    const draft = await buildTrack(t, { name: 'Secret Demo', status: 'draft' });
    const hidden = await buildAlbum(t, { name: 'Hidden Album', public: false });
    for (const url of [`/track/${draft.id}`, `/album/${hidden.id}/a/b`]) {
      const html = (await guestClient(t).get(url)).body;
      expect(html).not.toMatch(/Secret Demo|Hidden Album/);
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain('<title>Tonearm</title>');
    }
  });

  it('playlist and user pages carry MusicPlaylist and a Person; private playlists stay out', async () => {
    const owner = await buildUser(t, { name: 'Mara Quinn' });
    const client = await loginAs(t, owner);
    const open = await client.post('/api/v1/playlists', {
      name: 'Road Trip',
      description: 'Windows down.',
      public: true,
    });
    expect(open.statusCode, open.body).toBe(201);
    const playlistId = open.json<{ playlist: { id: number } }>().playlist.id;
    const closed = await client.post('/api/v1/playlists', { name: 'Diary', public: false });
    const closedId = closed.json<{ playlist: { id: number } }>().playlist.id;

    const playlistPage = (await guestClient(t).get(`/playlist/${playlistId}/road-trip`)).body;
    expect(playlistPage).toContain('<title>Road Trip | Tonearm</title>');
    expect(jsonLd(playlistPage)[0]).toMatchObject({
      '@type': 'MusicPlaylist',
      name: 'Road Trip',
      description: 'Windows down.',
      author: { '@type': 'Person', name: 'Mara Quinn' },
    });
    expect(meta(playlistPage, 'property', 'og:type')).toBe('music.playlist');

    const diary = (await guestClient(t).get(`/playlist/${closedId}/diary`)).body;
    expect(diary).not.toContain('Diary');

    const profile = (await guestClient(t).get(`/user/${owner.id}/whatever`)).body;
    expect(profile).toContain('<title>Mara Quinn | Tonearm</title>');
    expect(profile).toContain(
      `<link rel="canonical" href="${APP_URL}/user/${owner.id}/mara-quinn">`,
    );
    expect(jsonLd(profile)[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Mara Quinn' },
    });
  });

  it('a custom page has its own SEO title, description, canonical URL and a WebPage at both URL forms', async () => {
    const page = await t.services.customPages.create(
      customPageInputSchema.parse({
        title: 'Our story',
        slug: 'our-story',
        body: '<p>We started in a <b>garage</b>.</p>',
        meta_title: 'The story of the site',
        meta_description: 'How it all began.',
      }),
      null,
    );
    for (const path of [`/pages/our-story`, `/pages/${page.id}/our-story`]) {
      const html = (await guestClient(t).get(path)).body;
      expect(html).toContain('<title>The story of the site</title>');
      expect(meta(html, 'name', 'description')).toBe('How it all began.');
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}/pages/our-story">`);
      expect(jsonLd(html)).toContainEqual(
        expect.objectContaining({ '@type': 'WebPage', name: 'The story of the site' }),
      );
    }
  });

  it('titles and descriptions follow the templates saved in settings', async () => {
    await t.services.settings.update({
      'seo.artist.title': 'Hear {{artist.name}} — {{site_name}}',
      'seo.artist.description': '{{artist.name}}: {{artist.bio}}',
      'branding.site_name': 'Groove',
    });
    try {
      const artist = await buildArtist(t, { name: 'Kite', bio: 'Dream pop.' });
      const html = (await guestClient(t).get(`/artist/${artist.id}/kite`)).body;
      expect(html).toContain('<title>Hear Kite — Groove</title>');
      expect(meta(html, 'name', 'description')).toBe('Kite: Dream pop.');
      expect(meta(html, 'property', 'og:site_name')).toBe('Groove');
    } finally {
      await t.services.settings.update({
        'seo.artist.title': '',
        'seo.artist.description': '',
        'branding.site_name': 'Tonearm',
      });
    }
  });
});
