import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { answer, errorResponse, pageOf, sentRequests, type Route } from '@/test/http';
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

/** A list endpoint over `all` (or what it gives now), paging like the server. */
function fakeList(all: Person[] | (() => Person[])) {
  return answer.get('people', ({ query }) => ({
    pagination: pageOf(
      typeof all === 'function' ? all() : all,
      Number(query.page),
      Number(query.perPage),
    ),
  }));
}

/** The query of the last list request: on the wire every value is a string. */
function lastParams(get: Route) {
  return get.calls.at(-1)!.query;
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
});

describe('DataTable', () => {
  it('asks the server for the list state the URL holds', async () => {
    const get = fakeList(people(40));
    renderTable('/admin/people?page=2&perPage=30&query=ann&orderBy=name&orderDir=asc&banned=true');
    await screen.findByText('Person 31');
    expect(get.calls.map(({ query }) => query)).toContainEqual({
      page: '2',
      perPage: '30',
      query: 'ann',
      orderBy: 'name',
      orderDir: 'asc',
      banned: 'true',
    });
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('ann');
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('31–40 of 40');
  });

  it('sends the default sort when the URL has none', async () => {
    const get = fakeList(people(3));
    renderTable();
    await screen.findByText('Person 1');
    expect(lastParams(get)).toEqual({
      page: '1',
      perPage: '15',
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
    expect(lastParams(get).page).toBe('2');
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
    expect(lastParams(get)).toMatchObject({ page: '1', role: '1' });
  });

  it('debounces the search and goes back to page 1', async () => {
    const get = fakeList(people(40));
    const { events, router } = renderTable('/admin/people?page=2');
    await screen.findByText('Person 16');
    const calls = get.calls.length;
    await events.type(screen.getByRole('searchbox', { name: 'Search people' }), 'per');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(router.state.location.search).toBe('?query=per'));
    await waitFor(() => expect(lastParams(get)).toMatchObject({ page: '1', query: 'per' }));
    expect(get.calls.length).toBe(calls + 1);
  });

  it('shows the empty message, and a way to clear the filters when filtered', async () => {
    fakeList([]);
    const { events, router } = renderTable('/admin/people?query=zzz&banned=true&perPage=30');
    expect(await screen.findByTestId('data-table-empty')).toHaveTextContent('No people yet');
    expect(screen.getByText('People you add show here.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=30'));
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('');
  });

  it('offers no clear-filters button on an unfiltered empty list', async () => {
    fakeList([]);
    renderTable();
    await screen.findByTestId('data-table-empty');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('data-table-range')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', async () => {
    answer.get('people', {}, { pending: true });
    renderTable();
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
  });

  it('shows the server message on error and tries again', async () => {
    let failing = true;
    answer.get('people', () =>
      failing
        ? errorResponse(403, { message: 'This action is unauthorized.' })
        : { pagination: pageOf(people(2), 1, 15) },
    );
    const { events } = renderTable();
    expect(await screen.findByText('This action is unauthorized.')).toHaveAttribute(
      'role',
      'alert',
    );
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Person 1');
    expect(sentRequests('get', 'people').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes the selected rows after a confirmation naming the count, then refetches', async () => {
    let all = people(5);
    fakeList(() => all);
    const post = answer.post('people/delete', ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      all = all.filter((person) => !ids.includes(person.id));
      return {};
    });
    const { events } = renderTable('/admin/people', {
      bulkDelete: {
        title: 'Delete people',
        body: (count) => `Delete ${count} people for good?`,
      },
    });
    await screen.findByText('Person 1');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await events.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeInTheDocument();
    await events.click(screen.getAllByRole('checkbox', { name: 'Select row' })[2]!);
    await events.click(screen.getByRole('button', { name: 'Delete (2)' }));

    // Cancel first: nothing is deleted, the selection stays.
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete people' });
    expect(dialog).toHaveTextContent('Delete 2 people for good?');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentRequests('post')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Delete (2)' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete people' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(post.bodies).toContainEqual({ ids: [1, 3] }));
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    expect(screen.getByText('Person 2')).toBeInTheDocument();
    expect(await screen.findByTestId('toast')).toHaveTextContent('2 items deleted');
    expect(screen.queryByRole('button', { name: /^Delete \(/ })).not.toBeInTheDocument();
  });

  it('selects every row on the page with the header checkbox', async () => {
    fakeList(people(20));
    const { events } = renderTable('/admin/people', {
      bulkDelete: { endpoint: 'people/remove', title: 'Delete people', body: () => 'Sure?' },
    });
    await screen.findByText('Person 1');
    await events.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('button', { name: 'Delete (15)' })).toBeInTheDocument();
    // Another page clears the selection: it belongs to the rows on screen.
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 16');
    expect(screen.queryByRole('button', { name: /^Delete \(/ })).not.toBeInTheDocument();
  });

  it('keeps keyboard focus on a row checkbox toggled with Space', async () => {
    fakeList(people(3));
    const { events } = renderTable('/admin/people', {
      bulkDelete: { title: 'Delete people', body: () => 'Sure?' },
    });
    await screen.findByText('Person 1');
    screen.getAllByRole('checkbox', { name: 'Select row' })[1]!.focus();
    await events.keyboard(' ');
    const checkbox = screen.getAllByRole('checkbox', { name: 'Select row' })[1]!;
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete (1)' })).toBeInTheDocument();
  });

  it('hides a column from the columns menu and remembers it', async () => {
    fakeList(people(2));
    const { events } = renderTable();
    await screen.findByText('Person 1');
    await events.click(screen.getByRole('button', { name: 'Columns' }));
    await events.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('person1@example.com')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin-table:admin.people:columns')!)).toEqual({
      email: false,
    });

    cleanup();
    renderTable();
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it('links the first column to the row page', async () => {
    fakeList(people(1));
    renderTable('/admin/people', { rowLink: (person) => `/admin/people/${person.id}` });
    expect(await screen.findByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/admin/people/1',
    );
  });

  it('exports every page of the current filter as CSV with the visible columns', async () => {
    const all = people(230);
    const get = fakeList(all);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:csv';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events } = renderTable('/admin/people?banned=true&orderBy=name&orderDir=asc', {
      exportFileName: 'people',
    });
    await screen.findByText('Person 1');
    await events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());

    const exportCalls = get.calls
      .map(({ query }) => query)
      .filter((params) => params.perPage === '100');
    expect(exportCalls.map((params) => params.page)).toEqual(['1', '2', '3']);
    expect(exportCalls[0]).toMatchObject({ banned: 'true', orderBy: 'name', orderDir: 'asc' });
    const anchor: unknown = click.mock.instances[0];
    expect((anchor as HTMLAnchorElement).download).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Status');
    expect(lines[1]).toBe('Person 1,person1@example.com,Active');
    expect(lines[2]).toBe('Person 2,person2@example.com,Banned');
    expect(lines).toHaveLength(231);
  });
});
