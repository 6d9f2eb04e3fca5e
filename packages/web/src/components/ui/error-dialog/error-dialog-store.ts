import { useSyncExternalStore } from 'react';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';

type Listener = () => void;

let current: DebugErrorBody | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the fullscreen "An error occured" dialog with a server debug trace. */
export function openErrorDialog(error: DebugErrorBody): void {
  current = error;
  emit();
}

export function closeErrorDialog(): void {
  current = null;
  emit();
}

export function useErrorDialog(): DebugErrorBody | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
