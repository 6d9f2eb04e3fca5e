import { act, screen, waitFor } from '@testing-library/react';
import { SPANISH_LINES } from '@tonearm/shared/localization/lines/es';
import {
  notificationSubscriptionsAnswerSchema,
  pushKeyResponseSchema,
  pushSubscribedResponseSchema,
  type UpdateSubscriptionsInput,
} from '@tonearm/shared/notifications/notifications.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { answer } from '@/test/http';
import { findProbedLocation, renderWithProviders, testUser } from '@/test/render-with-providers';
import { testSubscriptionsAnswer } from '@/test/notifications-test-data';
import { NotificationSettingsPage } from './notification-settings-page';

const BLOCKED = 'Notifications blocked. Please enable them for this site from browser settings.';

function renderSettings(subscriptions = testSubscriptionsAnswer()) {
  answer.get(
    'notifications/me/subscriptions',
    subscriptions,
    notificationSubscriptionsAnswerSchema,
  );
  const pushKey = answer.get(
    'notifications/push/key',
    { publicKey: 'BAEC' },
    pushKeyResponseSchema,
  );
  const rendered = renderWithProviders(<NotificationSettingsPage />, {
    bootstrap: { user: testUser(), settings: { 'notif.subs.integrated': true } },
    path: '/notifications/settings',
  });
  return { ...rendered, pushKey };
}

/** Saving answers with the selections sent, as the server stores them. */
function answerSave() {
  return answer.put(
    'notifications/me/subscriptions',
    (request) =>
      testSubscriptionsAnswer({
        user_selections: (request.body as UpdateSubscriptionsInput).selections,
      }),
    notificationSubscriptionsAnswerSchema,
  );
}

function answerPushSubscribed() {
  return answer.post(
    'notifications/push/subscriptions',
    { subscribed: true },
    pushSubscribedResponseSchema,
  );
}

function stubNotificationApi(answer: NotificationPermission, current: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: current, requestPermission });
  return requestPermission;
}

/**
 * A service worker registration whose push subscription the test can read; `subscribed`: this
 * browser already holds one (it was subscribed on an earlier visit).
 */
function stubPushSupport({ subscribed = false } = {}) {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve({ pushManager }),
      getRegistration: vi.fn(async () => ({ pushManager })),
    },
  });
  return { register, pushManager };
}

const browserBoxes = () =>
  screen.getAllByRole('checkbox').filter((box) => box.getAttribute('name')?.endsWith('.browser'));

describe('the notification settings page', () => {
  afterEach(() => {
    // jsdom has no service workers; the stub goes with the test.
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows each group of types against each channel, ticked as the user chose', async () => {
    renderSettings();
    expect(await screen.findByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Browser' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Social' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Billing' })).toBeInTheDocument();
    // The user's choice…
    expect(screen.getByRole('checkbox', { name: 'Someone follows me: Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Someone follows me: Browser' })).not.toBeChecked();
    // …and the defaults where they chose nothing.
    expect(
      screen.getByRole('checkbox', { name: 'I am invited to a workspace: Email' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Someone replies to my comment: Email' }),
    ).not.toBeChecked();
  });

  it("shows channels, groups and types in the user's language", async () => {
    renderSettings();
    act(() =>
      setBootstrapData({
        ...getBootstrapData(),
        i18n: { language: 'es', name: 'Español', lines: SPANISH_LINES },
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Navegador' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Alguien me sigue' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Mi suscripción termina pronto: Navegador' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Browser')).not.toBeInTheDocument();
    expect(screen.queryByText('Someone follows me')).not.toBeInTheDocument();
  });

  it('saves the choices and says "Updated preferences"', async () => {
    const { events } = renderSettings();
    const save = answerSave();
    await events.click(await screen.findByRole('checkbox', { name: 'Someone follows me: Email' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    const { path, body } = save.calls[0]!;
    expect(path).toBe('/api/v1/notifications/me/subscriptions');
    const selections = (body as { selections: { notif_id: string; channels: unknown }[] })
      .selections;
    expect(selections).toHaveLength(8);
    // This browser granted nothing: "Browser" is saved off, not the default's on.
    expect(selections).toContainEqual({
      notif_id: 'workspace.invitation',
      channels: { email: true, browser: false },
    });
    expect(selections).toContainEqual({
      notif_id: 'follower.new',
      channels: { email: false, browser: false },
    });
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ message: 'Updated preferences', type: 'positive' }),
    );
  });

  it('starts every Browser box off on a browser that has granted nothing', async () => {
    stubNotificationApi('granted', 'default');
    renderSettings(
      testSubscriptionsAnswer({
        user_selections: [{ notif_id: 'release.new', channels: { email: false, browser: true } }],
      }),
    );
    await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' });
    expect(browserBoxes()).toHaveLength(8);
    for (const box of browserBoxes()) expect(box).not.toBeChecked();
    // The email defaults are untouched.
    expect(
      screen.getByRole('checkbox', { name: 'I am invited to a workspace: Email' }),
    ).toBeChecked();
  });

  it('starts Browser boxes off when permission is granted but this browser holds no push subscription', async () => {
    stubNotificationApi('granted', 'granted');
    stubPushSupport({ subscribed: false });
    renderSettings();
    await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' });
    for (const box of browserBoxes()) expect(box).not.toBeChecked();
  });

  it('shows the stored Browser choices on a browser that already receives pushes', async () => {
    stubNotificationApi('granted', 'granted');
    stubPushSupport({ subscribed: true });
    renderSettings();
    expect(
      await screen.findByRole('checkbox', { name: 'I am invited to a workspace: Browser' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Someone follows me: Browser' })).not.toBeChecked();
  });

  it('shows the blocked message and leaves the browser box unticked when permission is denied', async () => {
    const requestPermission = stubNotificationApi('denied', 'default');
    const { events } = renderSettings();
    const box = await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' });
    await events.click(box);
    expect(requestPermission).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(box).not.toBeChecked();
  });

  it('ticks the browser box once permitted and subscribes this browser to Web Push', async () => {
    stubNotificationApi('granted', 'default');
    const { register, pushManager } = stubPushSupport();
    const pushSubscribe = answerPushSubscribed();
    const { events, pushKey } = renderSettings();
    const box = await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' });
    await events.click(box);
    expect(box).toBeChecked();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(pushSubscribe.bodies).toContainEqual({
        endpoint: 'https://push.example.com/send/abc',
        keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      }),
    );
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(pushKey.calls).not.toHaveLength(0);
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    // "BAEC" is base64url for the bytes 4, 1, 2.
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual([4, 1, 2]);
  });

  it('keeps a Browser box ticked after Save once this browser is subscribed', async () => {
    stubNotificationApi('granted', 'default');
    stubPushSupport();
    const pushSubscribe = answerPushSubscribed();
    const save = answerSave();
    const { events } = renderSettings();
    const name = 'Someone follows me: Browser';
    await events.click(await screen.findByRole('checkbox', { name }));
    await waitFor(() => expect(pushSubscribe.calls).not.toHaveLength(0));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Updated preferences'));
    expect(screen.getByRole('checkbox', { name })).toBeChecked();
  });

  it('keeps the browser channel and says so when this browser cannot take Web Push', async () => {
    stubNotificationApi('granted', 'granted');
    const { events } = renderSettings();
    const box = await screen.findByRole('checkbox', { name: 'Someone follows me: Browser' });
    await events.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        message: 'Could not subscribe this browser to push notifications.',
        type: 'danger',
      }),
    );
  });

  it('turns the browser channel off without asking anything', async () => {
    const requestPermission = stubNotificationApi('granted', 'granted');
    stubPushSupport({ subscribed: true });
    const { events } = renderSettings(
      testSubscriptionsAnswer({
        user_selections: [{ notif_id: 'release.new', channels: { email: false, browser: true } }],
      }),
    );
    const box = await screen.findByRole('checkbox', {
      name: 'An artist I follow releases new music: Browser',
    });
    expect(box).toBeChecked();
    await events.click(box);
    expect(box).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('goes home when the server offers nothing to subscribe to', async () => {
    renderSettings(testSubscriptionsAnswer({ subscriptions: [], user_selections: [] }));
    expect(await findProbedLocation()).toBe('/');
  });
});
