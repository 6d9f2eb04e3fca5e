import { screen, waitFor, within } from '@testing-library/react';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { apiClient } from '@/lib/api-client';
import {
  apiResponse,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { DataTable } from './data-table';
import type { ColumnDef, DataTableProps, FilterDef } from './data-table-types';

interface Person {
  id: number;
  name: string;
  email: string;
  banned: boolean;
}

const columns: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: true },
  { accessorKey: 'email', header: 'Email' },
  {
    id: 'banned',
    header: 'Status',
    accessorFn: (row) => row.banned,
    cell: ({ row }) => (row.original.banned ? 'Banned' : 'Active'),
    meta: { csv: (row: Person) => (row.banned ? 'Banned' : 'Active') },
  },
];

const filters: FilterDef[] = [
  { key: 'banned', label: 'Banned', type: 'boolean' },
  {
    key: 'role',
    label: 'Role',
    type: 'select',
    options: [
      { value: '1', label: 'Admins' },
      { value: '2', label: 'Users' },
    ],
  },
];

function people(count: number, offset = 0): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: offset + index + 1,
    name: `Person ${offset + index + 1}`,
    email: `person${offset + index + 1}@example.com`,
    banned: index % 2 === 1,
  }));
}

function pageOf(all: Person[], page: number, perPage: number): Paginated<Person> {
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    per_page: perPage,
    total: all.length,
    last_page: Math.max(1, Math.ceil(all.length / perPage)),
  };
}

/** A list endpoint over `all`, paging like the server. */
function fakeList(all: Person[]) {
  return vi.spyOn(apiClient, 'get').mockImplementation((_url: string, config?: unknown) => {
    const params = (config as { params: Record<string, string | number> }).params;
    return Promise.resolve(
      apiResponse({ pagination: pageOf(all, Number(params.page), Number(params.perPage)) }),
    );
  });
}

function lastParams(get: ReturnType<typeof fakeList>) {
  const call = get.mock.calls.at(-1)!;
  return (call[1] as { params: Record<string, string | number> }).params;
}

function renderTable(url = '/admin/people', props: Partial<DataTableProps<Person>> = {}) {
  return renderWithProviders(
    <>
      <DataTable<Person>
        endpoint="people"
        queryKey={['admin', 'people']}
        columns={columns}
        filters={filters}
        searchLabel="Search people"
        label="People"
        emptyMessage={{ title: 'No people yet', description: 'People you add show here.' }}
        defaultOrderBy="created_at"
        {...props}
      />
      <ModalHost />
      <ToastHost />
    </>,
    { bootstrap: { user: testUser() }, path: '/admin/people', url },
  );
}

afterEach(() => {
  closeDialog();
  resetTestState();
});

describe('DataTable', () => {
  it('asks the server for the list state the URL holds', async () => {
    const get = fakeList(people(40));
    renderTable('/admin/people?page=2&perPage=30&query=ann&orderBy=name&orderDir=asc&banned=true');
    await screen.findByText('Person 31');
    expect(get).toHaveBeenCalledWith('people', {
      params: {
        page: 2,
        perPage: 30,
        query: 'ann',
        orderBy: 'name',
        orderDir: 'asc',
        banned: 'true',
      },
    });
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('ann');
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('31–40 of 40');
  });

  it('sends the default sort when the URL has none', async () => {
    const get = fakeList(people(3));
    renderTable();
    await screen.findByText('Person 1');
    expect(lastParams(get)).toEqual({
      page: 1,
      perPage: 15,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  });

  it('pages with next and previous and writes the page into the URL', async () => {
    const get = fakeList(people(40));
    const { events, router } = renderTable();
    await screen.findByText('Person 1');
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('1–15 of 40');
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 16');
    expect(router.state.location.search).toBe('?page=2');
    expect(lastParams(get).page).toBe(2);
    await events.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Person 1');
    expect(router.state.location.search).toBe('');
  });

  it('sorts by a sortable header and marks it with aria-sort', async () => {
    const get = fakeList(people(3));
    const { events, router } = renderTable();
    await screen.findByText('Person 1');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // Email is not sortable on the server: no button, no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    await events.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=name&orderDir=asc'));
    expect(lastParams(get)).toMatchObject({ orderBy: 'name', orderDir: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await events.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=name'));
    expect(lastParams(get)).toMatchObject({ orderBy: 'name', orderDir: 'desc' });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const get = fakeList(people(40));
    const { events, router } = renderTable('/admin/people?page=3');
    await screen.findByText('Person 31');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '1');
    await waitFor(() => expect(router.state.location.search).toBe('?role=1'));
    expect(lastParams(get)).toMatchObject({ page: 1, role: '1' });
  });

  it('debounces the search and goes back to page 1', async () => {
    const get = fakeList(people(40));
    const { events, router } = renderTable('/admin/people?page=2');
    await screen.findByText('Person 16');
    const calls = get.mock.calls.length;
    await events.type(screen.getByRole('searchbox', { name: 'Search people' }), 'per');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(router.state.location.search).toBe('?query=per'));
    await waitFor(() => expect(lastParams(get)).toMatchObject({ page: 1, query: 'per' }));
    expect(get.mock.calls.length).toBe(calls + 1);
  });
});
