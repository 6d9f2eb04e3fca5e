import type { AddressInfo } from 'node:net';
import {
  SETTINGS_MESSAGES,
  isSecretSetting,
  settingsOfTab,
  tabOfSetting,
} from '@tonearm/shared/settings/admin-settings.schemas';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { loggedMailTo } from '../../test/outgoing-mail';
import { startSmtpServer } from '../../test/smtp-server';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_REFUSAL } from './demo-mode.queries';

const SETTINGS_URL = '/api/v1/admin/settings';

interface SettingsAnswer {
  settings: Record<string, unknown>;
  environment: { mail: { source: string; transport: string; host: string | null } };
}

describe('admin settings api', () => {
  let admin: TestClient;

  const t = useTestApp();
  beforeAll(async () => {
    const user = await buildUser(t, { permissions: [{ name: 'settings.update' }] });
    admin = await loginAs(t, user);
  });
  afterEach(async () => {
    // Each test starts from a site that is not a demo and sends mail to the log.
    await t.services.settings.update({
      'site.demo': false,
      'mail.driver': 'log',
      'registration.disable': false,
    });
  });

  const put = (settings: Record<string, unknown>) =>
    admin.request({ method: 'PUT', url: SETTINGS_URL, payload: { settings } });

  it('answers every tab setting with secrets as set / not set, never their value', async () => {
    await t.services.settings.update({
      'recaptcha.secret_key': 'the-recaptcha-secret',
      'social.google.client_secret': 'the-google-secret',
    });
    const response = await admin.get(SETTINGS_URL);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('the-recaptcha-secret');
    expect(response.body).not.toContain('the-google-secret');
    const { settings, environment } = response.json<SettingsAnswer>();
    expect(settings['recaptcha.secret_key']).toEqual({ set: true });
    expect(settings['social.google.client_secret']).toEqual({ set: true });
    expect(settings['mail.password']).toEqual({ set: false });
    expect(settings['registration.disable']).toBe(false);
    expect(settings['branding.site_name']).toBe('Tonearm');
    expect(settings).not.toHaveProperty('app_key');
    expect(environment.mail).toEqual({ source: 'settings', transport: 'log', host: null });
  });

  it('counts the background jobs for the queue tab', async () => {
    t.services.jobs.define({ name: 'test.queue-tab', handler: async () => undefined });
    await t.services.jobs.enqueue('test.queue-tab', {});
    const { environment } = (await admin.get(SETTINGS_URL)).json<{
      environment: { queue: { engine: string; counts: { waiting: number } } };
    }>();
    expect(environment.queue.engine).toBe(t.config.redisUrl ? 'redis' : 'embedded');
    expect(environment.queue.counts.waiting).toBeGreaterThanOrEqual(1);
  });

  it('saves some settings and answers the new values', async () => {
    const response = await put({
      'branding.site_name': '  Night Radio ',
      'uploads.allowed_extensions': ['MP3', 'flac'],
      'registration.policies': [
        { id: 'terms', label: 'I accept the terms', action: '/pages/terms' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { settings } = response.json<SettingsAnswer>();
    expect(settings['branding.site_name']).toBe('Night Radio');
    expect(settings['uploads.allowed_extensions']).toEqual(['mp3', 'flac']);
    expect(await t.services.settings.get('registration.policies')).toEqual([
      { id: 'terms', label: 'I accept the terms', action: '/pages/terms' },
    ]);
  });

  it('refuses a bad value with field errors and saves nothing of that request', async () => {
    const before = await t.services.settings.get('branding.site_description');
    const response = await put({
      'branding.site_description': 'A new description',
      'legal.terms_url': 'javascript:alert(1)',
      'uploads.chunk_size': 10,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors['settings.legal.terms_url']).toEqual([SETTINGS_MESSAGES.urlOrPath]);
    expect(errors['settings.uploads.chunk_size']).toBeDefined();
    expect(await t.services.settings.get('branding.site_description')).toBe(before);
  });

  it('refuses names no tab edits, including server-only ones', async () => {
    for (const name of ['no.such.setting', 'app_key', 'menus']) {
      const response = await put({ [name]: 'x' });
      expect(response.statusCode, name).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        [`settings.${name}`]: [SETTINGS_MESSAGES.unknownSetting],
      });
    }
    expect(String(await t.services.settings.get('app_key'))).not.toBe('x');
    expect((await put({})).statusCode).toBe(422);
  });

  it('keeps a secret sent empty, replaces it with a new one and clears it with null', async () => {
    expect((await put({ 'mail.password': 'first-password' })).statusCode).toBe(200);
    expect(await t.services.settings.get('mail.password')).toBe('first-password');
    expect((await put({ 'mail.password': '', 'mail.username': 'mailer' })).statusCode).toBe(200);
    expect(await t.services.settings.get('mail.password')).toBe('first-password');
    const cleared = await put({ 'mail.password': null });
    expect(cleared.json<SettingsAnswer>().settings['mail.password']).toEqual({ set: false });
    expect(await t.services.settings.get('mail.password')).toBe('');
  });

  it('checks a tab whole: a rule across fields holds after a partial save', async () => {
    const refused = await put({ 'social.google.enable': true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'settings.social.google.client_id': [SETTINGS_MESSAGES.clientId],
    });
    expect(await t.services.settings.get('social.google.enable')).toBe(false);
    expect((await put({ 'social.google.client_id': 'client-123' })).statusCode).toBe(200);
    expect((await put({ 'social.google.enable': true })).statusCode).toBe(200);
    expect(await t.services.settings.get('social.google.enable')).toBe(true);
    await put({ 'social.google.enable': false });
  });

  it('refuses two policies with one id', async () => {
    const response = await put({
      'registration.policies': [
        { id: 'terms', label: 'Terms' },
        { id: 'terms', label: 'Privacy' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'settings.registration.policies.1.id': [SETTINGS_MESSAGES.duplicatePolicy],
    });
  });

  it('applies a save at once: registration closes and bootstrap data says so', async () => {
    expect((await put({ 'registration.disable': true })).statusCode).toBe(200);
    const visitor = guestClient(t);
    const bootstrap = await visitor.get('/api/v1/bootstrap-data');
    expect(
      bootstrap.json<{ bootstrapData: { settings: Record<string, unknown> } }>().bootstrapData
        .settings['registration.disable'],
    ).toBe(true);
    const register = await visitor.post('/auth/register', {
      email: 'newcomer@example.com',
      password: 'a long enough passphrase 42',
      password_confirmation: 'a long enough passphrase 42',
    });
    expect(register.statusCode).toBe(403);
  });

  it('applies a save on another instance sharing the database at once', async () => {
    const other = await buildApp(t.config, { db: t.database.db });
    try {
      await other.ready();
      const read = async () =>
        (await other.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).json<{
          bootstrapData: { settings: Record<string, unknown> };
        }>().bootstrapData.settings;
      expect((await read())['cookie_notice.enable']).toBe(true);
      expect((await put({ 'cookie_notice.enable': false })).statusCode).toBe(200);
      expect((await read())['cookie_notice.enable']).toBe(false);
    } finally {
      await other.close();
      await put({ 'cookie_notice.enable': true });
    }
  });

  describe('demo-site mode', () => {
    it('refuses to save settings on a demo site with the demo message', async () => {
      await t.services.settings.update({ 'site.demo': true });
      const response = await put({ 'branding.site_name': 'Broken demo' });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(DEMO_REFUSAL);
      expect(await t.services.settings.get('branding.site_name')).not.toBe('Broken demo');
    });

    it('lets a holder of admin turn demo mode off, and nothing else', async () => {
      const siteAdmin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'admin' }] }));
      const putAs = (client: TestClient, settings: Record<string, unknown>) =>
        client.request({ method: 'PUT', url: SETTINGS_URL, payload: { settings } });
      await t.services.settings.update({ 'site.demo': true });

      const withMore = await putAs(siteAdmin, {
        'site.demo': false,
        'branding.site_name': 'Sneaked in',
      });
      expect(withMore.statusCode).toBe(403);
      expect(withMore.json<{ message: string }>().message).toBe(DEMO_REFUSAL);
      // A settings editor without admin cannot end the demo.
      expect((await put({ 'site.demo': false })).statusCode).toBe(403);
      expect(await t.services.settings.get('site.demo')).toBe(true);
      expect(await t.services.settings.get('branding.site_name')).not.toBe('Sneaked in');

      const off = await putAs(siteAdmin, { 'site.demo': false });
      expect(off.statusCode).toBe(200);
      expect(off.json<SettingsAnswer>().settings['site.demo']).toBe(false);
      expect(await t.services.settings.get('site.demo')).toBe(false);
    });

    it("lets an admin turn demo mode off from the settings page, which saves the demo tab's other fields unchanged", async () => {
      const siteAdmin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'admin' }] }));
      await t.services.settings.update({ 'site.demo': true });
      const { settings } = (await siteAdmin.get(SETTINGS_URL)).json<SettingsAnswer>();
      const tab = settingsOfTab(tabOfSetting('site.demo')!);
      const whole = Object.fromEntries(
        tab.map((name) => [name, isSecretSetting(name) ? '' : settings[name]]),
      );
      expect(Object.keys(whole).length).toBeGreaterThan(1);
      const response = await siteAdmin.request({
        method: 'PUT',
        url: SETTINGS_URL,
        payload: { settings: { ...whole, 'site.demo': false } },
      });
      expect(response.statusCode).toBe(200);
      expect(await t.services.settings.get('site.demo')).toBe(false);
    });

    it('needs demo credentials to turn demo mode on', async () => {
      const response = await put({ 'site.demo': true, 'site.demo_email': '' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
        'settings.site.demo_email',
      ]);
    });

    it('sends the demo credentials to browsers only while demo mode is on', async () => {
      const settingsOf = async () =>
        (await guestClient(t).get('/api/v1/bootstrap-data')).json<{
          bootstrapData: { settings: Record<string, unknown> };
        }>().bootstrapData.settings;
      expect(
        (await put({ 'site.demo_email': 'demo@example.com', 'site.demo_password': 'demo-pass' }))
          .statusCode,
      ).toBe(200);
      const off = await settingsOf();
      expect(off).not.toHaveProperty('site.demo_email');
      expect(off).not.toHaveProperty('site.demo_password');
      expect((await put({ 'site.demo': true })).statusCode).toBe(200);
      const on = await settingsOf();
      expect(on['site.demo_email']).toBe('demo@example.com');
      expect(on['site.demo_password']).toBe('demo-pass');
    });
  });

  describe('test email', () => {
    const TEST_EMAIL_URL = `${SETTINGS_URL}/test-email`;

    it('writes the test email to the outgoing-email log when no SMTP server is set', async () => {
      const response = await admin.post(TEST_EMAIL_URL, { to: 'operator@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        transport: 'log',
        message: SETTINGS_MESSAGES.testEmailLogged,
      });
      const mail = await loggedMailTo(t, 'operator@example.com');
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(/^Test email from /);
    });

    it('refuses a malformed address', async () => {
      const response = await admin.post(TEST_EMAIL_URL, { to: 'not an address' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['to']);
    });

    it('sends through the SMTP server saved in the outgoing-email tab, without a restart', async () => {
      const server = await startSmtpServer();
      try {
        const saved = await put({
          'mail.driver': 'smtp',
          'mail.host': '127.0.0.1',
          'mail.port': server.port,
          'mail.encryption': 'none',
          'mail.username': 'smtp-user',
          'mail.password': 'smtp-secret',
          'mail.from_address': 'radio@example.com',
          'mail.from_name': 'Night Radio',
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json<SettingsAnswer>().environment.mail).toEqual({
          source: 'settings',
          transport: 'smtp',
          host: '127.0.0.1',
        });
        const response = await admin.post(TEST_EMAIL_URL, { to: 'smtp-check@example.com' });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ transport: string }>().transport).toBe('smtp');
        expect(server.logins).toEqual(['smtp-user:smtp-secret']);
        expect(server.received).toHaveLength(1);
        expect(server.received[0]!.from?.text).toBe('"Night Radio" <radio@example.com>');
        // The log keeps a copy of every mail, this one marked as sent through SMTP.
        expect(await loggedMailTo(t, 'smtp-check@example.com')).toMatchObject([
          { status: 'sent', transport: 'smtp' },
        ]);
      } finally {
        await server.close();
      }
    });

    it("answers 422 with the transport's message when the SMTP server cannot be reached", async () => {
      // A port nothing listens on: bind one, note it, close it.
      const probe = new SMTPServer({ disabledCommands: ['STARTTLS'] });
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.server.address() as AddressInfo;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      await put({
        'mail.driver': 'smtp',
        'mail.host': '127.0.0.1',
        'mail.port': port,
        'mail.encryption': 'none',
      });
      const response = await admin.post(TEST_EMAIL_URL, { to: 'nowhere@example.com' });
      expect(response.statusCode).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.errors.to?.[0]).toMatch(/ECONNREFUSED|connect/i);
    });
  });

  it('is refused to a user without settings.update', async () => {
    const plain = await loginAs(t, await buildUser(t));
    expect((await plain.get(SETTINGS_URL)).statusCode).toBe(403);
    expect((await guestClient(t).get(SETTINGS_URL)).statusCode).toBe(401);
  });
});
