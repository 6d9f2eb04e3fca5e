import type { Menu } from '../menus/menus.schemas';
import type { GuestRole } from '../permissions/permissions';
import type { User } from '../users/users.schemas';
import type { Workspace } from '../workspaces/workspaces.constants';

export interface Theme {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
}

export type { Workspace } from '../workspaces/workspaces.constants';

/** Public settings as a flat map of dotted names (menus included). */
export type PublicSettings = Record<string, unknown> & { menus: Menu[] };

/** Inlined into index.html and returned by the auth calls. */
export interface BootstrapData {
  user: User | null;
  settings: PublicSettings;
  themes: { all: Theme[]; selectedThemeId: number | string | null };
  i18n: { language: string; name: string; lines: Record<string, string> };
  guest_role: (GuestRole & { name: string }) | null;
  show_cookie_notice: boolean;
  workspaces: Workspace[];
  menus: Menu[];
  csrf_token?: string;
}

export const BOOTSTRAP_ELEMENT_ID = 'tonearm-bootstrap-data';
/**
 * The index page's answers to the first API calls of the page asked for, keyed by
 * URL: the web client takes each once instead of asking the network.
 */
export const PAGE_DATA_ELEMENT_ID = 'tonearm-page-data';
