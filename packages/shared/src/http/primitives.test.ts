import { describe, expect, it } from 'vitest';
import {
  id,
  idListParam,
  idParam,
  int,
  MAX_ID,
  pageParam,
  perPageParam,
  PRIMITIVE_MESSAGES,
  text,
} from './primitives';

describe('id (a row id in a JSON body)', () => {
  it('accepts 1 up to the largest 32-bit id', () => {
    expect(id().parse(1)).toBe(1);
    expect(id().parse(MAX_ID)).toBe(2_147_483_647);
  });

  it('refuses ids PostgreSQL integer columns cannot hold, with one message', () => {
    for (const value of [2_147_483_648, 1e99, 0, -1, 1.5]) {
      const result = id().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PRIMITIVE_MESSAGES.invalidId);
    }
  });

  it('refuses ids written as text', () => {
    expect(id().safeParse('12').success).toBe(false);
  });
});

describe('idParam (an id from a path or query string)', () => {
  it('reads digits as a number', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse('2147483647')).toBe(MAX_ID);
  });

  it('refuses 2147483648, 1e99, -1, abc, an empty string and a NUL byte', () => {
    for (const value of ['2147483648', '1e99', '-1', 'abc', '', '\u0000', '1.5']) {
      expect(idParam.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('text (a string PostgreSQL can store)', () => {
  it('accepts ordinary text and keeps string methods chainable', () => {
    expect(text().trim().min(1).max(10).parse('  Mix  ')).toBe('Mix');
  });

  it('refuses a NUL byte anywhere', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PRIMITIVE_MESSAGES.nulCharacter);
    }
  });

  it('still enforces the column length', () => {
    expect(text().max(5).safeParse('x'.repeat(6)).success).toBe(false);
  });

  it('passes a custom required message through', () => {
    const result = text({ error: 'This field is required.' }).safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe('This field is required.');
  });
});

describe('int, pageParam and perPageParam (32-bit numbers)', () => {
  it('refuses numbers beyond 32 bits', () => {
    expect(int().safeParse(2_147_483_648).success).toBe(false);
    expect(int().min(0).safeParse(-1).success).toBe(false);
    expect(int().parse(30_000)).toBe(30_000);
  });

  it('refuses pages beyond 32 bits and keeps the defaults', () => {
    expect(pageParam.safeParse('2147483648').success).toBe(false);
    expect(pageParam.safeParse('1e99').success).toBe(false);
    expect(pageParam.parse(undefined)).toBe(1);
    expect(perPageParam.parse(undefined)).toBe(15);
    expect(perPageParam.safeParse('101').success).toBe(false);
  });
});

describe('idListParam (exclude=1,2,3)', () => {
  const list = idListParam({ maxLength: 100, message: 'List ids.' });

  it('reads a comma-separated list of ids', () => {
    expect(list.parse('1,2,,3')).toEqual([1, 2, 3]);
    expect(list.parse(undefined)).toEqual([]);
  });

  it('refuses the whole list when one entry is not an id', () => {
    for (const value of ['1,1e99', '1,2147483648', '1,-1', '1,abc', '1\u0000']) {
      expect(list.safeParse(value).success, value).toBe(false);
    }
  });
});
