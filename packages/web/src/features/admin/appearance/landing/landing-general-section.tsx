import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { InputField, TextAreaField } from '@/components/ui/native-fields';
import { fieldError } from '../components/section-fields';
import { textOf } from './landing-fields';

const IMAGE_HINT = 'An image path such as /images/hero.jpg or a full http(s) URL; empty for none.';

/** Landing page, general: the headline, subheadline, background image and section titles. */
export function LandingGeneralSection({ settings, setSetting, errors }: AppearanceSectionProps) {
  const t = useTrans();
  const field = (key: string, label: string, description?: string) => ({
    label: t(label),
    value: textOf(settings, key),
    onChange: (value: string) => setSetting(key, value),
    errorMessage: fieldError(errors, key),
    description: description ? t(description) : undefined,
  });
  return (
    <div className="flex flex-col gap-5">
      <InputField {...field('landing.headline', 'Headline')} />
      <TextAreaField {...field('landing.subheadline', 'Subheadline')} />
      <InputField {...field('landing.background_image', 'Background image', IMAGE_HINT)} />
      <InputField {...field('landing.features_title', 'Primary features title')} />
      <InputField
        {...field('landing.pricing_title', 'Pricing title', 'Plans show while billing is enabled.')}
      />
      <InputField
        {...field(
          'landing.footer_text',
          'Footer text',
          'Shown above the site name and the "Landing page footer" menu.',
        )}
      />
    </div>
  );
}

export { IMAGE_HINT };
