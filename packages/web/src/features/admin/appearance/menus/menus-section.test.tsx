import { act, screen, waitFor, within } from '@testing-library/react';
import type { Menu } from '@tonearm/shared/menus/menus.schemas';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test/http';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { MenusSection } from './menus-section';

afterEach(resetTestState);

const PERMISSIONS = [
  { name: 'api.access', group: 'api', description: 'Use the API', restrictions: [] },
  { name: 'music.view', group: 'music', description: null, restrictions: [] },
];
const ROLES = [
  { id: 1, name: 'Guests', guests: true },
  { id: 2, name: 'Users', guests: false },
  { id: 4, name: 'Editors', guests: false },
];

beforeEach(() => {
  answer.get('*', {
    pagination: { data: ROLES, current_page: 1, per_page: 100, total: 3, last_page: 1 },
  });
  answer.get('permissions', { permissions: PERMISSIONS });
});

const MENUS: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['navbar'],
    items: [
      { id: 'home', label: 'Home', type: 'route', action: '/' },
      { id: 'search', label: 'Search', type: 'route', action: '/search' },
      { id: 'library', label: 'Library', type: 'route', action: '/library' },
    ],
  },
  { id: 'footer', name: 'Footer', positions: ['auth-page-footer'], items: [] },
];

/** The editor shell's part: holds the draft and hands the section its props. */
function renderSection(errors: Record<string, string> = {}) {
  const draft: { menus: Menu[] } = { menus: MENUS };
  function Harness() {
    const [settings, setSettings] = useState<Record<string, unknown>>({ menus: MENUS });
    return (
      <MenusSection
        settings={settings}
        errors={errors}
        setSetting={(key, value) => {
          draft.menus = value as Menu[];
          setSettings((current) => ({ ...current, [key]: value }));
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />, { bootstrap: {} });
  return { ...result, draft };
}

describe('MenusSection', () => {
  it('lists the menus with their positions, adds, renames and deletes one', async () => {
    const { events, draft } = renderSection();
    const rows = screen.getAllByTestId('menu-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('3 items · Navbar'),
      expect.stringContaining('0 items · Auth page footer'),
    ]);
    await events.click(screen.getByRole('button', { name: 'Add menu' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await events.clear(name);
    await events.click(name);
    await events.paste('Help links');
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(draft.menus.map((menu) => menu.name)).toEqual(['Primary', 'Footer', 'Help links']);
    await events.click(screen.getByRole('button', { name: 'Delete “Footer”' }));
    expect(draft.menus.map((menu) => menu.name)).toEqual(['Primary', 'Help links']);
  });

  it('gives a position to one menu only: choosing it takes it from the other', async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: /^Footer/ }));
    expect(
      screen.getByText('Now showing “Primary”; choosing it here moves it to this menu.'),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: 'Navbar' }));
    expect(draft.menus.map((menu) => [menu.id, menu.positions])).toEqual([
      ['primary', []],
      ['footer', ['auth-page-footer', 'navbar']],
    ]);
  });

  // The item editor is a large form: typing in it is slow on a busy machine.
  it('adds an item that only holders of a permission see', { timeout: 20_000 }, async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: /^Primary/ }));
    await events.click(screen.getByRole('button', { name: 'Add item' }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    await events.clear(label);
    await events.click(label);
    await events.paste('API docs');
    const action = screen.getByRole('textbox', { name: 'Action' });
    await events.clear(action);
    await events.click(action);
    await events.paste('/api-docs');
    await events.click(await screen.findByRole('checkbox', { name: /api\.access/ }));
    await events.click(screen.getByRole('radio', { name: 'settings' }));
    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Subscription' }),
      'subscribed',
    );
    await events.click(await screen.findByRole('checkbox', { name: 'Editors' }));
    // The guests' role is not offered: a guest never holds a role.
    expect(screen.queryByRole('checkbox', { name: 'Guests' })).not.toBeInTheDocument();

    const added = draft.menus[0]!.items[3]!;
    expect(added).toMatchObject({
      label: 'API docs',
      type: 'route',
      action: '/api-docs',
      icon: 'settings',
      permissions: ['api.access'],
      roles: [4],
      subscriptionStatus: 'subscribed',
    });
    expect(added.id).toMatch(/^item-/);
  });

  it(
    'stores setting conditions as name = value, true and false as booleans',
    { timeout: 20_000 },
    async () => {
      const { events, draft } = renderSection();
      await events.click(screen.getByRole('button', { name: /^Primary/ }));
      await events.click(screen.getByRole('button', { name: 'Edit “Home”' }));
      await events.click(screen.getByRole('button', { name: 'Add setting condition' }));
      await events.type(screen.getByRole('textbox', { name: 'Setting name' }), 'billing.enable');
      expect(draft.menus[0]!.items[0]!.settings).toEqual({ 'billing.enable': true });
      await events.click(screen.getByRole('button', { name: 'Add setting condition' }));
      const names = screen.getAllByRole('textbox', { name: 'Setting name' });
      await events.click(names[1]!);
      await events.paste('homepage.type');
      const values = screen.getAllByRole('textbox', { name: 'Setting value' });
      await events.clear(values[1]!);
      await events.click(values[1]!);
      await events.paste('landingPage');
      expect(draft.menus[0]!.items[0]!.settings).toEqual({
        'billing.enable': true,
        'homepage.type': 'landingPage',
      });
    },
  );

  it('reorders items from the keyboard: Space lifts the handle, ArrowDown moves, Space drops', async () => {
    // jsdom lays nothing out: give each row a place so dnd-kit can measure where to move.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('[data-testid="menu-item-row"]');
      const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 36 });
    });
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: /^Primary/ }));
    const handle = screen.getByRole('button', { name: 'Drag “Home” to reorder' });
    act(() => handle.focus());
    await events.keyboard(' ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await events.keyboard('{ArrowDown}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await events.keyboard(' ');
    await waitFor(() =>
      expect(draft.menus[0]!.items.map((item) => item.id)).toEqual(['search', 'home', 'library']),
    );
  });

  it('moves an item with its Move down button too', async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: /^Primary/ }));
    await events.click(screen.getByRole('button', { name: 'Move “Search” down' }));
    expect(draft.menus[0]!.items.map((item) => item.id)).toEqual(['home', 'library', 'search']);
  });

  it('shows save errors beside their fields and marks the rows that hold them', async () => {
    const { events } = renderSection({
      'settings.menus.0.items.1.action': 'Enter a path that starts with / or a full http(s) URL.',
      'menus.1.name': 'This field is required.',
    });
    const rows = screen.getAllByTestId('menu-row');
    expect(within(rows[0]!).getByText('Has errors')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Has errors')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /^Primary/ }));
    const items = screen.getAllByTestId('menu-item-row');
    expect(within(items[1]!).getByText('Has errors')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Has errors')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Edit “Search”' }));
    const action = screen.getByRole('textbox', { name: 'Action' });
    expect(action).toHaveAttribute('aria-invalid', 'true');
    expect(action).toHaveAccessibleDescription(
      'Enter a path that starts with / or a full http(s) URL.',
    );
  });
});
