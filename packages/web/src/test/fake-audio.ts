import type { AudioLike } from '@/features/player/engine/player-engine';

/** An audio element stand-in for unit tests: no media, time moves only when a test says so. */
export class FakeAudio extends EventTarget implements AudioLike {
  src = '';
  currentTime = 0;
  duration = NaN;
  paused = true;
  ended = false;
  volume = 1;
  muted = false;
  playCalls = 0;
  rejectPlay = false;

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.rejectPlay) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    this.ended = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  load(): void {}

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  /** Plays forward `seconds` in ticks of 250 ms, as a browser's timeupdate would. */
  advance(seconds: number): void {
    const steps = Math.round(seconds / 0.25);
    for (let i = 0; i < steps; i += 1) {
      this.currentTime += 0.25;
      this.dispatchEvent(new Event('timeupdate'));
    }
  }

  finish(): void {
    this.paused = true;
    this.ended = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
}
