import { describe, expect, it } from 'vitest';
import { pageDataCalls } from './page-data';

describe('pageDataCalls (issue 13: the first calls of a landing page)', () => {
  it('names the calls each landing page makes first', () => {
    expect(pageDataCalls('/', {})).toEqual(['/api/v1/channels/discover?page=1&perPage=20']);
    expect(
      pageDataCalls('/?ref=x', { 'homepage.type': 'channel', 'homepage.value': 'jazz' }),
    ).toEqual(['/api/v1/channels/jazz?page=1&perPage=20']);
    expect(pageDataCalls('/artist/7/neon', {})).toEqual(['/api/v1/artists/7']);
    expect(pageDataCalls('/album/3/a/b', {})).toEqual(['/api/v1/albums/3']);
    expect(pageDataCalls('/track/9', {})).toEqual(['/api/v1/tracks/9']);
  });

  it('names none for other pages, other homepages or ids that are not numbers', () => {
    expect(pageDataCalls('/', { 'homepage.type': 'landing' })).toEqual([]);
    expect(pageDataCalls('/login', {})).toEqual([]);
    expect(pageDataCalls('/artist/..%2f..%2fusers', {})).toEqual([]);
    expect(pageDataCalls('/artist/1e9', {})).toEqual([]);
  });
});
