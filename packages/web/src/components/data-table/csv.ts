/** One CSV column: its header and how a row becomes its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/**
 * The CSV text of rows (RFC 4180 quoting by papaparse). Cells starting with = + - @ are
 * escaped so a spreadsheet does not run them as formulas (CSV injection).
 */
export async function buildCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => cellText(column.value(row)))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** `<name>-YYYY-MM-DD.csv`, the date in local time. */
export function csvFileName(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadCsv(fileName: string, csv: string): void {
  // A BOM so spreadsheet apps read UTF-8 names correctly.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
