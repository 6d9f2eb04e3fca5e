import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestClient } from '../../test/factories';
import { useStarted } from '../../test/use-started';
import { useTestApp } from '../../test/use-test-app';

/** A stand-in for Google's siteverify: "human-token" passes, "low-score" scores 0.1. */
function startFakeSiteverify() {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response');
      const ok = form.get('secret') === 'test-secret' && token !== 'bot-token';
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          success: ok,
          score: token === 'low-score' ? 0.1 : 0.9,
          action: 'register',
        }),
      );
    });
  });
  return new Promise<{ url: string; calls: URLSearchParams[]; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/siteverify`, calls, close: () => server.close() });
    });
  });
}

describe('reCAPTCHA', () => {
  const fake = useStarted(startFakeSiteverify, (siteverify) => siteverify.close());
  const t = useTestApp(() => ({ RECAPTCHA_VERIFY_URL: fake.url }));
  beforeAll(async () => {
    await t.services.settings.update({
      'recaptcha.site_key': 'site-key',
      'recaptcha.secret_key': 'test-secret',
    });
  });

  it('POST api/v1/recaptcha/verify answers success for a human token', async () => {
    const response = await guestClient(t).post('/api/v1/recaptcha/verify', {
      token: 'human-token',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(fake.calls.at(-1)!.get('response')).toBe('human-token');
    expect(fake.calls.at(-1)!.get('secret')).toBe('test-secret');
  });

  it('answers success false for a refused token and for a low score', async () => {
    for (const token of ['bot-token', 'low-score']) {
      const response = await guestClient(t).post('/api/v1/recaptcha/verify', { token });
      expect(response.json()).toEqual({ success: false });
    }
  });

  it('refuses a missing token with 422', async () => {
    const response = await guestClient(t).post('/api/v1/recaptcha/verify', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { token: [AUTH_MESSAGES.required] } });
  });

  it('re-checks the token in register when enabled: 422 "Could not verify you are human."', async () => {
    await t.services.settings.update({ 'recaptcha.enable.register': true });
    const body = {
      email: 'human-check@example.com',
      password: 'a long unusual passphrase',
      password_confirmation: 'a long unusual passphrase',
    };
    const refused = await guestClient(t).post('/auth/register', {
      ...body,
      recaptcha_token: 'bot-token',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.notHuman });
    const missing = await guestClient(t).post('/auth/register', body);
    expect(missing.statusCode).toBe(422);
    const accepted = await guestClient(t).post('/auth/register', {
      ...body,
      recaptcha_token: 'human-token',
    });
    expect(accepted.statusCode).toBe(200);
  });
});
