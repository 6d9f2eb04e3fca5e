import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * The ffmpeg binary the server runs (config `FFMPEG_PATH`). ffmpeg is optional: without it the
 * app works with tag durations only, so callers ask `available()` first.
 */
export class Ffmpeg {
  private found: boolean | undefined;

  constructor(readonly path: string) {}

  /** Whether the binary answers `-version`; asked once per process. */
  available(): boolean {
    if (this.found === undefined) {
      const probe = spawnSync(this.path, ['-version'], { stdio: 'ignore', timeout: 5000 });
      this.found = probe.status === 0;
    }
    return this.found;
  }

  /** Starts ffmpeg with its output streams piped; stdin is closed. */
  spawn(args: string[]): ChildProcessByStdio<null, Readable, Readable> {
    return spawn(this.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  }
}
