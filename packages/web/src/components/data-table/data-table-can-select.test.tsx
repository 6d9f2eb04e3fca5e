import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { DataTable } from './data-table';
import type { ColumnDef } from './data-table-types';
import { answer } from '@/test/http';

interface Item {
  id: number;
  name: string;
  builtIn: boolean;
}

const ITEMS: Item[] = [
  { id: 1, name: 'admin', builtIn: true },
  { id: 2, name: 'Artists', builtIn: false },
  { id: 3, name: 'Support', builtIn: false },
];
const columns: ColumnDef<Item>[] = [{ accessorKey: 'name', header: 'Name' }];

afterEach(() => {
  closeDialog();
});

describe('DataTable canSelectRow', () => {
  it(
    'leaves rows it refuses out of the selection, one by one and all at once',
    { timeout: 20_000 },
    async () => {
      answer.get('*', {
        pagination: { data: ITEMS, current_page: 1, per_page: 15, total: 3, last_page: 1 },
      });
      const { events } = renderWithProviders(
        <>
          <DataTable<Item>
            endpoint="items"
            queryKey={['admin', 'items']}
            columns={columns}
            label="Items"
            emptyMessage={{ title: 'None', description: 'None yet.' }}
            defaultOrderBy="name"
            canSelectRow={(item) => !item.builtIn}
            bulkDelete={{ title: 'Delete items', body: (count) => `Delete ${count} items?` }}
          />
          <ModalHost />
        </>,
        { bootstrap: { user: testUser() }, path: '/admin/items', url: '/admin/items' },
      );
      // Generous: the first render of the table is slow when the whole suite runs at once.
      const builtIn = await screen.findByRole('row', { name: /admin/ }, { timeout: 8000 });
      expect(within(builtIn).getByRole('checkbox')).toBeDisabled();
      await events.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      const checked = screen
        .getAllByRole('checkbox', { name: 'Select row' })
        .map((box) => (box as HTMLInputElement).checked);
      expect(checked).toEqual([false, true, true]);
    },
  );
});
