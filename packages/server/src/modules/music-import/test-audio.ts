import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TINY_PNG } from '../../test/audio-fixture';

export interface Mp3Tags {
  title?: string;
  artist?: string;
  album?: string;
  albumArtist?: string;
  track?: number;
  genre?: string;
  date?: string;
  lyrics?: string;
  cover?: boolean;
}

/**
 * A tagged MP3 made with ffmpeg (tests and bench/imports.ts): a sine tone of `seconds` at
 * ffmpeg's default level (amplitude 1/8), with ID3v2.3 tags and, when asked, a PNG cover.
 */
export function makeTaggedMp3(
  tags: Mp3Tags,
  options: { seconds?: number; frequency?: number } = {},
): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-mp3-'));
  try {
    const out = path.join(dir, 'out.mp3');
    const cover = path.join(dir, 'cover.png');
    const args = [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${options.frequency ?? 1000}:sample_rate=44100:duration=${options.seconds ?? 3}`,
    ];
    if (tags.cover) {
      fs.writeFileSync(cover, TINY_PNG);
      args.push('-i', cover, '-map', '0:a', '-map', '1:v', '-c:v', 'copy');
      args.push('-metadata:s:v', 'comment=Cover (front)');
    }
    args.push('-c:a', 'libmp3lame', '-b:a', '64k', '-id3v2_version', '3');
    const meta: [string, string | number | undefined][] = [
      ['title', tags.title],
      ['artist', tags.artist],
      ['album', tags.album],
      ['album_artist', tags.albumArtist],
      ['track', tags.track],
      ['genre', tags.genre],
      ['date', tags.date],
      ['lyrics', tags.lyrics],
    ];
    for (const [key, value] of meta)
      if (value !== undefined) args.push('-metadata', `${key}=${value}`);
    args.push(out);
    execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', args, { stdio: 'ignore' });
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
