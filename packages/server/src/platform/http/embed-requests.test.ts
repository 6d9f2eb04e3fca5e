import { COOKIES } from '@tonearm/shared/constants';
import { describe, expect, it } from 'vitest';
import { useWebApp } from '../../test/use-test-app';

const HOST = 'tonearm.test';

function setCookies(headers: Record<string, string | string[] | number | undefined>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

describe('embeds set no cookie', () => {
  const t = useWebApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  it('serves the track and album embed pages without Set-Cookie', async () => {
    for (const url of ['/track/1/some-song/embed', '/album/2/some-band/some-album/embed']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(setCookies(response.headers)).toEqual([]);
    }
  });

  it("answers an embed page's API calls without Set-Cookie", async () => {
    const response = await get('/api/v1/health', {
      referer: `http://${HOST}/track/1/some-song/embed`,
    });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response.headers)).toEqual([]);
  });

  it('still hands out the XSRF token to the other pages and their calls', async () => {
    for (const [url, referer] of [
      ['/track/1/some-song', undefined],
      ['/api/v1/health', undefined],
      ['/api/v1/health', `http://${HOST}/track/1/some-song`],
      // Another site's page at an embed-like address says nothing about who calls.
      ['/api/v1/health', 'http://elsewhere.test/track/1/some-song/embed'],
    ] as const) {
      const response = await get(url, referer ? { referer } : {});
      expect(
        setCookies(response.headers).some((cookie) => cookie.startsWith(`${COOKIES.xsrf}=`)),
      ).toBe(true);
    }
  });
});
