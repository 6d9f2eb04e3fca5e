import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FilterDef } from './data-table-types';
import { applyListPatch, listRequestParams, readListState, useListState } from './use-list-state';

const filters: FilterDef[] = [
  { key: 'roleId', label: 'Role', type: 'select', options: [] },
  { key: 'banned', label: 'Banned', type: 'boolean' },
];
const defaults = { orderBy: 'created_at', orderDir: 'desc' } as const;

function read(search: string) {
  return readListState(new URLSearchParams(search), filters, defaults);
}

function patch(search: string, change: Parameters<typeof applyListPatch>[1]) {
  return applyListPatch(new URLSearchParams(search), change, defaults).toString();
}

describe('readListState', () => {
  it('reads the list-query names and the filters the table declares', () => {
    expect(read('page=3&perPage=50&query=ann&orderBy=name&orderDir=asc&banned=true&x=1')).toEqual({
      page: 3,
      perPage: 50,
      query: 'ann',
      orderBy: 'name',
      orderDir: 'asc',
      filters: { banned: 'true' },
    });
  });

  it('falls back to the defaults for missing or nonsense values', () => {
    expect(read('page=-2&perPage=abc&orderDir=sideways')).toEqual({
      page: 1,
      perPage: 15,
      query: '',
      orderBy: 'created_at',
      orderDir: 'desc',
      filters: {},
    });
    expect(read('perPage=5000').perPage).toBe(100);
  });
});

describe('listRequestParams', () => {
  it('sends the sort always and the search only when there is one', () => {
    expect(listRequestParams(read('roleId=2'))).toEqual({
      page: 1,
      perPage: 15,
      orderBy: 'created_at',
      orderDir: 'desc',
      roleId: '2',
    });
  });
});

describe('applyListPatch', () => {
  it('goes back to page 1 on a new search, filter, sort or page size', () => {
    expect(patch('page=4&tab=x', { query: 'bob' })).toBe('tab=x&query=bob');
    expect(patch('page=4', { filters: { banned: 'false' } })).toBe('banned=false');
    expect(patch('page=4', { orderBy: 'name', orderDir: 'asc' })).toBe('orderBy=name&orderDir=asc');
    expect(patch('page=4', { perPage: 50 })).toBe('perPage=50');
  });

  it('keeps the other params when only the page changes', () => {
    expect(patch('query=bob&banned=true', { page: 2 })).toBe('query=bob&banned=true&page=2');
  });

  it('drops values equal to the defaults and cleared filters', () => {
    expect(
      patch('orderBy=name&perPage=30&roleId=2', {
        orderBy: 'created_at',
        perPage: 15,
        filters: { roleId: null },
        page: 1,
      }),
    ).toBe('');
  });
});

describe('useListState', () => {
  it('keeps a filter set just before a debounced search lands (both before a re-render)', () => {
    let seen = '';
    function Probe() {
      seen = useLocation().search;
      return null;
    }
    const { result } = renderHook(() => useListState(filters, defaults), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/admin/users']}>
          {children}
          <Probe />
        </MemoryRouter>
      ),
    });
    // A search box's timer holds the `update` of the render it was made in.
    const staleUpdate = result.current.update;
    act(() => {
      result.current.update({ filters: { roleId: '2' } });
      staleUpdate({ query: 'ann' });
    });
    expect(new URLSearchParams(seen).get('roleId')).toBe('2');
    expect(new URLSearchParams(seen).get('query')).toBe('ann');
    expect(result.current.state.filters).toEqual({ roleId: '2' });
  });
});
