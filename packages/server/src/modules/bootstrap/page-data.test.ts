import { describe, expect, it } from 'vitest';
import { firstScreenImage, pageDataCalls } from './page-data';

describe('pageDataCalls (the first calls of a landing page)', () => {
  it('names the calls each landing page makes first', () => {
    expect(pageDataCalls('/', {})).toEqual(['/api/v1/channels/discover?page=1&perPage=20']);
    expect(
      pageDataCalls('/?ref=x', { 'homepage.type': 'channel', 'homepage.value': 'jazz' }),
    ).toEqual(['/api/v1/channels/jazz?page=1&perPage=20']);
    expect(pageDataCalls('/artist/7/neon', {})).toEqual(['/api/v1/artists/7']);
    expect(pageDataCalls('/album/3/a/b', {})).toEqual(['/api/v1/albums/3']);
    expect(pageDataCalls('/track/9', {})).toEqual(['/api/v1/tracks/9']);
    expect(pageDataCalls('/channel/jazz', {})).toEqual(['/api/v1/channels/jazz?page=1&perPage=20']);
    expect(pageDataCalls('/channel/genre/hip%20hop', {})).toEqual([
      '/api/v1/channels/genre?page=1&perPage=20&restriction=hip%20hop',
    ]);
  });

  it('names none for other pages, other homepages or ids that are not numbers', () => {
    expect(pageDataCalls('/', { 'homepage.type': 'landing' })).toEqual([]);
    expect(pageDataCalls('/login', {})).toEqual([]);
    expect(pageDataCalls('/artist/..%2f..%2fusers', {})).toEqual([]);
    expect(pageDataCalls('/artist/1e9', {})).toEqual([]);
  });

  it('picks the image of the first screen: a header image or the home channel’s first cover', () => {
    const album = (image: string | null) => ({ id: 1, name: 'A', image });
    const section = (layout: string, data: unknown[], contentType = 'albums') => ({
      layout,
      content_type: contentType,
      content: { pagination: { data } },
    });
    const home = (...sections: unknown[]) => ({
      '/api/v1/channels/discover?page=1&perPage=20': {
        channel: section('list', sections, 'channels'),
      },
    });
    expect(firstScreenImage({ '/api/v1/artists/1': { artist: { image: '/img/a.svg' } } })).toBe(
      '/img/a.svg',
    );
    expect(firstScreenImage({ '/api/v1/albums/1': { album: album('https://cdn.x/b.jpg') } })).toBe(
      'https://cdn.x/b.jpg',
    );
    expect(
      firstScreenImage({ '/api/v1/tracks/1': { track: { image: null, album: album('/t.jpg') } } }),
    ).toBe('/t.jpg');
    // An empty section renders nothing: the first cover is the next section's.
    expect(
      firstScreenImage(home(section('carousel', []), section('grid', [album('/c.svg')]))),
    ).toBe('/c.svg');
    // Lists show small covers and genres none: no preload.
    expect(firstScreenImage(home(section('list', [album('/d.svg')])))).toBeNull();
    expect(firstScreenImage(home(section('carousel', [album('/e.svg')], 'genres')))).toBeNull();
    expect(firstScreenImage({})).toBeNull();
  });

  it('never turns an image address into markup or a protocol-relative preload', () => {
    const artist = (image: unknown) => ({ '/api/v1/artists/1': { artist: { image } } });
    expect(firstScreenImage(artist('"><script>alert(1)</script>'))).toBeNull();
    expect(firstScreenImage(artist('//evil.example/x.png'))).toBeNull();
    expect(firstScreenImage(artist('javascript:alert(1)'))).toBeNull();
    expect(firstScreenImage(artist(42))).toBeNull();
  });
});
