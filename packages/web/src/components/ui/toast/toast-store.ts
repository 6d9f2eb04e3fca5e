import { useSyncExternalStore } from 'react';
import { TOAST_DANGER_DURATION_MS, TOAST_DEFAULT_DURATION_MS } from '@tonearm/shared/constants';

export type ToastType = 'positive' | 'danger' | 'loading';
export type ToastPosition = 'bottom-center' | 'bottom-right';

export interface ToastOptions {
  type?: ToastType;
  position?: ToastPosition;
  /** Milliseconds; null keeps it until closed. Defaults by type. */
  duration?: number | null;
  action?: { label: string; target: string };
  disableEnterAnimation?: boolean;
  disableExitAnimation?: boolean;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  duration: number | null;
  action?: { label: string; target: string };
  disableEnterAnimation: boolean;
  disableExitAnimation: boolean;
}

type Listener = () => void;

/** 3000 ms by default, 8000 ms for danger, no timeout for loading. */
export function defaultDuration(type: ToastType): number | null {
  if (type === 'loading') return null;
  return type === 'danger' ? TOAST_DANGER_DURATION_MS : TOAST_DEFAULT_DURATION_MS;
}

/**
 * One toast at a time (a new one replaces the old), removed after its duration;
 * the timer pauses on hover or focus and resumes, with the time that was left, on leave or blur.
 */
export class ToastStore {
  private current: Toast | null = null;
  private nextId = 1;
  private listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private remaining: number | null = null;
  private startedAt = 0;
  private pauses = 0;

  show(message: string, options: ToastOptions = {}): number {
    const type = options.type ?? 'positive';
    const toast: Toast = {
      id: this.nextId++,
      message,
      type,
      position: options.position ?? 'bottom-center',
      duration: options.duration === undefined ? defaultDuration(type) : options.duration,
      action: options.action,
      disableEnterAnimation: options.disableEnterAnimation ?? false,
      disableExitAnimation: options.disableExitAnimation ?? false,
    };
    this.clearTimer();
    this.pauses = 0;
    this.current = toast;
    this.remaining = toast.duration;
    this.startTimer();
    this.emit();
    return toast.id;
  }

  dismiss(id?: number): void {
    if (!this.current || (id !== undefined && this.current.id !== id)) return;
    this.clearTimer();
    this.current = null;
    this.remaining = null;
    this.pauses = 0;
    this.emit();
  }

  /** Hover and focus each pause; the timer resumes once both have ended. */
  pause(): void {
    this.pauses++;
    if (this.pauses > 1 || !this.timer || this.remaining === null) return;
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
    this.clearTimer();
  }

  resume(): void {
    if (this.pauses === 0) return;
    this.pauses--;
    if (this.pauses === 0) this.startTimer();
  }

  get(): Toast | null {
    return this.current;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private startTimer(): void {
    if (!this.current || this.remaining === null) return;
    const id = this.current.id;
    this.startedAt = Date.now();
    this.timer = setTimeout(() => this.dismiss(id), this.remaining);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const toastStore = new ToastStore();

type ToastFn = ((message: string, options?: ToastOptions) => number) & {
  positive: (message: string, options?: Omit<ToastOptions, 'type'>) => number;
  danger: (message: string, options?: Omit<ToastOptions, 'type'>) => number;
  loading: (message: string, options?: Omit<ToastOptions, 'type'>) => number;
  dismiss: (id?: number) => void;
};

export const toast: ToastFn = Object.assign(
  (message: string, options?: ToastOptions) => toastStore.show(message, options),
  {
    positive: (message: string, options?: Omit<ToastOptions, 'type'>) =>
      toastStore.show(message, { ...options, type: 'positive' }),
    danger: (message: string, options?: Omit<ToastOptions, 'type'>) =>
      toastStore.show(message, { ...options, type: 'danger' }),
    loading: (message: string, options?: Omit<ToastOptions, 'type'>) =>
      toastStore.show(message, { ...options, type: 'loading' }),
    dismiss: (id?: number) => toastStore.dismiss(id),
  },
);

export function useCurrentToast(store: ToastStore = toastStore): Toast | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(),
    () => store.get(),
  );
}
