import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { TEST_PERMISSIONS } from '@/test/permission-fixtures';
import {
  groupPermissions,
  PermissionsEditor,
  type PermissionGrantValue,
} from './permissions-editor';

afterEach(resetTestState);

const PERMISSIONS: PermissionInfo[] = [
  TEST_PERMISSIONS.admin,
  TEST_PERMISSIONS.musicView,
  TEST_PERMISSIONS.musicCreate,
  TEST_PERMISSIONS.logsView,
];

/** The editor with its value kept in state, reporting every change. */
function Harness({
  initial = [],
  onChange,
  lockedOn,
}: {
  initial?: PermissionGrantValue[];
  onChange: (value: PermissionGrantValue[]) => void;
  lockedOn?: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionsEditor
      value={value}
      permissions={PERMISSIONS}
      lockedOn={lockedOn}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PermissionsEditor', () => {
  it('groups permissions under area headings, in the editor order', () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Admin area',
      'Music',
      'Logs',
    ]);
    const music = screen.getByRole('group', { name: 'Music' });
    expect(within(music).getAllByRole('switch')).toHaveLength(2);
    expect(within(music).getByText('Upload and create music.')).toBeInTheDocument();
  });

  it('turns a permission on with its restriction empty (no limit), then sets a limit', async () => {
    const onChange = vi.fn();
    const { events } = renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.queryByLabelText('Upload limit')).not.toBeInTheDocument();

    await events.click(screen.getByRole('switch', { name: /music\.create/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'music.create', restrictions: [{ name: 'count', value: null }] },
    ]);

    const limit = screen.getByLabelText('Upload limit');
    await events.type(limit, '25');
    await events.tab();
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'music.create', restrictions: [{ name: 'count', value: 25 }] },
    ]);

    await events.clear(limit);
    await events.tab();
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'music.create', restrictions: [{ name: 'count', value: null }] },
    ]);
  });

  it('turns a permission off and keeps the others', async () => {
    const onChange = vi.fn();
    const { events } = renderWithProviders(
      <Harness
        onChange={onChange}
        initial={[
          { name: 'music.view', restrictions: [] },
          { name: 'logs.view', restrictions: [] },
        ]}
      />,
    );
    expect(screen.getByRole('switch', { name: /music\.view/ })).toBeChecked();
    await events.click(screen.getByRole('switch', { name: /music\.view/ }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'logs.view', restrictions: [] }]);
  });

  it('narrows the list with the search box and says when nothing matches', async () => {
    const { events } = renderWithProviders(<Harness onChange={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search permissions' });
    await events.type(search, 'upload');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: /music\.create/ })).toBeInTheDocument();
    await events.clear(search);
    await events.type(search, 'nothing like this');
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByText('No permission matches "nothing like this".')).toBeInTheDocument();
  });

  it('keeps a locked permission on', () => {
    renderWithProviders(
      <Harness
        onChange={vi.fn()}
        lockedOn={['admin']}
        initial={[{ name: 'admin', restrictions: [] }]}
      />,
    );
    expect(screen.getByRole('switch', { name: /^admin/ })).toBeDisabled();
  });

  it('finds permissions by their group name too', () => {
    expect(groupPermissions(PERMISSIONS, 'logs').map((group) => group.key)).toEqual(['logs']);
  });
});
