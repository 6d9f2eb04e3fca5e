import { describe, expect, it } from 'vitest';
import { FOLDER_DEPTH_MAX, FOLDER_NAME_MAX, uploadMetadataSchema } from './uploads.schemas';

describe('upload metadata fits the file_entries columns', () => {
  it('accepts a folder upload path', () => {
    expect(uploadMetadataSchema.parse({ relativePath: 'Album/Disc 1/01.mp3' }).relativePath).toBe(
      'Album/Disc 1/01.mp3',
    );
  });

  it('refuses a folder name longer than the name column', () => {
    const relativePath = `${'a'.repeat(FOLDER_NAME_MAX + 1)}/01.mp3`;
    expect(uploadMetadataSchema.safeParse({ relativePath }).success).toBe(false);
  });

  it('refuses folders nested deeper than the path column can list', () => {
    const relativePath = `${'a/'.repeat(FOLDER_DEPTH_MAX + 1)}01.mp3`;
    expect(uploadMetadataSchema.safeParse({ relativePath }).success).toBe(false);
    const deepest = `${'a/'.repeat(FOLDER_DEPTH_MAX)}01.mp3`;
    expect(uploadMetadataSchema.safeParse({ relativePath: deepest }).success).toBe(true);
  });

  it('refuses NUL bytes and parent ids beyond 32 bits', () => {
    expect(uploadMetadataSchema.safeParse({ name: 'a\u0000.mp3' }).success).toBe(false);
    expect(uploadMetadataSchema.safeParse({ parentId: 2_147_483_648 }).success).toBe(false);
  });
});
