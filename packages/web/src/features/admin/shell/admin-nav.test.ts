import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render-with-providers';
import { ADMIN_NAV, visibleAdminNav } from './admin-nav';

function linksFor(permissions: string[]) {
  const user = testUser({ permissions: permissions.map((name) => ({ name })) });
  return visibleAdminNav({ user, guestRole: null }).map((group) => ({
    group: group.label,
    links: group.entries.map((entry) => entry.label),
  }));
}

describe('visibleAdminNav', () => {
  it('groups the links by purpose in the sidebar order', () => {
    expect(ADMIN_NAV.map((group) => group.id)).toEqual([
      'reports',
      'music',
      'people',
      'monetization',
      'site',
      'system',
    ]);
  });

  it('shows an admin every link, empty groups hidden', () => {
    expect(linksFor(['admin'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      {
        group: 'Music',
        links: [
          'Channels',
          'Tracks',
          'Albums',
          'Artists',
          'Upload',
          'Backstage requests',
          'Genres',
          'Tags',
          'Playlists',
          'Lyrics',
          'Comments',
        ],
      },
      { group: 'People', links: ['Users', 'Roles'] },
      { group: 'Monetization', links: ['Plans', 'Subscriptions', 'Ads'] },
      {
        group: 'Site',
        links: ['Settings', 'Appearance', 'Localizations', 'Custom pages', 'Contact messages'],
      },
      { group: 'System', links: ['Files', 'Logs'] },
    ]);
  });

  it('shows the plans and subscriptions links to holders of their permissions', () => {
    expect(linksFor(['admin.access', 'plans.update'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      { group: 'Monetization', links: ['Plans'] },
    ]);
    expect(linksFor(['admin.access', 'subscriptions.update'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      { group: 'Monetization', links: ['Subscriptions'] },
    ]);
  });

  it('shows the ads link to settings.update holders, under Monetization', () => {
    expect(linksFor(['admin.access', 'settings.update'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      { group: 'Monetization', links: ['Ads'] },
      { group: 'Site', links: ['Settings', 'Contact messages'] },
    ]);
  });

  it('shows only the links whose permission the user holds', () => {
    expect(linksFor(['admin.access', 'users.update'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      { group: 'People', links: ['Users'] },
    ]);
    expect(linksFor(['admin.access', 'logs.view'])).toEqual([
      { group: 'Reports', links: ['Reports'] },
      { group: 'System', links: ['Logs'] },
    ]);
  });

  it('shows nothing to a user without admin permissions', () => {
    expect(linksFor([])).toEqual([]);
    expect(visibleAdminNav({ user: null, guestRole: null })).toEqual([]);
  });
});
