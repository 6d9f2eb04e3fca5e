import { useSyncExternalStore } from 'react';
import {
  BOOTSTRAP_ELEMENT_ID,
  type BootstrapData,
} from '@tonearm/shared/bootstrap/bootstrap.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';

type Listener = () => void;

const EMPTY: BootstrapData = {
  user: null,
  settings: { menus: [] },
  themes: { all: [], selectedThemeId: null },
  i18n: { language: 'en', name: 'English', lines: {} },
  guest_role: null,
  show_cookie_notice: false,
  workspaces: [],
  menus: [],
};

let current: BootstrapData = EMPTY;
const listeners = new Set<Listener>();

/** Reads the data the server inlined into index.html. */
export function readInlinedBootstrapData(doc: Document = document): BootstrapData | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootstrapData;
  } catch {
    return null;
  }
}

export function getBootstrapData(): BootstrapData {
  return current;
}

/** Replaces the bootstrap data, as login, logout and registration answers do. */
export function setBootstrapData(data: BootstrapData): void {
  current = data;
  for (const listener of listeners) listener();
}

export function subscribeBootstrapData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBootstrapData<T>(select: (data: BootstrapData) => T): T {
  return useSyncExternalStore(
    subscribeBootstrapData,
    () => select(current),
    () => select(current),
  );
}

export function useCurrentUser() {
  return useBootstrapData((data) => data.user);
}

export function useSettings() {
  return useBootstrapData((data) => data.settings);
}

/** A setting by its dotted name (`cookie_notice.enable`). */
export function useSetting<T = unknown>(name: string): T {
  return useBootstrapData((data) => data.settings[name] as T);
}

export function permissionContext(data: BootstrapData = current): PermissionContext {
  return { user: data.user, guestRole: data.guest_role };
}

export function usePermissionContext(): PermissionContext {
  const user = useBootstrapData((data) => data.user);
  const guestRole = useBootstrapData((data) => data.guest_role);
  return { user, guestRole };
}
