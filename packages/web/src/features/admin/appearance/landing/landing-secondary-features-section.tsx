import {
  LANDING_LIMITS,
  type LandingSecondaryFeature,
} from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { InputField, TextAreaField } from '@/components/ui/native-fields';
import { IMAGE_HINT } from './landing-general-section';
import { LandingListSection } from './landing-list-section';

/** Landing page, secondary features: wide rows with a subtitle, a title, a text and a picture. */
export function LandingSecondaryFeaturesSection(props: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <LandingListSection<LandingSecondaryFeature>
      {...props}
      settingKey="landing.secondary_features"
      label={t('Secondary features')}
      max={LANDING_LIMITS.secondaryFeatures}
      addLabel={t('Add feature')}
      createEntry={() => ({ title: t('New feature'), subtitle: '', body: '', image: '' })}
      entryName={(feature, index) => feature.title || t('Feature :number', { number: index + 1 })}
      renderEntry={(_feature, fields) => (
        <>
          <InputField label={t('Title')} {...fields.text('title')} />
          <InputField label={t('Subtitle')} {...fields.text('subtitle')} />
          <TextAreaField label={t('Text')} {...fields.text('body')} />
          <InputField label={t('Image')} {...fields.text('image')} description={t(IMAGE_HINT)} />
        </>
      )}
    />
  );
}
