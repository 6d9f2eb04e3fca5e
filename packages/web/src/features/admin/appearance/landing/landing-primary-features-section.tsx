import { LANDING_LIMITS, type LandingFeature } from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { IconPicker } from '../components/icon-picker';
import { InputField, TextAreaField } from '@/components/ui/native-fields';
import { IMAGE_HINT } from './landing-general-section';
import { LandingListSection } from './landing-list-section';

/** Landing page, primary features: cards with a title, a text and an icon or a picture. */
export function LandingPrimaryFeaturesSection(props: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <LandingListSection<LandingFeature>
      {...props}
      settingKey="landing.features"
      label={t('Primary features')}
      max={LANDING_LIMITS.primaryFeatures}
      addLabel={t('Add feature')}
      createEntry={() => ({ title: t('New feature'), body: '', icon: 'headphones' })}
      entryName={(feature, index) => feature.title || t('Feature :number', { number: index + 1 })}
      renderEntry={(feature, fields) => (
        <>
          <InputField label={t('Title')} {...fields.text('title')} />
          <TextAreaField label={t('Text')} {...fields.text('body')} />
          <IconPicker
            label={t('Icon')}
            value={feature.icon}
            onChange={(icon) => fields.update({ ...feature, icon: icon ?? '' })}
          />
          <InputField
            label={t('Image (instead of the icon)')}
            {...fields.text('image')}
            description={t(IMAGE_HINT)}
          />
        </>
      )}
    />
  );
}
