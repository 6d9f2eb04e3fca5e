import { describe, expect, it } from 'vitest';
import { paginate, paginationQuerySchema, parseRelationList } from './http.schemas';

describe('paginate (lists)', () => {
  it('answers in the documented shape', () => {
    expect(paginate(['a', 'b'], 12, { page: 2, perPage: 5 })).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      per_page: 5,
      total: 12,
      last_page: 3,
    });
  });

  it('rounds a partial last page up', () => {
    expect(paginate([], 31, { page: 1, perPage: 15 }).last_page).toBe(3);
  });

  it('does not add a page for an exact multiple', () => {
    expect(paginate([], 30, { page: 1, perPage: 15 }).last_page).toBe(2);
  });

  it('has at least one page when there is nothing to list', () => {
    expect(paginate([], 0, { page: 1, perPage: 15 }).last_page).toBe(1);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to the first page of 15', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, perPage: 15 });
  });

  it('reads query strings as numbers', () => {
    expect(paginationQuerySchema.parse({ page: '3', perPage: '50' })).toEqual({
      page: 3,
      perPage: 50,
    });
  });

  it('refuses page 0, fractions and pages of more than 100', () => {
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
});

describe('parseRelationList (with, load, loadCount)', () => {
  it('splits a comma-separated string', () => {
    expect(parseRelationList('artist,album')).toEqual(['artist', 'album']);
  });

  it('joins repeated parameters given as a list', () => {
    expect(parseRelationList(['artist', 'album,tracks'])).toEqual(['artist', 'album', 'tracks']);
  });

  it('removes duplicates, keeping the first position', () => {
    expect(parseRelationList('album,artist,album')).toEqual(['album', 'artist']);
  });

  it('trims names and drops empty ones', () => {
    expect(parseRelationList(' artist , ,album,')).toEqual(['artist', 'album']);
  });

  it('keeps dotted nested names and drops junk', () => {
    expect(parseRelationList('album.artist,bad name,a/b,"q",x;drop,ok_name')).toEqual([
      'album.artist',
      'ok_name',
    ]);
  });

  it('gives an empty list for anything that is not a string or list', () => {
    expect(parseRelationList(undefined)).toEqual([]);
    expect(parseRelationList(42)).toEqual([]);
    expect(parseRelationList({ with: 'artist' })).toEqual([]);
  });
});
