import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppearanceSectionProps } from './appearance-section-props';

export interface AppearanceSection {
  id: string;
  /** English; shown through trans(). */
  label: string;
  /** Under /admin/appearance/. */
  path: string;
  component: LazyExoticComponent<ComponentType<AppearanceSectionProps>>;
}

/**
 * The appearance editor's sections, in the order the side panel lists them (general,
 * seo-settings, custom-code, themes, menus, landing-page). Each is its own chunk.
 */
export const APPEARANCE_SECTIONS: AppearanceSection[] = [
  {
    id: 'general',
    label: 'General',
    path: 'general',
    component: lazy(async () => ({
      default: (await import('./components/general-section')).GeneralSection,
    })),
  },
  {
    id: 'seo-settings',
    label: 'SEO settings',
    path: 'seo-settings',
    component: lazy(async () => ({
      default: (await import('./seo/seo-section')).SeoSection,
    })),
  },
  {
    id: 'custom-code',
    label: 'Custom code',
    path: 'custom-code',
    component: lazy(async () => ({
      default: (await import('./components/custom-code-section')).CustomCodeSection,
    })),
  },
  {
    id: 'themes',
    label: 'Themes',
    path: 'themes',
    component: lazy(async () => ({
      default: (await import('./components/themes-section')).ThemesSection,
    })),
  },
  {
    id: 'menus',
    label: 'Menus',
    path: 'menus',
    component: lazy(async () => ({
      default: (await import('./menus/menus-section')).MenusSection,
    })),
  },
  {
    // Its parts (general, action buttons, primary and secondary features) open inside it.
    id: 'landing-page',
    label: 'Landing page',
    path: 'landing-page',
    component: lazy(async () => ({
      default: (await import('./landing/landing-section')).LandingSection,
    })),
  },
];

/** The section a URL below /admin/appearance/ opens, and the rest of that URL. */
export function sectionOfPath(
  splat: string,
  sections: AppearanceSection[] = APPEARANCE_SECTIONS,
): { section: AppearanceSection; rest: string[] } | null {
  const segments = splat.split('/').filter(Boolean);
  // Longest path first: a landing-page/action-buttons section wins over landing-page.
  const ordered = [...sections].sort((a, b) => b.path.length - a.path.length);
  for (const section of ordered) {
    const own = section.path.split('/');
    if (own.every((segment, index) => segments[index] === segment))
      return { section, rest: segments.slice(own.length) };
  }
  return null;
}
