import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { IndexPageRenderer } from './index-page';
import { routePatternRegExp, RoutePreloads } from './route-preloads';

describe('route preloads (a page’s code loads beside the first script)', () => {
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

  it('preloads the landing page on `/` for a guest when it is the homepage, and only then', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><title>x</title><!--app-head--></head><body><!--app-bootstrap--></body></html>',
    );
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '/', files: ['/assets/home-1.js'] },
        { pattern: '/landing', files: ['/assets/landing-1.js'] },
      ]),
    );
    const renderer = new IndexPageRenderer(path.join(dir, 'index.html'));
    const data = (homepage: string, user: unknown = null) =>
      ({
        user,
        settings: { 'homepage.type': homepage },
        themes: { all: [], selectedThemeId: null },
        i18n: { language: 'en', name: 'English', lines: {} },
      }) as unknown as BootstrapData;
    const landing = '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">';
    expect(renderer.render(data('landingPage'), 'n', '/?ref=x')).toContain(landing);
    expect(renderer.render(data('landingPage'), 'n', '/')).toContain('/assets/home-1.js');
    expect(renderer.render(data('channel'), 'n', '/')).not.toContain(landing);
    expect(renderer.render(data('landingPage', { id: 1 }), 'n', '/')).not.toContain(landing);
    expect(renderer.render(data('landingPage'), 'n', '/login')).not.toContain(landing);
  });
});
