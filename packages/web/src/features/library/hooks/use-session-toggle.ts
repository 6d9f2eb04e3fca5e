import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { paths } from '@/config/paths';

/**
 * Marks (likes, reposts) toggled in this session, by "type:id", so every button of one item (the
 * player bar, a track row, the track page, a menu) agrees at once instead of waiting for each
 * query to refetch.
 */
export function createToggleOverrides() {
  const overrides = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(key: string, value: boolean) {
      overrides.set(key, value);
      for (const listener of listeners) listener();
    },
    useOverride(key: string): boolean | undefined {
      return useSyncExternalStore(subscribe, () => overrides.get(key));
    },
  };
}

export type ToggleOverrides = ReturnType<typeof createToggleOverrides>;

/**
 * A mark the viewer toggles at once and the server confirms after: guests go to login; the mark
 * flips back when the call fails. `send` makes the call; `onDone` says it worked.
 */
export function useSessionToggle({
  overrides,
  key,
  initial,
  send,
  onDone,
}: {
  overrides: ToggleOverrides;
  key: string;
  initial: boolean;
  send: (next: boolean) => Promise<unknown>;
  onDone: (next: boolean) => void;
}) {
  const value = overrides.useOverride(key) ?? initial;
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  const toggle = () => {
    if (!user) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    const next = !value;
    overrides.set(key, next);
    // The promise, not mutate()'s callbacks: those are dropped when the caller unmounts, as a
    // track menu does the moment one of its items is chosen.
    send(next).then(
      () => onDone(next),
      () => overrides.set(key, !next),
    );
  };
  return { value, toggle };
}
