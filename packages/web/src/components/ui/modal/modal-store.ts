import { useSyncExternalStore, type ReactNode } from 'react';

export type CloseDialog<T = unknown> = (result?: T) => void;

export interface DialogOptions {
  /** Accessible name when the content has no `<Heading slot="title">`. */
  label?: string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click on the backdrop close it (resolving `undefined`); on by default. */
  isDismissable?: boolean;
  /** `wide` for content that needs the room (a mail, a stack trace); `normal` by default. */
  size?: 'normal' | 'wide';
}

export interface OpenDialogEntry {
  id: number;
  render: (close: CloseDialog) => ReactNode;
  options: DialogOptions;
  close: CloseDialog;
}

type Listener = () => void;

let current: OpenDialogEntry | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Opens a dialog in the global modal host and resolves with what its content passes to
 * `close` (or `undefined` when dismissed). One dialog at a time: opening another dismisses
 * the current one first.
 */
export function openDialog<T = unknown>(
  render: (close: CloseDialog<T>) => ReactNode,
  options: DialogOptions = {},
): Promise<T | undefined> {
  current?.close();
  return new Promise<T | undefined>((resolve) => {
    const id = nextId++;
    const close: CloseDialog = (result) => {
      // A stale close (a second click, a dialog already replaced) must not close the next one.
      if (current?.id !== id) return;
      current = null;
      resolve(result as T | undefined);
      emit();
    };
    current = { id, render: render as (close: CloseDialog) => ReactNode, options, close };
    emit();
  });
}

/** Closes the open dialog, resolving its promise with `result`. */
export function closeDialog(result?: unknown): void {
  current?.close(result);
}

export function getCurrentDialog(): OpenDialogEntry | null {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentDialog(): OpenDialogEntry | null {
  return useSyncExternalStore(subscribe, getCurrentDialog, getCurrentDialog);
}
