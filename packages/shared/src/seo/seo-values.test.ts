import { describe, expect, it } from 'vitest';
import { SEO_SETTINGS } from './seo-settings';
import { plainText, seoTitleOf, SEO_VALUES } from './seo-values';

describe('seoTitleOf', () => {
  const settings = { 'branding.site_name': 'Groove' };

  it('fills the default template of each type from the entity its page shows', () => {
    expect(
      seoTitleOf('track', { name: 'Naima', artists: [{ name: 'John Coltrane' }] }, settings),
    ).toBe('Naima by John Coltrane | Groove');
    expect(seoTitleOf('user', { name: 'Ada' }, settings)).toBe('Ada | Groove');
    expect(seoTitleOf('custom_page', { title: 'About us', body: '<p>Hi</p>' }, settings)).toBe(
      'About us | Groove',
    );
  });

  it("prefers the page's own SEO title, then the operator's template", () => {
    expect(seoTitleOf('channel', { name: 'Discover' }, settings, 'Fresh picks')).toBe(
      'Fresh picks',
    );
    expect(
      seoTitleOf(
        'artist',
        { name: 'Nina' },
        { ...settings, 'seo.artist.title': 'Hear {{artist.name}}' },
      ),
    ).toBe('Hear Nina');
  });
});

describe('SEO_VALUES', () => {
  it('reads descriptions as plain text', () => {
    expect(SEO_VALUES.artist({ name: 'Nina', bio: '<p>Jazz &amp; soul</p>' })['artist.bio']).toBe(
      'Jazz & soul',
    );
    expect(plainText('<script>x</script><b>a</b>  b')).toBe('a b');
  });
});

describe('SEO_SETTINGS', () => {
  it('makes the title templates public (the app names tabs with them), not the descriptions', () => {
    expect(SEO_SETTINGS['seo.album.title'].public).toBe(true);
    expect(SEO_SETTINGS['seo.album.description'].public).toBe(false);
  });
});
