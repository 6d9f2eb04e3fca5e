import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The page's serious or critical axe violations (WCAG 2.1 A and AA), one line each. */
export async function seriousViolations(
  page: Page,
  build: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  const results = await build(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * The serious violations of the page as it stands, in light and then in dark mode, each line
 * prefixed with its scheme. The app follows the system's scheme live, so the page is not loaded
 * again for the second scheme: the emulated scheme changes, and the check waits for the theme
 * and for the colour transitions it started.
 */
export async function seriousViolationsInEachScheme(
  page: Page,
  build?: (builder: AxeBuilder) => AxeBuilder,
): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(colorScheme === 'dark');
    // Colour transitions started by the switch (instant under reduced motion, but they end only
    // at the next frame): until then an element still has its old scheme's colour.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    found.push(...(await seriousViolations(page, build)).map((line) => `${colorScheme}: ${line}`));
  }
  return found;
}
