import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

function storageKey(tableKey: string) {
  return `admin-table:${tableKey}:columns`;
}

function readVisibility(tableKey: string): ColumnVisibilityState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(tableKey)) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // Storage may be unavailable (private mode) or hold something else: all columns show.
    return {};
  }
}

/** Which columns a table shows, remembered per table in this browser. */
export function useColumnVisibility(tableKey: string) {
  const [visibility, setColumnVisibilityState] = useState<ColumnVisibilityState>(() =>
    readVisibility(tableKey),
  );
  const setVisibility = useCallback(
    (updater: ColumnVisibilityState | ((old: ColumnVisibilityState) => ColumnVisibilityState)) => {
      setColumnVisibilityState((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater;
        try {
          localStorage.setItem(storageKey(tableKey), JSON.stringify(next));
        } catch {
          // Not remembered, still applied.
        }
        return next;
      });
    },
    [tableKey],
  );
  return [visibility, setVisibility] as const;
}
