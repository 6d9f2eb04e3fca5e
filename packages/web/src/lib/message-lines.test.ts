import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGLISH_LINES } from '@tonearm/shared/localization/default-lines';
import { MESSAGE_LINES, MESSAGE_TABLES } from '@tonearm/shared/localization/message-lines';

const SHARED_SOURCE = path.resolve(import.meta.dirname, '../../../shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

describe('message lines', () => {
  it('take in every message table of the shared package', () => {
    const tables = sourceFiles(SHARED_SOURCE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export const ([A-Z_]+_MESSAGES)\b/gm)].map(
        (match) => match[1]!,
      ),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => !(name in MESSAGE_TABLES))).toEqual([]);
  });

  it('are English lines of the app', () => {
    expect(MESSAGE_LINES).toContain('This field is required.');
    expect(MESSAGE_LINES.filter((line) => DEFAULT_ENGLISH_LINES[line] !== line)).toEqual([]);
  });
});
