import { createContext, type ReactNode } from 'react';

/** What the app shell lends the admin frame: its logo and user menu. */
export interface AdminShellSlots {
  logo: ReactNode;
  userMenu?: ReactNode;
}

/**
 * Provided by the `/admin` route in the first script, read by the code-split AdminLayout: the
 * admin chunk then imports neither the logo nor the user menu, which would split the first
 * script's shared modules into many more chunks (measured: +7 KB gzipped on `/`).
 */
export const AdminShellSlotsContext = createContext<AdminShellSlots>({ logo: null });
