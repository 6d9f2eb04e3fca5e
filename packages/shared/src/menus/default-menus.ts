import type { Menu } from './menus.schemas';

/** Menus seeded on a new install: the navbar's primary menu and the auth page footer. */
export const DEFAULT_MENUS: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['navbar'],
    items: [
      { id: 'home', label: 'Home', type: 'route', action: '/', icon: 'home' },
      { id: 'search', label: 'Search', type: 'route', action: '/search', icon: 'search' },
      {
        id: 'library',
        label: 'Your music',
        type: 'route',
        action: '/library',
        icon: 'library',
        permissions: ['music.view'],
      },
      {
        id: 'lyrics',
        label: 'Lyrics',
        type: 'route',
        action: '/lyrics',
        icon: 'mic',
        permissions: ['music.view'],
      },
      {
        id: 'admin',
        label: 'Admin area',
        type: 'route',
        action: '/admin',
        icon: 'shield',
        permissions: ['admin.access'],
      },
    ],
  },
  {
    id: 'auth-page-footer',
    name: 'Footer',
    positions: ['auth-page-footer', 'landing-footer'],
    items: [
      // Until custom pages exist these follow settings ("setting:<name>"), and an item whose
      // setting is empty is hidden: no dead link to the 404 page.
      {
        id: 'privacy',
        label: 'Privacy policy',
        type: 'route',
        action: 'setting:legal.privacy_policy_url',
      },
      { id: 'terms', label: 'Terms of service', type: 'route', action: 'setting:legal.terms_url' },
      { id: 'contact', label: 'Contact us', type: 'route', action: 'setting:legal.contact_url' },
    ],
  },
  {
    id: 'user-menu',
    name: 'User menu',
    positions: ['user-menu'],
    items: [
      // Backstage: asking to become an artist until music.create, then Upload.
      {
        id: 'become-artist',
        label: 'Become an artist',
        type: 'route',
        action: '/backstage/requests',
        icon: 'mic',
        permissions: ['backstageRequests.create'],
        withoutPermissions: ['music.create'],
      },
      {
        id: 'upload',
        label: 'Upload',
        type: 'route',
        action: '/backstage/upload',
        icon: 'upload',
        permissions: ['music.create'],
      },
      {
        id: 'account',
        label: 'Account settings',
        type: 'route',
        action: '/account-settings',
        icon: 'settings',
      },
    ],
  },
];
