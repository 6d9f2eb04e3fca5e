import { describe, expect, it } from 'vitest';
import { audioContentTypeFor, contentTypeFor, extensionFor, sniffContentType } from './media-types';

/** Every answer the app's separate tables gave before there was one lookup. */
const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  wav: 'audio/wav',
  aac: 'audio/aac',
  json: 'application/json',
};

const AUDIO_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  webm: 'audio/webm',
};

const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/webm': 'webm',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

describe('media types', () => {
  it.each(Object.entries(SERVED_TYPES))('serves .%s as %s', (extension, type) => {
    expect(contentTypeFor(`song.${extension}`)).toBe(type);
    expect(contentTypeFor(`dir/Song.${extension.toUpperCase()}`)).toBe(type);
  });

  it.each(Object.entries(AUDIO_TYPES))('stores audio .%s as %s', (extension, type) => {
    expect(audioContentTypeFor(`uploads/track.${extension}`)).toBe(type);
  });

  it('says nothing for a name without a known extension, or non-audio in the audio store', () => {
    expect(contentTypeFor('README')).toBeNull();
    expect(contentTypeFor('a.unknown-thing')).toBeNull();
    expect(audioContentTypeFor('track.html')).toBeNull();
    expect(audioContentTypeFor('track.mp4')).toBeNull();
    expect(audioContentTypeFor('track')).toBeNull();
  });

  it.each(Object.entries(EXTENSIONS))('names %s files .%s', (type, extension) => {
    expect(extensionFor(type)).toBe(extension);
    expect(extensionFor(type.toUpperCase())).toBe(extension);
  });

  it('knows no extension for an unknown type', () => {
    expect(extensionFor('application/x-made-up')).toBeNull();
  });

  it('sniffs images by their magic bytes, not their name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await sniffContentType(png)).toEqual({ mime: 'image/png', extension: 'png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    expect(await sniffContentType(jpeg)).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(await sniffContentType(Buffer.from('GIF89a'))).toEqual({
      mime: 'image/gif',
      extension: 'gif',
    });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(await sniffContentType(webp)).toEqual({ mime: 'image/webp', extension: 'webp' });
    expect(await sniffContentType(Buffer.from('just some text'))).toBeNull();
    // Bytes that only begin like a GIF are not one: a GIF names its version.
    expect(await sniffContentType(Buffer.from('GIF? no'))).toBeNull();
    expect(await sniffContentType(Buffer.from('GIF87a'))).toMatchObject({ extension: 'gif' });
  });
});
