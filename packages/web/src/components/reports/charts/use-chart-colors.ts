import { useSyncExternalStore } from 'react';

/** The theme colours a chart draws with, as CSS colours (the SVG needs values, not classes). */
export interface ChartColors {
  primary: string;
  muted: string;
  grid: string;
  text: string;
  surface: string;
}

const FALLBACK: ChartColors = {
  primary: 'rgb(214 31 105)',
  muted: 'rgb(99 99 112)',
  grid: 'rgb(0 0 0 / 0.1)',
  text: 'rgb(17 17 24)',
  surface: 'rgb(255 255 255)',
};

function read(): ChartColors {
  if (typeof document === 'undefined') return FALLBACK;
  const style = getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => {
    const value = style.getPropertyValue(name).trim();
    return value ? `rgb(${value})` : fallback;
  };
  return {
    primary: color('--be-primary', FALLBACK.primary),
    muted: color('--be-text-muted', FALLBACK.muted),
    grid: color('--be-divider', FALLBACK.grid),
    text: color('--be-foreground-base', FALLBACK.text),
    surface: color('--be-background', FALLBACK.surface),
  };
}

let cached: ChartColors | null = null;
let cachedKey = '';

function snapshot(): ChartColors {
  // The theme sets its variables on <html> (style and class): same attributes, same colours.
  const root = typeof document === 'undefined' ? null : document.documentElement;
  const key = root ? `${root.className}|${root.getAttribute('style') ?? ''}` : '';
  if (!cached || key !== cachedKey) {
    cached = read();
    cachedKey = key;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'style'],
  });
  return () => observer.disconnect();
}

/** The active theme's chart colours, updated when the theme (light, dark, custom) changes. */
export function useChartColors(): ChartColors {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
}
