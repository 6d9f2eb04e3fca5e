import { screen, waitFor, within } from '@testing-library/react';
import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getActiveWorkspaceId, setActiveWorkspaceId } from '@/lib/active-workspace';
import { isInAppearanceEditor } from '@/lib/appearance-editor';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { readCookie } from '@/lib/cookies';
import {
  findProbedLocation,
  mockMatchMedia,
  renderWithProviders,
  resetTestState,
  testBootstrapData,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { UserMenu } from './user-menu';
import { answer, apiUrl, fail, sentRequests } from '@/test/http';

vi.mock('@/lib/appearance-editor', () => ({ isInAppearanceEditor: vi.fn() }));

beforeEach(() => vi.mocked(isInAppearanceEditor).mockReturnValue(false));

function userMenuItems(items: MenuItem[]): Menu[] {
  return [{ id: 'user-menu', name: 'User menu', positions: ['user-menu'], items }];
}

async function openUserMenu(user: User = testUser(), bootstrap: TestBootstrapOptions = {}) {
  const rendered = renderWithProviders(<UserMenu user={user} />, {
    bootstrap: { user, ...bootstrap },
  });
  await rendered.events.click(screen.getByTestId('user-menu-trigger'));
  const menu = await screen.findByRole('menu', { name: 'User menu' });
  return { ...rendered, menu };
}

function itemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('UserMenu', () => {
  it('shows the name and email above the default items', async () => {
    const { menu } = await openUserMenu();
    const popover = menu.parentElement!;
    expect(within(popover).getByText('John Doe')).toBeInTheDocument();
    expect(within(popover).getByText('john@example.com')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual(['Account settings', 'Profile page', 'Dark mode', 'Log out']);
  });

  it('lists the custom "user-menu" items, resolving {currentUser} and hiding those the user may not see', async () => {
    const { menu } = await openUserMenu(testUser({ id: 42 }), {
      menus: userMenuItems([
        {
          id: 'uploads',
          label: 'My uploads',
          type: 'route',
          action: '/user/{currentUser}/uploads',
        },
        {
          id: 'admin',
          label: 'Admin area',
          type: 'route',
          action: '/admin',
          permissions: ['admin.access'],
        },
        { id: 'help', label: 'Help center', type: 'link', action: 'https://help.example.com' },
      ]),
    });
    expect(itemNames(menu)).toEqual([
      'My uploads',
      'Help center',
      'Profile page',
      'Dark mode',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My uploads' })).toHaveAttribute(
      'href',
      '/user/42/uploads',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Help center' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('keeps the absolute URL of a custom "link" item', async () => {
    const { menu } = await openUserMenu(testUser(), {
      menus: userMenuItems([
        { id: 'help', label: 'Help center', type: 'link', action: 'https://help.example.com' },
      ]),
    });
    expect(within(menu).getByRole('menuitem', { name: 'Help center' })).toHaveAttribute(
      'href',
      'https://help.example.com',
    );
  });

  it('links "Profile page" to /user/{id}/{slug} and navigates there in the app', async () => {
    const { menu, events } = await openUserMenu(testUser({ id: 9, name: 'Zoë Adams' }));
    const profile = within(menu).getByRole('menuitem', { name: 'Profile page' });
    expect(profile).toHaveAttribute('href', '/user/9/zoe-adams');
    await events.click(profile);
    expect(await findProbedLocation()).toBe('/user/9/zoe-adams');
  });

  it('lists "Billing" only for a user with a valid subscription', async () => {
    const subscriber = testUser({ subscriptions: [{ valid: true, active: true }] });
    const { menu } = await openUserMenu(subscriber);
    expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    resetTestState();

    const lapsed = testUser({ subscriptions: [{ valid: false, active: false }] });
    const { menu: lapsedMenu } = await openUserMenu(lapsed);
    expect(within(lapsedMenu).queryByRole('menuitem', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('lists "Notifications" only on mobile', async () => {
    const { menu } = await openUserMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Notifications' })).not.toBeInTheDocument();
    resetTestState();

    mockMatchMedia(['(max-width: 767px)']);
    const { menu: mobileMenu } = await openUserMenu();
    expect(within(mobileMenu).getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('leaves "Notifications" out on mobile while notifications are not integrated', async () => {
    mockMatchMedia(['(max-width: 767px)']);
    const { menu } = await openUserMenu(testUser(), {
      settings: { 'notifications.integrated': false },
    });
    expect(within(menu).queryByRole('menuitem', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('hides the theme toggle when users may not change the theme', async () => {
    const { menu } = await openUserMenu(testUser(), { settings: { 'themes.user_change': false } });
    expect(itemNames(menu)).toEqual(['Account settings', 'Profile page', 'Log out']);
  });

  it('labels the theme toggle by the active theme and switches it', async () => {
    document.cookie = 'theme=dark; path=/';
    const { menu, events } = await openUserMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Dark mode' })).not.toBeInTheDocument();
    await events.click(within(menu).getByRole('menuitem', { name: 'Light mode' }));
    expect(readCookie('theme')).toBe('light');

    await events.click(screen.getByTestId('user-menu-trigger'));
    const reopened = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(reopened).getByRole('menuitem', { name: 'Dark mode' })).toBeInTheDocument();
  });
});

describe('UserMenu "Log out"', () => {
  it('posts auth/logout, replaces the bootstrap data, clears the cache and goes to /login', async () => {
    const guestData = testBootstrapData({ user: null });
    const post = answer.post('*', { bootstrapData: guestData });
    const { menu, events, queryClient } = await openUserMenu();
    queryClient.setQueryData(['user-workspaces'], ['cached']);
    setActiveWorkspaceId(3);

    await events.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await findProbedLocation()).toBe('/login');
    expect(getActiveWorkspaceId()).toBe(0);
    // Besides the visit beacon of the page change, the one call is the logout.
    const posts = post.calls.filter((request) => request.path !== apiUrl('visits'));
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      [apiUrl('auth/logout'), undefined],
    ]);
    expect(getBootstrapData()).toEqual(guestData);
    expect(queryClient.getQueryData(['user-workspaces'])).toBeUndefined();
  });

  it('keeps the user where they are and shows the error when logging out fails', async () => {
    fail.post('*', 500, { message: 'The server is on a break.' });
    const { menu, events } = await openUserMenu();
    const before = getBootstrapData();

    await events.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(toastStore.get()?.message).toBe('The server is on a break.'));
    expect(toastStore.get()?.type).toBe('danger');
    expect(getBootstrapData()).toBe(before);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('refuses inside the appearance editor, without a call, with a danger toast', async () => {
    vi.mocked(isInAppearanceEditor).mockReturnValue(true);
    const { menu, events } = await openUserMenu();
    const before = getBootstrapData();

    await events.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(toastStore.get()).toMatchObject({
      message: "Can't logout while in appearance editor.",
      type: 'danger',
    });
    expect(sentRequests('post')).toEqual([]);
    expect(getBootstrapData()).toBe(before);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
