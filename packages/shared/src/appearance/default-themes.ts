/**
 * Themes are maps of CSS variables. Colours are RGB triplets so Tailwind can
 * apply opacity (`rgb(var(--be-primary) / 0.5)`).
 */
export interface ThemeValues {
  [variable: `--${string}`]: string;
}

export interface ThemeSeed {
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: ThemeValues;
}

const shared: ThemeValues = {
  '--be-radius': '0.75rem',
  '--be-radius-button': '9999px',
  '--be-font-family':
    "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--be-font-weight': '400',
};

export const DEFAULT_THEMES: ThemeSeed[] = [
  {
    name: 'Daylight',
    is_dark: false,
    default_light: true,
    default_dark: false,
    values: {
      ...shared,
      '--be-background': '255 255 255',
      '--be-background-alt': '246 246 248',
      '--be-background-chrome': '250 250 251',
      '--be-foreground-base': '17 17 24',
      '--be-text-muted': '99 99 112',
      // #d61f69: white on it, and it on the page, keep WCAG AA contrast (4.5:1).
      '--be-primary': '214 31 105',
      '--be-primary-light': '252 231 243',
      '--be-primary-dark': '190 24 93',
      '--be-on-primary': '255 255 255',
      '--be-danger': '220 38 38',
      // #146e34: keeps 4.5:1 even on its own 15% tint over the alt background (badges).
      '--be-positive': '20 110 52',
      '--be-divider': '0 0 0 / 0.1',
      '--be-hover': '0 0 0 / 0.05',
      '--be-navbar': '255 255 255',
    },
  },
  {
    name: 'Midnight',
    is_dark: true,
    default_light: false,
    default_dark: true,
    values: {
      ...shared,
      '--be-background': '18 18 22',
      '--be-background-alt': '26 26 32',
      '--be-background-chrome': '12 12 15',
      '--be-foreground-base': '244 244 247',
      '--be-text-muted': '161 161 176',
      '--be-primary': '244 114 182',
      '--be-primary-light': '80 22 52',
      '--be-primary-dark': '251 207 232',
      '--be-on-primary': '20 10 16',
      '--be-danger': '248 113 113',
      '--be-positive': '74 222 128',
      '--be-divider': '255 255 255 / 0.1',
      '--be-hover': '255 255 255 / 0.06',
      '--be-navbar': '12 12 15',
    },
  },
];
