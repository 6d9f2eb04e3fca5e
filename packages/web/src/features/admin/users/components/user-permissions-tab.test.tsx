import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import {
  apiResponse,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { sameGrants, toGrantValues, UserPermissionsTab } from './user-permissions-tab';

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

describe('the direct permissions of a user', () => {
  it('compares grants by content, whatever their order or value type', () => {
    const a = toGrantValues([
      { name: 'music.create', restrictions: [{ name: 'count', value: '5' }] },
      { name: 'logs.view' },
    ]);
    expect(a).toEqual([
      { name: 'logs.view', restrictions: [] },
      { name: 'music.create', restrictions: [{ name: 'count', value: 5 }] },
    ]);
    expect(sameGrants(a, [...a].reverse())).toBe(true);
    expect(sameGrants(a, a.slice(1))).toBe(false);
  });

  it(
    'grants a permission, edits a restriction value and saves the whole list',
    { timeout: 20_000 },
    async () => {
      // GET permissions: what the shared editor lists (the roles page's PermissionsEditor).
      vi.spyOn(apiClient, 'get').mockResolvedValue(
        apiResponse({
          permissions: [
            {
              name: 'music.create',
              group: 'music',
              description: 'Upload and create music.',
              restrictions: [
                { name: 'count', label: 'Upload limit', description: 'How many files.' },
              ],
            },
            { name: 'logs.view', group: 'logs', description: 'View logs.', restrictions: [] },
          ],
        }),
      );
      const put = vi
        .spyOn(apiClient, 'put')
        .mockImplementation((_url, body) => Promise.resolve(apiResponse(body)));
      const { events } = renderWithProviders(
        <UserPermissionsTab
          userId={12}
          permissions={[{ name: 'music.create', restrictions: [{ name: 'count', value: 5 }] }]}
        />,
        { bootstrap: { user: testUser({ id: 1 }) } },
      );
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await events.click(await screen.findByRole('switch', { name: /logs\.view/ }));
      const count = screen.getByLabelText('Upload limit');
      await events.clear(count);
      await events.type(count, '20');
      await events.click(save);
      await waitFor(() =>
        expect(put).toHaveBeenCalledWith('users/12/permissions', {
          permissions: [
            { name: 'music.create', restrictions: [{ name: 'count', value: 20 }] },
            { name: 'logs.view', restrictions: [] },
          ],
        }),
      );
    },
  );
});
