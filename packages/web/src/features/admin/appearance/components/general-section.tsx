import { stringSetting } from '@tonearm/shared/settings/string-setting';
import { TextField } from '@/components/ui/form-fields';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { ImageUrlField } from './image-url-field';

const LOGOS = [
  { key: 'branding.logo_light', label: 'Light logo', dark: false },
  { key: 'branding.logo_dark', label: 'Dark logo', dark: true },
  { key: 'branding.logo_light_mobile', label: 'Light mobile logo', dark: false },
  { key: 'branding.logo_dark_mobile', label: 'Dark mobile logo', dark: true },
  { key: 'branding.favicon', label: 'Favicon', dark: false },
] as const;

/** General: the site name and description, the logos (light, dark, mobile) and the favicon. */
export function GeneralSection({ settings, setSetting, errors }: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('Site name')}
        value={stringSetting(settings, 'branding.site_name')}
        onChange={(value) => setSetting('branding.site_name', value)}
        errorMessage={errors['branding.site_name']}
      />
      <TextField
        label={t('Site description')}
        value={stringSetting(settings, 'branding.site_description')}
        onChange={(value) => setSetting('branding.site_description', value)}
        errorMessage={errors['branding.site_description']}
      />
      {LOGOS.map((logo) => (
        <ImageUrlField
          key={logo.key}
          label={t(logo.label)}
          value={stringSetting(settings, logo.key)}
          onChange={(value) => setSetting(logo.key, value)}
          errorMessage={errors[logo.key]}
          darkBackground={logo.dark}
        />
      ))}
    </div>
  );
}
