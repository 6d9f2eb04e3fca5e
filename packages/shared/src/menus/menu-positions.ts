/**
 * Every place the app renders a menu (Menu): the menu editor offers
 * exactly these, and each one is rendered by the web shell. Apart from menus.schemas.ts so the
 * shell can name them without loading zod.
 */
export const MENU_POSITIONS = [
  { id: 'navbar', label: 'Navbar' },
  { id: 'mobile-drawer', label: 'Mobile menu drawer' },
  { id: 'user-menu', label: 'User menu' },
  { id: 'site-footer', label: 'Site footer' },
  { id: 'auth-page-footer', label: 'Auth page footer' },
  { id: 'landing-footer', label: 'Landing page footer' },
] as const;

export type MenuPosition = (typeof MENU_POSITIONS)[number]['id'];
