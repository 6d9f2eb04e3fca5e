import { ChevronRight } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { hasErrorBelow, SubPageHeader } from '../components/section-fields';
import { LandingActionButtonsSection } from './landing-action-buttons-section';
import { LandingGeneralSection } from './landing-general-section';
import { LandingPrimaryFeaturesSection } from './landing-primary-features-section';
import { LandingSecondaryFeaturesSection } from './landing-secondary-features-section';

/** The landing-page sections of /admin/appearance, each with the keys it edits. */
export const LANDING_SUB_SECTIONS: {
  id: 'general' | 'action-buttons' | 'primary-features' | 'secondary-features';
  label: string;
  keys: string[];
  component: ComponentType<AppearanceSectionProps>;
}[] = [
  {
    id: 'general',
    label: 'General',
    keys: [
      'landing.headline',
      'landing.subheadline',
      'landing.background_image',
      'landing.features_title',
      'landing.pricing_title',
      'landing.footer_text',
    ],
    component: LandingGeneralSection,
  },
  {
    id: 'action-buttons',
    label: 'Action buttons',
    keys: ['landing.actions'],
    component: LandingActionButtonsSection,
  },
  {
    id: 'primary-features',
    label: 'Primary features',
    keys: ['landing.features'],
    component: LandingPrimaryFeaturesSection,
  },
  {
    id: 'secondary-features',
    label: 'Secondary features',
    keys: ['landing.secondary_features'],
    component: LandingSecondaryFeaturesSection,
  },
];

/**
 * The appearance editor's landing-page section: a list of its four parts, each
 * opened in place. Edits are drafts through `setSetting`; the preview shows them at once.
 */
export function LandingSection(props: AppearanceSectionProps) {
  const t = useTrans();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = LANDING_SUB_SECTIONS.find((sub) => sub.id === openId);
  if (open) {
    const Section = open.component;
    return (
      <section aria-label={t(open.label)}>
        <SubPageHeader title={t(open.label)} onBack={() => setOpenId(null)} />
        <Section {...props} />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4" aria-labelledby="landing-section-title">
      <h2 id="landing-section-title" className="text-lg font-semibold">
        {t('Landing page')}
      </h2>
      <ul className="flex flex-col gap-2">
        {LANDING_SUB_SECTIONS.map((sub) => {
          const invalid = sub.keys.some((key) => hasErrorBelow(props.errors, key));
          return (
            <li key={sub.id}>
              <button
                type="button"
                onClick={() => setOpenId(sub.id)}
                className={`flex w-full items-center justify-between gap-3 rounded-lg border bg-bg px-4 py-3 text-left text-sm font-medium outline-none transition hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary/50 ${
                  invalid ? 'border-danger' : 'border-divider'
                }`}
              >
                <span>
                  {t(sub.label)}
                  {invalid ? (
                    <span className="ml-2 text-xs font-normal text-danger">{t('Has errors')}</span>
                  ) : null}
                </span>
                <ChevronRight className="size-4 text-muted" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
