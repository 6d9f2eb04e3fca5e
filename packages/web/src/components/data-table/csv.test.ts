import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, type CsvColumn } from './csv';

interface Row {
  name: string | null;
  note?: unknown;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note, "quoted"', value: (row) => row.note },
];

describe('buildCsv', () => {
  it('quotes commas, quotes and line breaks the RFC 4180 way', async () => {
    const csv = await buildCsv<Row>(
      [
        { name: 'Plain', note: 'a, b' },
        { name: 'Say "hi"', note: 'line one\nline two' },
      ],
      columns,
    );
    expect(csv).toBe(
      'Name,"Note, ""quoted"""\r\nPlain,"a, b"\r\n"Say ""hi""","line one\nline two"',
    );
  });

  it('writes nothing for null and undefined, text for numbers, booleans, dates and objects', async () => {
    const csv = await buildCsv<Row>(
      [
        { name: null },
        { name: 'n', note: 42 },
        { name: 'b', note: true },
        { name: 'd', note: new Date('2026-01-02T03:04:05.000Z') },
        { name: 'o', note: { a: 1 } },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1)).toEqual([
      ',',
      'n,42',
      'b,true',
      'd,2026-01-02T03:04:05.000Z',
      'o,"{""a"":1}"',
    ]);
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const csv = await buildCsv<Row>(
      [{ name: '=HYPERLINK("http://evil")' }, { name: '+1' }, { name: '@SUM(A1)' }],
      [columns[0]!],
    );
    const cells = csv.split('\r\n').slice(1);
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell.replace(/^"/, '')).toMatch(/^'/);
  });
});

describe('csvFileName', () => {
  it('names the file after the table and the local date', () => {
    expect(csvFileName('users', new Date(2026, 0, 5, 23, 59))).toBe('users-2026-01-05.csv');
  });
});
