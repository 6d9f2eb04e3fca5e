import { screen, waitFor } from '@testing-library/react';
import type { AdminSettingsResponse } from '@tonearm/shared/settings/admin-settings.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { EnvironmentFacts } from './environment-facts';
import { SettingsTabForm } from './settings-tab-form';
import { answer, fail, sentRequests } from '@/test/http';

afterEach(resetTestState);

const ENVIRONMENT: AdminSettingsResponse['environment'] = {
  mail: { source: 'settings', transport: 'log', host: null },
  database: 'sqlite',
  storage: { driver: 'local' },
  redis: false,
  queue: {
    engine: 'embedded',
    built: true,
    counts: { waiting: 2, active: 1, failed: 3, done: 40 },
  },
  realtime: {
    fanout: 'single-instance',
    built: true,
    vapidPublicKey: 'BPublicKeyForTheTest',
    vapidSource: 'settings',
  },
  cache: { store: 'memory' },
  search: { engine: 'sqlite-fts5' },
};

function settingsAnswer(settings: Record<string, unknown>): AdminSettingsResponse {
  return { settings, environment: ENVIRONMENT };
}

const RECAPTCHA = {
  'recaptcha.site_key': 'site-key',
  'recaptcha.secret_key': { set: true },
  'recaptcha.enable.register': false,
  'recaptcha.enable.contact': false,
};

function renderTab(tab: 'recaptcha' | 'gdpr' | 'websockets', settings: Record<string, unknown>) {
  return renderWithProviders(
    <SettingsTabForm
      tab={tab}
      data={settingsAnswer(settings)}
      dynamicOptions={{ themes: [], locales: [] }}
    />,
    { bootstrap: {} },
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('SettingsTabForm', () => {
  it('shows the VAPID public key as it is in the websockets tab’s server facts', () => {
    renderWithProviders(<EnvironmentFacts panels={['realtime']} environment={ENVIRONMENT} />, {
      bootstrap: {},
    });
    expect(screen.getByTestId('verbatim-fact')).toHaveTextContent('BPublicKeyForTheTest');
    expect(screen.getByText('Web Push public key (VAPID)')).toBeInTheDocument();
  });

  it('shows the job queue’s engine and counts on the queue tab', () => {
    renderWithProviders(<EnvironmentFacts panels={['queue']} environment={ENVIRONMENT} />, {
      bootstrap: {},
    });
    expect(screen.getByText('Embedded (a jobs table)')).toBeInTheDocument();
    for (const [label, value] of [
      ['Waiting', '2'],
      ['Running', '1'],
      ['Failed', '3'],
      ['Finished', '40'],
    ] as const) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(value);
    }
  });

  it('edits the notification switches on the websockets tab', async () => {
    const settings = { 'notifications.integrated': true, 'notif.subs.integrated': true };
    const put = answer.put('*', settingsAnswer({ ...settings, 'notif.subs.integrated': false }));
    const { events } = renderTab('websockets', settings);
    expect(screen.getByRole('switch', { name: /^Enable notifications/ })).toBeChecked();
    await events.click(
      screen.getByRole('switch', { name: /^Let users choose their notifications/ }),
    );
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await events.click(saveButton());
    await waitFor(() => expect(sentRequests('put')).not.toEqual([]));
    expect(put.bodies[0]).toEqual({
      settings: { 'notifications.integrated': true, 'notif.subs.integrated': false },
    });
  });

  it('enables Save only once something changed, and removes a secret with null', async () => {
    const put = answer.put(
      '*',
      settingsAnswer({ ...RECAPTCHA, 'recaptcha.secret_key': { set: false } }),
    );
    const { events } = renderTab('recaptcha', RECAPTCHA);
    expect(screen.getByTestId('setting-recaptcha-secret_key-status')).toHaveTextContent('Set');
    expect(saveButton()).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('setting-recaptcha-secret_key-status')).toHaveTextContent(
      'Will be removed on save',
    );
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await events.click(saveButton());
    await waitFor(() => expect(sentRequests('put')).not.toEqual([]));
    expect(put.bodies[0]).toEqual({
      settings: { ...RECAPTCHA, 'recaptcha.secret_key': null },
    });
    // The form starts again from the saved values: nothing left to save.
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('keeps Save disabled while a rule of the tab fails', async () => {
    const { events } = renderTab('recaptcha', { ...RECAPTCHA, 'recaptcha.site_key': '' });
    await events.click(screen.getByRole('switch', { name: 'Registration' }));
    expect(await screen.findByText('Enter the site key to enable reCAPTCHA.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's field errors on the fields and updates the page's public settings", async () => {
    const gdpr = {
      'cookie_notice.enable': true,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button': { label: 'Learn more', action: '' },
      'legal.privacy_policy_url': '',
      'legal.terms_url': '',
      'legal.contact_url': '',
    };
    fail.put(
      '*',
      422,
      {
        message: 'Too long',
        errors: { 'settings.cookie_notice.button.label': ['Too long'] },
      },
      { once: true },
    );
    const { events } = renderTab('gdpr', gdpr);
    await events.click(screen.getByRole('switch', { name: 'Show the cookie notice' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await events.click(saveButton());
    expect(await screen.findByText('Too long')).toBeInTheDocument();

    answer.put('*', settingsAnswer({ ...gdpr, 'cookie_notice.enable': false }));
    await events.clear(screen.getByRole('textbox', { name: 'Link label' }));
    await events.type(screen.getByRole('textbox', { name: 'Link label' }), 'Privacy');
    await events.click(saveButton());
    await waitFor(() => expect(getBootstrapData().settings['cookie_notice.enable']).toBe(false));
  });
});
