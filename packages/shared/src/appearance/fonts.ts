/**
 * The font families a theme may use ("font stylesheets load from an assets/ path;
 * a font service with weights, default 400"). Self-hosted: the server serves each family's
 * woff2 files and a stylesheet generated for the weights asked for, under /assets/fonts/.
 * `system` and `inter` cost no extra request: the system font is the device's, Inter ships in
 * the app's own stylesheet. No zod here: the app shell imports this list.
 */
export interface FontFamily {
  /** Stable id; for a self-hosted family also the @fontsource package name. */
  id: string;
  /** The CSS family name. */
  family: string;
  category: 'sans-serif' | 'serif' | 'system';
  /** The weights the font service offers (400 always among them). */
  weights: number[];
  /** Served from /assets/fonts/ (false: nothing to load). */
  selfHosted: boolean;
}

const SANS_FALLBACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF_FALLBACK = "ui-serif, Georgia, Cambria, 'Times New Roman', serif";

export const DEFAULT_FONT_WEIGHT = 400;

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

/** A family the server hosts; its id is the @fontsource package name. */
function selfHosted(
  id: string,
  family: string,
  category: FontFamily['category'],
  weights: number[],
): FontFamily {
  return { id, family, category, weights: [...weights], selfHosted: true };
}

export const FONT_FAMILIES: FontFamily[] = [
  {
    id: 'system',
    family: 'System',
    category: 'system',
    weights: [400, 500, 600, 700],
    selfHosted: false,
  },
  {
    id: 'inter',
    family: 'Inter',
    category: 'sans-serif',
    weights: [...ALL_WEIGHTS],
    selfHosted: false,
  },
  selfHosted('roboto', 'Roboto', 'sans-serif', ALL_WEIGHTS),
  selfHosted('open-sans', 'Open Sans', 'sans-serif', [300, 400, 500, 600, 700, 800]),
  selfHosted('lato', 'Lato', 'sans-serif', [100, 300, 400, 700, 900]),
  selfHosted('montserrat', 'Montserrat', 'sans-serif', ALL_WEIGHTS),
  selfHosted('poppins', 'Poppins', 'sans-serif', ALL_WEIGHTS),
  selfHosted('nunito', 'Nunito', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900]),
  selfHosted('merriweather', 'Merriweather', 'serif', [300, 400, 500, 600, 700, 800, 900]),
  selfHosted('playfair-display', 'Playfair Display', 'serif', [400, 500, 600, 700, 800, 900]),
];

/** The `--be-font-family` value of a family: its name first, then fallbacks. */
export function fontStack(font: FontFamily): string {
  if (font.category === 'system') return SANS_FALLBACK;
  return `'${font.family}', ${font.category === 'serif' ? SERIF_FALLBACK : SANS_FALLBACK}`;
}

export function findFont(id: string): FontFamily | undefined {
  return FONT_FAMILIES.find((font) => font.id === id);
}

/** The family a `--be-font-family` value names, if it is one of the list's stacks. */
export function fontOfStack(stack: string | undefined): FontFamily | undefined {
  if (!stack) return undefined;
  const normalised = stack.replace(/\s+/g, ' ').trim();
  return FONT_FAMILIES.find((font) => fontStack(font) === normalised);
}

export const FONT_ASSETS_PATH = '/assets/fonts';
