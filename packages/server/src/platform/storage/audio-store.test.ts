import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalAudioStore } from './audio-store';

describe('LocalAudioStore', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-audio-'));
    fs.mkdirSync(path.join(root, 'a'));
    fs.writeFileSync(path.join(root, 'a', 'song.wav'), 'RIFF....');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses keys that leave its root', () => {
    const store = new LocalAudioStore(root);
    expect(() => store.resolve('../outside.wav')).toThrow(/escapes/);
    expect(() => store.resolve('a/../../outside.wav')).toThrow(/escapes/);
    expect(store.resolve('a/song.wav')).toBe(path.join(root, 'a', 'song.wav'));
  });

  it('leases the open descriptor of a file it has just stat-ed, for sendfile', async () => {
    const store = new LocalAudioStore(root);
    expect(store.leaseFile('a/song.wav')).toBeNull();
    expect(await store.stat('a/song.wav')).toMatchObject({ size: 8 });
    const lease = store.leaseFile('a/song.wav');
    expect(lease).not.toBeNull();
    // Closing the store keeps a leased descriptor open until its lease ends.
    store.close();
    expect(fs.readlinkSync(`/proc/self/fd/${lease!.fd}`)).toBe(path.join(root, 'a', 'song.wav'));
    lease!.release();
    lease!.release();
    // (The number may have been reused since: only that it no longer points at the file counts.)
    await vi.waitFor(() => {
      let target: string | null = null;
      try {
        target = fs.readlinkSync(`/proc/self/fd/${lease!.fd}`);
      } catch {
        // Closed.
      }
      expect(target).not.toBe(path.join(root, 'a', 'song.wav'));
    });
  });

  it('leases nothing when sendfile is turned off (SENDFILE=false)', async () => {
    const store = new LocalAudioStore(root, { sendfile: false });
    await store.stat('a/song.wav');
    expect(store.leaseFile('a/song.wav')).toBeNull();
    store.close();
  });
});
