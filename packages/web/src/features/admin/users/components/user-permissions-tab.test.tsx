import { screen, waitFor } from '@testing-library/react';
import { permissionsListSchema } from '@tonearm/shared/permissions/permission-grants';
import { userPermissionsAnswerSchema } from '@tonearm/shared/users/user-admin.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { answer } from '@/test/http';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
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
      answer.get(
        'permissions',
        {
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
        },
        permissionsListSchema,
      );
      const update = answer.put(
        'users/12/permissions',
        (request) => request.body as z.input<typeof userPermissionsAnswerSchema>,
        userPermissionsAnswerSchema,
      );
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
        expect(update.bodies).toContainEqual({
          permissions: [
            { name: 'music.create', restrictions: [{ name: 'count', value: 20 }] },
            { name: 'logs.view', restrictions: [] },
          ],
        }),
      );
    },
  );
});
