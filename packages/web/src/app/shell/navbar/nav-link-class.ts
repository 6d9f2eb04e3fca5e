/** The navbar's and the mobile drawer's link look; `active` for the current page. */
export const navLinkClass = (active: boolean) =>
  `flex items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium transition ${
    active ? 'bg-hover text-fg' : 'text-muted hover:bg-hover hover:text-fg'
  }`;
