import { fileEntryAnswerSchema } from '@tonearm/shared/uploads/uploads.schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FileEntryRow } from '../../platform/db/schema';
import { presentFileEntry } from './files.service';

const row: FileEntryRow = {
  id: 7,
  name: 'song.mp3',
  file_name: 'abc',
  file_size: '1234',
  mime: 'audio/mpeg',
  extension: 'mp3',
  type: 'file',
  disk: 'uploads',
  disk_prefix: 'prefix',
  parent_id: null,
  path: '',
  user_id: 3,
  audio_metadata: null,
  deleted_at: null,
  created_at: '2026-11-22T20:00:00.000Z',
  updated_at: '2026-11-22T20:00:00.000Z',
};

describe('presentFileEntry', () => {
  it('answers audio metadata stored before durationSource existed with every declared field', () => {
    // What an upload stored on 2026-11-22, before `durationSource` was added.
    const stored = {
      title: 'Song',
      artists: ['Someone'],
      album: null,
      trackNumber: 2,
      duration: 61.5,
      genre: ['Rock'],
      lyrics: null,
      coverUrl: null,
      waveform: [0.1, 0.9],
    };
    const entry = presentFileEntry({ ...row, audio_metadata: JSON.stringify(stored) });
    expect(entry.audio).toEqual({ ...stored, durationSource: null });
    expect(entry.file_size).toBe(1234);
    // The answer the upload routes declare accepts it (a refused one would be a 500).
    const encoded = z.safeEncode(fileEntryAnswerSchema, { fileEntry: entry });
    expect(encoded.success, encoded.error?.message).toBe(true);
    expect(encoded.data?.fileEntry.audio?.duration).toBe(61.5);
  });

  it('answers an entry without audio with audio null', () => {
    const entry = presentFileEntry(row);
    expect(entry.audio).toBeNull();
    expect(entry.url).toBe('/api/v1/file-entries/7');
    expect(z.safeEncode(fileEntryAnswerSchema, { fileEntry: entry }).success).toBe(true);
  });
});
