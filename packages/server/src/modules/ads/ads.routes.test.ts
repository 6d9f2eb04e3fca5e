import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const SNIPPETS = {
  'ads.enable': true,
  'ads.general_top': '<div id="ad">Buy vinyl</div><script>document.title = "ad"</script>',
  'ads.general_bottom': '',
  'ads.artist_top': '<p>Artist top ad</p>',
  'ads.artist_bottom': '',
  'ads.album_above': '',
};

/** Ad slots edited by settings.update, sent only to visitors who see ads. */
describe('ads', () => {
  let admin: TestClient;
  let free: TestClient;
  let adFree: TestClient;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    admin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'settings.update' }] }));
    free = await loginAs(t, await buildUser(t));
    adFree = await loginAs(t, await buildUser(t, { permissions: [{ name: 'ads.hide' }] }));
  });

  const save = (body: object) =>
    admin.request({ method: 'PUT', url: '/api/v1/admin/ads', payload: body });

  it('the admin saves the slots and the switch; the snippets are not public settings', async () => {
    const saved = await save(SNIPPETS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ads: SNIPPETS });
    expect((await admin.get('/api/v1/admin/ads')).json()).toEqual({ ads: SNIPPETS });
    const bootstrap = await guestClient(t).get('/api/v1/bootstrap-data');
    expect(bootstrap.body).not.toContain('Buy vinyl');
    expect(bootstrap.json()).toMatchObject({ bootstrapData: { settings: { 'ads.enable': true } } });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await admin.get('/api/v1/admin/ads')).json<unknown>();
    for (const body of [
      { ...SNIPPETS, 'ads.artist_top': 'x'.repeat(20_001) },
      { ...SNIPPETS, 'ads.enable': 'yes' },
      { ...SNIPPETS, 'ads.album_above': 12 },
      { 'ads.enable': true },
    ]) {
      const response = await save(body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors).length).toBeGreaterThan(0);
    }
    const tooLong = await save({ ...SNIPPETS, 'ads.artist_top': 'x'.repeat(20_001) });
    expect(tooLong.json()).toMatchObject({
      errors: { 'ads.artist_top': ['The ad code may not be longer than 20,000 characters.'] },
    });
    expect((await admin.get('/api/v1/admin/ads')).json()).toEqual(before);
  });

  it('guests and free users get the filled slots; ad-free users get none', async () => {
    await save(SNIPPETS);
    for (const client of [guestClient(t), free]) {
      const slots = (await client.get('/api/v1/ads')).json<{ slots: Record<string, string> }>()
        .slots;
      expect(Object.keys(slots).sort()).toEqual(['artist_top', 'general_top']);
      expect(slots.general_top).toMatch(/^[0-9a-f]{16}$/);
    }
    expect((await adFree.get('/api/v1/ads')).json()).toEqual({ slots: {} });
  });

  it('serves a slot as a sandboxed document of its own, never to ad-free users', async () => {
    await save(SNIPPETS);
    const frame = await free.get('/api/v1/ads/general_top/frame?v=1');
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.body).toContain('<div id="ad">Buy vinyl</div>');
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts allow-popups/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");

    const refused = await adFree.get('/api/v1/ads/general_top/frame');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Buy vinyl');
    expect((await free.get('/api/v1/ads/general_bottom/frame')).statusCode).toBe(404);
    expect((await free.get('/api/v1/ads/sidebar/frame')).statusCode).toBe(422);
  });

  it('sends nothing while ads are switched off', async () => {
    await save({ ...SNIPPETS, 'ads.enable': false });
    expect((await free.get('/api/v1/ads')).json()).toEqual({ slots: {} });
    expect((await free.get('/api/v1/ads/general_top/frame')).statusCode).toBe(404);
  });
});
