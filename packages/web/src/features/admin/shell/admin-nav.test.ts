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

/** What a holder of admin.access and `permissions` sees: the reports, then `groups`. */
function expectAdminLinks(permissions: string[], groups: ReturnType<typeof linksFor>) {
  expect(linksFor(['admin.access', ...permissions])).toEqual([
    { group: 'Reports', links: ['Reports'] },
    ...groups,
  ]);
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
    expectAdminLinks(['plans.update'], [{ group: 'Monetization', links: ['Plans'] }]);
    expectAdminLinks(
      ['subscriptions.update'],
      [{ group: 'Monetization', links: ['Subscriptions'] }],
    );
  });

  it('shows the ads link to settings.update holders, under Monetization', () => {
    expectAdminLinks(
      ['settings.update'],
      [
        { group: 'Monetization', links: ['Ads'] },
        { group: 'Site', links: ['Settings', 'Contact messages'] },
      ],
    );
  });

  it('shows only the links whose permission the user holds', () => {
    expectAdminLinks(['users.update'], [{ group: 'People', links: ['Users'] }]);
    expectAdminLinks(['logs.view'], [{ group: 'System', links: ['Logs'] }]);
  });

  it('shows nothing to a user without admin permissions', () => {
    expect(linksFor([])).toEqual([]);
    expect(visibleAdminNav({ user: null, guestRole: null })).toEqual([]);
  });
});
