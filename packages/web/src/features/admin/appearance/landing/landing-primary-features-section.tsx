import { LANDING_LIMITS, type LandingFeature } from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { IconPicker } from '../components/icon-picker';
import { ListEditor } from '../components/list-editor';
import { InputField, TextAreaField } from '@/components/ui/native-fields';
import { fieldError } from '../components/section-fields';
import { IMAGE_HINT } from './landing-general-section';
import { listOf } from './landing-fields';

const KEY = 'landing.features';

/** Landing page, primary features: cards with a title, a text and an icon or a picture. */
export function LandingPrimaryFeaturesSection({
  settings,
  setSetting,
  errors,
}: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <ListEditor<LandingFeature>
      label={t('Primary features')}
      entries={listOf<LandingFeature>(settings, KEY)}
      onChange={(next) => setSetting(KEY, next)}
      max={LANDING_LIMITS.primaryFeatures}
      addLabel={t('Add feature')}
      errorMessage={fieldError(errors, KEY)}
      createEntry={() => ({ title: t('New feature'), body: '', icon: 'headphones' })}
      entryName={(feature, index) => feature.title || t('Feature :number', { number: index + 1 })}
      renderEntry={(feature, index, update) => (
        <>
          <InputField
            label={t('Title')}
            value={feature.title}
            onChange={(title) => update({ ...feature, title })}
            errorMessage={fieldError(errors, KEY, [index, 'title'])}
          />
          <TextAreaField
            label={t('Text')}
            value={feature.body}
            onChange={(body) => update({ ...feature, body })}
            errorMessage={fieldError(errors, KEY, [index, 'body'])}
          />
          <IconPicker
            label={t('Icon')}
            value={feature.icon}
            onChange={(icon) => update({ ...feature, icon: icon ?? '' })}
          />
          <InputField
            label={t('Image (instead of the icon)')}
            value={feature.image ?? ''}
            onChange={(image) => update({ ...feature, image })}
            errorMessage={fieldError(errors, KEY, [index, 'image'])}
            description={t(IMAGE_HINT)}
          />
        </>
      )}
    />
  );
}
