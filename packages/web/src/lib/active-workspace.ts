import { useSyncExternalStore } from 'react';
import { COOKIES, WORKSPACE_COOKIE_EXPIRY_DAYS } from '@tonearm/shared/constants';
import { readCookie, removeCookie, writeCookie } from './cookies';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The active workspace id lives in a cookie for 7 days; 0 is the default. */
export function getActiveWorkspaceId(): number {
  const raw = typeof document === 'undefined' ? null : readCookie(COOKIES.activeWorkspace);
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function setActiveWorkspaceId(id: number): void {
  writeCookie(COOKIES.activeWorkspace, String(id), WORKSPACE_COOKIE_EXPIRY_DAYS);
  emit();
}

export function clearActiveWorkspace(): void {
  removeCookie(COOKIES.activeWorkspace);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active workspace id, re-rendering when this tab switches workspace. */
export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, getActiveWorkspaceId, () => 0);
}

/**
 * Drops an active workspace the user no longer belongs to (or any, for a guest), so a stale
 * cookie does not scope every call to a workspace the server will refuse.
 */
export function reconcileActiveWorkspace(workspaces: { id: number }[], isLoggedIn: boolean): void {
  const active = getActiveWorkspaceId();
  if (active === 0) return;
  if (!isLoggedIn || !workspaces.some((workspace) => workspace.id === active))
    clearActiveWorkspace();
}
