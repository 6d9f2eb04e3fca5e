import { afterEach, describe, expect, it } from 'vitest';
import {
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { redirectRoutes } from './redirect-routes';

afterEach(resetTestState);

function visit(url: string, settings: Record<string, unknown> = {}) {
  return renderWithProviders(<p>Home</p>, {
    bootstrap: { user: testUser(), settings },
    path: '/home-page',
    url,
    routes: redirectRoutes,
  });
}

describe('redirect routes', () => {
  it.each([
    ['/albums', '/library/albums'],
    ['/artists', '/library/artists'],
    ['/history', '/library/history'],
    ['/playlists', '/library/playlists'],
  ])('%s leads to %s', async (from, to) => {
    visit(from);
    expect(await findProbedLocation()).toBe(to);
  });

  it.each(['/notifications', '/notifications/settings'])(
    '%s goes home while subscriptions are not integrated',
    async (from) => {
      visit(from, { 'notif.subs.integrated': false });
      expect(await findProbedLocation()).toBe('/');
    },
  );

  it('/notifications goes home when subscriptions are integrated but there are none', async () => {
    visit('/notifications', { 'notif.subs.integrated': true });
    expect(await findProbedLocation()).toBe('/');
  });
});
