import { screen, within } from '@testing-library/react';
import type { Menu, MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  resetTestState,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { Navbar } from './navbar';

function navbarMenu(items: MenuItem[]): Menu[] {
  return [{ id: 'primary', name: 'Primary', positions: ['navbar'], items }];
}

function item(id: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return { id, label: id, type: 'route', action: `/${id}`, ...overrides };
}

function renderNavbar(bootstrap: TestBootstrapOptions = {}) {
  return renderWithProviders(<Navbar />, { bootstrap });
}

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function navLabels(): string[] {
  return within(mainNavigation())
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Navbar for a guest', () => {
  it('shows the logo, the navbar menu items a guest may see, Login and Register', () => {
    renderNavbar();
    const logo = screen.getByRole('link', { name: 'Tonearm' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByTestId('site-logo')).toHaveAttribute('src', '/images/logo-light.svg');

    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(nav).queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Your music' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByTestId('user-menu-trigger')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows a permission-gated item when the guest role holds the permission', () => {
    renderNavbar({ guestRole: { id: 1, name: 'guests', permissions: [{ name: 'music.view' }] } });
    expect(navLabels()).toEqual(['Home', 'Search', 'Your music', 'Lyrics']);
  });

  it('hides Register when registration is disabled', () => {
    renderNavbar({ settings: { 'registration.disable': true } });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('offers the theme toggle to guests', () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });
});

describe('Navbar for a logged-in user', () => {
  it('shows the user menu trigger and the Notifications button, and no Login or Register', () => {
    renderNavbar({ user: testUser() });
    expect(screen.getByTestId('user-menu-trigger')).toHaveAccessibleName('User menu');
    expect(screen.getByTestId('user-menu-trigger')).toHaveTextContent('John Doe');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dark mode' })).not.toBeInTheDocument();
  });

  it('leaves the Notifications button out when notifications are not integrated', () => {
    renderNavbar({ user: testUser(), settings: { 'notifications.integrated': false } });
    expect(screen.getByTestId('user-menu-trigger')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows the unread notifications count on the bell', () => {
    renderNavbar({ user: testUser({ unread_notifications_count: 3 }) });
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
  });

  it('shows a user with music.view "Your music" but not "Admin area"', () => {
    renderNavbar({ user: testUser({ permissions: [{ name: 'music.view' }] }) });
    expect(navLabels()).toEqual(['Home', 'Search', 'Your music', 'Lyrics']);
  });

  it('shows an admin the "Admin area" item', () => {
    renderNavbar({ user: testUser({ permissions: [{ name: 'admin' }] }) });
    expect(within(mainNavigation()).getByRole('link', { name: 'Admin area' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it("links a {currentUser} item to the user's id", () => {
    renderNavbar({
      user: testUser({ id: 42 }),
      menus: navbarMenu([
        item('My playlists', { action: '/user/{currentUser}/playlists?owner={currentUser}' }),
      ]),
    });
    expect(screen.getByRole('link', { name: 'My playlists' })).toHaveAttribute(
      'href',
      '/user/42/playlists?owner=42',
    );
  });
});

describe('Navbar menu items', () => {
  it('opens an item of type "link" in a new window', () => {
    renderNavbar({
      menus: navbarMenu([
        item('Blog', { type: 'link', action: 'https://blog.example.com' }),
        item('Search', { action: '/search' }),
      ]),
    });
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog.getAttribute('rel')?.split(' ')).toContain('noopener');

    const search = screen.getByRole('link', { name: 'Search' });
    expect(search).not.toHaveAttribute('target');
  });

  it('marks the item of the current page as active', () => {
    renderWithProviders(<Navbar />, {
      path: '/search',
      bootstrap: {},
    });
    expect(within(mainNavigation()).getByRole('link', { name: 'Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows an item with roles only to users holding every one of them', () => {
    const menus = navbarMenu([item('Editors', { roles: [2, 5] })]);
    renderNavbar({ menus, user: testUser({ roles: [{ id: 2, name: 'users' }] }) });
    expect(navLabels()).toEqual([]);
    resetTestState();

    renderNavbar({
      menus,
      user: testUser({
        roles: [
          { id: 2, name: 'users' },
          { id: 5, name: 'editors' },
        ],
      }),
    });
    expect(navLabels()).toEqual(['Editors']);
  });

  it('never shows an item with roles to a guest', () => {
    renderNavbar({ menus: navbarMenu([item('Editors', { roles: [2] })]) });
    expect(navLabels()).toEqual([]);
  });

  it('shows an item with permissions only when every one is held', () => {
    const menus = navbarMenu([item('Upload', { permissions: ['music.create', 'music.view'] })]);
    renderNavbar({ menus, user: testUser({ permissions: [{ name: 'music.view' }] }) });
    expect(navLabels()).toEqual([]);
    resetTestState();

    renderNavbar({
      menus,
      user: testUser({ permissions: [{ name: 'music.view' }, { name: 'music.create' }] }),
    });
    expect(navLabels()).toEqual(['Upload']);
  });

  it('shows an item with settings only when every setting matches', () => {
    const menus = navbarMenu([
      item('Pricing', { settings: { 'billing.enable': true } }),
      item('Sign up', { settings: { 'registration.disable': false } }),
      item('Landing', { settings: { 'homepage.type': 'landingPage' } }),
    ]);
    renderNavbar({ menus });
    expect(navLabels()).toEqual(['Sign up']);
    resetTestState();

    renderNavbar({
      menus,
      settings: {
        'billing.enable': true,
        'registration.disable': true,
        'homepage.type': 'landingPage',
      },
    });
    expect(navLabels()).toEqual(['Pricing', 'Landing']);
  });

  it('shows "subscribed" items to subscribers and "not-subscribed" items to everyone else', () => {
    const menus = navbarMenu([
      item('Billing', { subscriptionStatus: 'subscribed' }),
      item('Upgrade', { subscriptionStatus: 'not-subscribed' }),
    ]);
    renderNavbar({ menus });
    expect(navLabels()).toEqual(['Upgrade']);
    resetTestState();

    renderNavbar({ menus, user: testUser({ subscriptions: [{ valid: false, active: false }] }) });
    expect(navLabels()).toEqual(['Upgrade']);
    resetTestState();

    renderNavbar({ menus, user: testUser({ subscriptions: [{ valid: true, active: true }] }) });
    expect(navLabels()).toEqual(['Billing']);
  });
});

describe('Navbar on small screens', () => {
  it('opens a drawer with the same menu items from the menu button', async () => {
    const { events } = renderNavbar();
    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    const drawerNav = within(drawer).getByRole('navigation');
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Search']);
    expect(within(drawer).getByRole('link', { name: 'Tonearm' })).toHaveAttribute('href', '/');
    await events.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds the "mobile-drawer" menu below the navbar items, without repeating an item', async () => {
    const { events } = renderNavbar({
      menus: [
        ...navbarMenu([item('home')]),
        {
          id: 'drawer',
          name: 'Drawer',
          positions: ['mobile-drawer'],
          items: [item('home'), item('charts'), item('secret', { permissions: ['admin.access'] })],
        },
      ],
    });
    // Only the drawer shows the drawer menu.
    expect(navLabels()).toEqual(['home']);
    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(
      within(within(drawer).getByRole('navigation'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['home', 'charts']);
  });

  it('has no menu button when the navbar menu has no visible items', () => {
    renderNavbar({ menus: [] });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(navLabels()).toEqual([]);
  });
});
