import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Puts every test of the calling file on fake timers, and back on real ones after it. */
export function runOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the fake clock on by `ms` inside act, so React renders what the timers did. */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** As {@link advanceTimers}, also running what the timers' promises do (loaders, lazy pages). */
export async function advanceTimersAsync(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
