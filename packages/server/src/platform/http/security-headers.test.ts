import { describe, expect, it } from 'vitest';
import { guestClient } from '../../test/factories';
import { useWebApp } from '../../test/use-test-app';
import { useTestApp } from '../../test/use-test-app';

/** `{directive: [sources]}` from a Content-Security-Policy header. */
function parseCsp(header: unknown): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

function styleNonceOf(csp: Record<string, string[]>): string {
  const nonce = csp['style-src']?.find((source) => source.startsWith("'nonce-"));
  if (!nonce) throw new Error('style-src carries no nonce');
  return nonce.slice("'nonce-".length, -1);
}

describe('security headers', () => {
  const t = useWebApp();

  it('sends a Content-Security-Policy that allows only our own origin', async () => {
    const csp = parseCsp(
      (await guestClient(t).get('/api/v1/health')).headers['content-security-policy'],
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it("lets images load from other web origins (a provider's avatar, an avatar URL)", async () => {
    const csp = parseCsp(
      (await guestClient(t).get('/api/v1/health')).headers['content-security-policy'],
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(csp['script-src']).not.toContain('https:');
  });

  it('lets other sites frame only the two embed pages', async () => {
    const page = await guestClient(t).get('/album/1/artist/name');
    expect(parseCsp(page.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
    ]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/track/1/song/embed', '/album/1/artist/name/embed?autoplay=1']) {
      const embed = await guestClient(t).get(url);
      expect(embed.statusCode).toBe(200);
      expect(parseCsp(embed.headers['content-security-policy'])['frame-ancestors']).toEqual(['*']);
      expect(embed.headers['x-frame-options']).toBeUndefined();
    }
    const api = await guestClient(t).get('/api/v1/track/1/song/embed');
    expect(parseCsp(api.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it("lets a page's Stripe.js load, frame and call Stripe only while the Stripe gateway is on", async () => {
    const page = async () =>
      parseCsp((await guestClient(t).get('/')).headers['content-security-policy']);
    const stripeOrigins = [
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://api.stripe.com',
    ];
    const mentionsStripe = (csp: Record<string, string[]>) =>
      Object.values(csp).some((sources) => sources.some((s) => stripeOrigins.includes(s)));
    expect(mentionsStripe(await page())).toBe(false);
    await t.services.settings.update({ 'billing.enable': true, 'billing.stripe.enable': true });
    try {
      const csp = await page();
      expect(csp['script-src']).toContain('https://js.stripe.com');
      expect(csp['frame-src']).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(csp['connect-src']).toContain('https://api.stripe.com');
      // API answers keep the static policy.
      const api = await guestClient(t).get('/api/v1/health');
      expect(mentionsStripe(parseCsp(api.headers['content-security-policy']))).toBe(false);
      // Billing off: the gateway flag alone opens nothing.
      await t.services.settings.update({ 'billing.enable': false });
      expect(mentionsStripe(await page())).toBe(false);
    } finally {
      await t.services.settings.update({ 'billing.enable': false, 'billing.stripe.enable': false });
    }
  });

  it('allows scripts only from our origin and reCAPTCHA, never inline or eval', async () => {
    const csp = parseCsp((await guestClient(t).get('/')).headers['content-security-policy']);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(
      csp['script-src']!.every(
        (source) =>
          source === "'self'" ||
          source.startsWith("'nonce-") ||
          // reCAPTCHA v3, by path: nothing else of those hosts.
          source === 'https://www.google.com/recaptcha/' ||
          source === 'https://www.gstatic.com/recaptcha/',
      ),
    ).toBe(true);
  });

  it('allows styles from our origin plus a per-request nonce', async () => {
    const first = parseCsp((await guestClient(t).get('/')).headers['content-security-policy']);
    const second = parseCsp((await guestClient(t).get('/')).headers['content-security-policy']);
    expect(first['style-src']).toContain("'self'");
    expect(first['style-src']).not.toContain("'unsafe-inline'");
    expect(styleNonceOf(first)).toMatch(/^[\w+/=-]{16,}$/);
    expect(styleNonceOf(first)).not.toBe(styleNonceOf(second));
  });

  it('sends X-Content-Type-Options nosniff and a Referrer-Policy', async () => {
    const response = await guestClient(t).get('/api/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the headers on error answers too', async () => {
    const response = await guestClient(t).get('/api/v1/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(parseCsp(response.headers['content-security-policy'])['default-src']).toEqual([
      "'self'",
    ]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("gives the index page's <style> and csp-nonce <meta> the header's style nonce", async () => {
    const response = await guestClient(t).get('/');
    const nonce = styleNonceOf(parseCsp(response.headers['content-security-policy']));
    expect(response.body).toContain(`<meta name="csp-nonce" nonce="${nonce}">`);
    expect(response.body).toMatch(
      new RegExp(`<style nonce="${nonce.replace(/[+/=]/g, '\\$&')}" id="initial-theme">[^<]*--`),
    );
  });

  it('does not send HSTS over plain http', async () => {
    const response = await guestClient(t).get('/api/v1/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind https', () => {
  const t = useTestApp({ APP_URL: 'https://music.example.com' });

  it('sends HSTS and asks browsers to upgrade insecure requests', async () => {
    const response = await guestClient(t).get('/api/v1/health');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
    expect(parseCsp(response.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
