import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppearanceSectionProps } from './appearance-section-props';

type SectionComponent = ComponentType<AppearanceSectionProps>;

export interface AppearanceSection {
  id: string;
  /** English; shown through trans(). */
  label: string;
  /** Under /admin/appearance/. */
  path: string;
  component: LazyExoticComponent<SectionComponent>;
}

/** A section at `/admin/appearance/{id}`, its component loaded as a chunk of its own. */
function lazySection(
  id: string,
  label: string,
  load: () => Promise<SectionComponent>,
): AppearanceSection {
  return { id, label, path: id, component: lazy(async () => ({ default: await load() })) };
}

/**
 * The appearance editor's sections, in the order the side panel lists them (general,
 * seo-settings, custom-code, themes, menus, landing-page). Each is its own chunk.
 */
export const APPEARANCE_SECTIONS: AppearanceSection[] = [
  lazySection(
    'general',
    'General',
    async () => (await import('./components/general-section')).GeneralSection,
  ),
  lazySection(
    'seo-settings',
    'SEO settings',
    async () => (await import('./seo/seo-section')).SeoSection,
  ),
  lazySection(
    'custom-code',
    'Custom code',
    async () => (await import('./components/custom-code-section')).CustomCodeSection,
  ),
  lazySection(
    'themes',
    'Themes',
    async () => (await import('./components/themes-section')).ThemesSection,
  ),
  lazySection('menus', 'Menus', async () => (await import('./menus/menus-section')).MenusSection),
  // Its parts (general, action buttons, primary and secondary features) open inside it.
  lazySection(
    'landing-page',
    'Landing page',
    async () => (await import('./landing/landing-section')).LandingSection,
  ),
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
