/** spec: a play counts after 30 s of listening, or at the end of a shorter track. */
export const PLAY_THRESHOLD_MS = 30_000;

/** Position jumps bigger than this between two time updates are seeks, not listening. */
const MAX_TICK_MS = 2_000;

/**
 * Accumulates listening time of one playback (not its position: seeking ahead does not count)
 * and says once when the play should be recorded.
 */
export class PlayRecorder {
  private listenedMs = 0;
  private lastPositionMs: number | null = null;
  private recorded = false;

  constructor(private readonly trackDurationMs: number) {}

  get listened(): number {
    return this.listenedMs;
  }

  get isRecorded(): boolean {
    return this.recorded;
  }

  /** The playhead moved while playing; returns true once, when the play should be recorded. */
  tick(positionMs: number): boolean {
    if (this.lastPositionMs !== null) {
      const delta = positionMs - this.lastPositionMs;
      if (delta > 0 && delta <= MAX_TICK_MS) this.listenedMs += delta;
    }
    this.lastPositionMs = positionMs;
    return this.shouldRecord(this.listenedMs >= PLAY_THRESHOLD_MS);
  }

  /** Paused or seeked: the next tick starts a new listening stretch. */
  interrupt(): void {
    this.lastPositionMs = null;
  }

  /** The track played to its end; a track shorter than the threshold counts now. */
  ended(): boolean {
    return this.shouldRecord(
      this.trackDurationMs < PLAY_THRESHOLD_MS || this.listenedMs >= PLAY_THRESHOLD_MS,
    );
  }

  private shouldRecord(condition: boolean): boolean {
    if (this.recorded || !condition) return false;
    this.recorded = true;
    return true;
  }
}
