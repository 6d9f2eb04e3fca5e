import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatternRegExp, RoutePreloads } from './route-preloads';

describe('route preloads (issue 13: a page’s code loads beside the first script)', () => {
  it('matches router patterns with optional segments', () => {
    const artist = routePatternRegExp('/artist/:artistId/:artistName?');
    expect(artist.test('/artist/1')).toBe(true);
    expect(artist.test('/artist/1/neon-harbor')).toBe(true);
    expect(artist.test('/artist/1/neon-harbor/more')).toBe(false);
    expect(artist.test('/artists')).toBe(false);
    expect(routePatternRegExp('/').test('/')).toBe(true);
    expect(routePatternRegExp('/').test('/login')).toBe(false);
    expect(routePatternRegExp('/search/:query?/:tab?').test('/search')).toBe(true);
  });

  it('lists the chunks of the page asked for, ignoring the query, and only built chunk paths', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    const file = path.join(dir, 'route-preloads.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { pattern: '/', files: ['/assets/home-1.js'] },
        {
          pattern: '/login',
          files: ['/assets/login-1.js', '"><script>alert(1)</script>', 'https://evil/x.js'],
        },
      ]),
    );
    const preloads = new RoutePreloads(file);
    expect(preloads.linksFor('/?utm=x')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
    );
    expect(preloads.linksFor('/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/login-1.js">',
    );
    expect(preloads.linksFor('/unknown/page')).toBe('');
  });

  it('does without the file (an older build)', () => {
    expect(new RoutePreloads('/nonexistent/route-preloads.json').linksFor('/')).toBe('');
  });
});
