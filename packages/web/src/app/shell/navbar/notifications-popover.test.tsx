import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  resetTestState,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { NotificationsPopover } from './notifications-popover';

afterEach(resetTestState);

async function openPopover(unread = 0, bootstrap: TestBootstrapOptions = {}) {
  const user = testUser({ unread_notifications_count: unread });
  const rendered = renderWithProviders(<NotificationsPopover user={user} />, {
    bootstrap: { user, ...bootstrap },
  });
  await rendered.events.click(screen.getByRole('button', { name: 'Notifications' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...rendered, panel };
}

describe('NotificationsPopover', () => {
  it('opens a "Notifications" panel with "Mark all as read"', async () => {
    const { panel } = await openPopover(2);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('disables "Mark all as read" when nothing is unread', async () => {
    const { panel } = await openPopover(0);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the unread count on the bell only when there is one', () => {
    const user = testUser({ unread_notifications_count: 5 });
    renderWithProviders(<NotificationsPopover user={user} />, { bootstrap: { user } });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('5');
    resetTestState();

    const none = testUser({ unread_notifications_count: 0 });
    renderWithProviders(<NotificationsPopover user={none} />, { bootstrap: { user: none } });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('shows the "Hang tight!" empty state', async () => {
    const { panel } = await openPopover();
    expect(within(panel).getByText('Hang tight!')).toBeInTheDocument();
    expect(
      within(panel).getByText('Notifications will start showing up here soon.'),
    ).toBeInTheDocument();
  });

  it('links to the notification settings only when subscriptions are integrated', async () => {
    const { panel } = await openPopover(0, { settings: { 'notif.subs.integrated': false } });
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    resetTestState();

    const { panel: integrated } = await openPopover(0, {
      settings: { 'notif.subs.integrated': true },
    });
    expect(within(integrated).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
  });
});
