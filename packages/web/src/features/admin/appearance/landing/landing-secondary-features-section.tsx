import {
  LANDING_LIMITS,
  type LandingSecondaryFeature,
} from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { ListEditor } from '../components/list-editor';
import { InputField, TextAreaField } from '@/components/ui/native-fields';
import { fieldError } from '../components/section-fields';
import { IMAGE_HINT } from './landing-general-section';
import { listOf } from './landing-fields';

const KEY = 'landing.secondary_features';

/** Landing page, secondary features: wide rows with a subtitle, a title, a text and a picture. */
export function LandingSecondaryFeaturesSection({
  settings,
  setSetting,
  errors,
}: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <ListEditor<LandingSecondaryFeature>
      label={t('Secondary features')}
      entries={listOf<LandingSecondaryFeature>(settings, KEY)}
      onChange={(next) => setSetting(KEY, next)}
      max={LANDING_LIMITS.secondaryFeatures}
      addLabel={t('Add feature')}
      errorMessage={fieldError(errors, KEY)}
      createEntry={() => ({ title: t('New feature'), subtitle: '', body: '', image: '' })}
      entryName={(feature, index) => feature.title || t('Feature :number', { number: index + 1 })}
      renderEntry={(feature, index, update) => (
        <>
          <InputField
            label={t('Title')}
            value={feature.title}
            onChange={(title) => update({ ...feature, title })}
            errorMessage={fieldError(errors, KEY, [index, 'title'])}
          />
          <InputField
            label={t('Subtitle')}
            value={feature.subtitle}
            onChange={(subtitle) => update({ ...feature, subtitle })}
            errorMessage={fieldError(errors, KEY, [index, 'subtitle'])}
          />
          <TextAreaField
            label={t('Text')}
            value={feature.body}
            onChange={(body) => update({ ...feature, body })}
            errorMessage={fieldError(errors, KEY, [index, 'body'])}
          />
          <InputField
            label={t('Image')}
            value={feature.image}
            onChange={(image) => update({ ...feature, image })}
            errorMessage={fieldError(errors, KEY, [index, 'image'])}
            description={t(IMAGE_HINT)}
          />
        </>
      )}
    />
  );
}
