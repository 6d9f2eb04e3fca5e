import { loadConfig } from '../platform/config';
import { Ffmpeg } from '../platform/media/ffmpeg';

/** The ffmpeg the server would run, as config reads FFMPEG_PATH. */
export const testFfmpeg = new Ffmpeg(
  loadConfig({ FFMPEG_PATH: process.env.FFMPEG_PATH }).ffmpegPath,
);
