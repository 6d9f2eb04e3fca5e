import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalDisk } from './local-disk';
import { parseStorageKey, storageKey } from './storage-driver';

describe('storage keys and the local disk', () => {
  it('refuses any key that could leave the storage root', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-disk-'));
    const disk = new LocalDisk('public', path.join(root, 'public'));
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/..', 'a\\..\\b']) {
      expect(parseStorageKey(key), key).toBeNull();
      expect(() => disk.pathOf(key), key).toThrow();
    }
    await expect(disk.put('../escape', Buffer.from('x'))).rejects.toThrow();
    expect(fs.existsSync(path.join(root, 'escape'))).toBe(false);
    await disk.put(storageKey('covers', 'a1.png'), Buffer.from('png'));
    expect(fs.readFileSync(path.join(root, 'public', 'covers', 'a1.png'), 'utf8')).toBe('png');
    expect(await disk.stat('covers/a1.png')).toEqual({ size: 3 });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
