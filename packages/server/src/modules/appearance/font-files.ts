import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_FONT_WEIGHT,
  FONT_ASSETS_PATH,
  FONT_FAMILIES,
  type FontFamily,
} from '@tonearm/shared/appearance/fonts';

const require = createRequire(import.meta.url);

/**
 * The self-hosted fonts ("a font service with weights, default 400"): each family's
 * @fontsource package holds a stylesheet per weight and the woff2 files. The service answers a
 * stylesheet made of the weights asked for, its URLs pointing at /assets/fonts/files/, and the
 * files themselves. Both are the package's bytes, which change only with its version: served
 * with a year's cache.
 */
export class FontFiles {
  private readonly stylesheets = new Map<string, string>();

  private packageDir(font: FontFamily): string {
    return path.dirname(require.resolve(`@fontsource/${font.id}/package.json`));
  }

  /** The @font-face rules of `fontId` in `weights` (400 when none), or null if unknown. */
  async stylesheet(fontId: string, weights: number[]): Promise<string | null> {
    const font = FONT_FAMILIES.find((candidate) => candidate.id === fontId && candidate.selfHosted);
    if (!font) return null;
    // Weights the family lacks are left out (pages ask for the bolder ones the app uses).
    const wanted = (weights.length > 0 ? weights : [DEFAULT_FONT_WEIGHT]).filter((weight) =>
      font.weights.includes(weight),
    );
    if (wanted.length === 0) return null;
    const key = `${font.id}:${[...new Set(wanted)].sort().join(',')}`;
    const cached = this.stylesheets.get(key);
    if (cached !== undefined) return cached;
    const dir = this.packageDir(font);
    const parts: string[] = [];
    for (const weight of [...new Set(wanted)].sort())
      parts.push(
        (await fs.readFile(path.join(dir, `${weight}.css`), 'utf8'))
          // woff2 only: every browser the app supports reads it.
          .replace(/,\s*url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
          .replace(/url\(\.\/files\//g, `url(${FONT_ASSETS_PATH}/files/`),
      );
    const css = parts.join('\n');
    this.stylesheets.set(key, css);
    return css;
  }

  /** A woff2 file by its @fontsource name (`roboto-latin-400-normal.woff2`), or null. */
  async file(name: string): Promise<Buffer | null> {
    // The name was checked against FONT_FILE (no separators, no dots but the extension's).
    const font = FONT_FAMILIES.filter((candidate) => candidate.selfHosted)
      .sort((a, b) => b.id.length - a.id.length)
      .find((candidate) => name.startsWith(`${candidate.id}-`));
    if (!font) return null;
    try {
      return await fs.readFile(path.join(this.packageDir(font), 'files', path.basename(name)));
    } catch {
      return null;
    }
  }
}
