import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '@/test/fake-timers';
import { defaultDuration, ToastStore } from './toast-store';

let store: ToastStore;

runOnFakeTimers();

beforeEach(() => {
  store = new ToastStore();
});

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    store.show('First');
    store.show('Second', { type: 'danger' });
    expect(store.get()?.message).toBe('Second');
    expect(store.get()?.type).toBe('danger');
  });

  it('notifies subscribers when a toast appears and disappears', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('Saved');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('defaults to a positive toast at the bottom centre', () => {
    store.show('Saved');
    expect(store.get()).toMatchObject({
      type: 'positive',
      position: 'bottom-center',
      duration: 3000,
    });
  });

  it('removes a positive toast after 3000 ms', () => {
    store.show('Updated account details');
    vi.advanceTimersByTime(2999);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it('removes a danger toast after 8000 ms', () => {
    store.show('There was an issue. Please try again.', { type: 'danger' });
    vi.advanceTimersByTime(7999);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = store.show('Uploading…', { type: 'loading' });
    expect(store.get()?.duration).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(store.get()?.id).toBe(id);
    store.dismiss(id);
    expect(store.get()).toBeNull();
  });

  it('uses the duration it is given, null meaning until closed', () => {
    store.show('Quick', { duration: 500 });
    vi.advanceTimersByTime(500);
    expect(store.get()).toBeNull();
    store.show('Sticky', { duration: null });
    vi.advanceTimersByTime(60_000);
    expect(store.get()?.message).toBe('Sticky');
  });

  it('gives each type its spec duration', () => {
    expect(defaultDuration('positive')).toBe(3000);
    expect(defaultDuration('danger')).toBe(8000);
    expect(defaultDuration('loading')).toBeNull();
  });

  it('a replacement starts its own timer rather than inheriting the old one', () => {
    store.show('First');
    vi.advanceTimersByTime(2500);
    store.show('Second');
    vi.advanceTimersByTime(2500);
    expect(store.get()?.message).toBe('Second');
    vi.advanceTimersByTime(500);
    expect(store.get()).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    store.show('Saved');
    vi.advanceTimersByTime(1000);
    store.pause(); // mouse enters
    vi.advanceTimersByTime(10_000);
    expect(store.get()).not.toBeNull();
    store.resume(); // mouse leaves: 2000 ms remain
    vi.advanceTimersByTime(1999);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it('stays paused until both hover and focus have ended', () => {
    store.show('Saved');
    store.pause(); // hover
    store.pause(); // focus
    store.resume(); // mouse leaves, focus stays
    vi.advanceTimersByTime(10_000);
    expect(store.get()).not.toBeNull();
    store.resume(); // blur
    vi.advanceTimersByTime(3000);
    expect(store.get()).toBeNull();
  });

  it('ignores an unpaired resume, so the next pause and resume still pair up', () => {
    store.show('Saved');
    store.resume();
    store.pause();
    vi.advanceTimersByTime(5000);
    expect(store.get()).not.toBeNull();
    store.resume();
    vi.advanceTimersByTime(3000);
    expect(store.get()).toBeNull();
  });

  it('dismisses only the toast it was asked to', () => {
    const first = store.show('First');
    store.show('Second');
    store.dismiss(first);
    expect(store.get()?.message).toBe('Second');
    store.dismiss();
    expect(store.get()).toBeNull();
  });

  it('a dismissed toast does not fire its timer into the next one', () => {
    const first = store.show('First');
    vi.advanceTimersByTime(1000);
    store.dismiss(first);
    store.show('Second', { type: 'danger' });
    vi.advanceTimersByTime(2000);
    expect(store.get()?.message).toBe('Second');
  });
});
