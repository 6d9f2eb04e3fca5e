import {
  SEO_COMMON_PLACEHOLDERS,
  SEO_DEFAULT_TEMPLATES,
  SEO_PAGE_TYPE_LABELS,
  SEO_PAGE_TYPES,
  SEO_PLACEHOLDERS,
  seoDescriptionKey,
  seoTitleKey,
  type SeoPageType,
} from '@tonearm/shared/seo/seo-settings';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@tonearm/shared/seo/seo.schemas';
import { clsx } from 'clsx';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { TextField } from '@/components/ui/form-fields';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function PageTypeTemplates({
  type,
  settings,
  setSetting,
  errors,
}: AppearanceSectionProps & { type: SeoPageType }) {
  const t = useTrans();
  const titleKey = seoTitleKey(type);
  const descriptionKey = seoDescriptionKey(type);
  const placeholders = [...SEO_PLACEHOLDERS[type], ...SEO_COMMON_PLACEHOLDERS];
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-divider p-4"
      data-testid={`seo-${type}`}
    >
      <legend className="px-1 text-sm font-semibold">{t(SEO_PAGE_TYPE_LABELS[type])}</legend>
      <TextField
        label={t('Title')}
        value={text(settings[titleKey], SEO_DEFAULT_TEMPLATES[titleKey])}
        onChange={(value) => setSetting(titleKey, value)}
        maxLength={SEO_TITLE_MAX}
        {...(errors[titleKey] ? { errorMessage: errors[titleKey] } : {})}
      />
      <AriaTextField
        className="flex flex-col gap-1.5"
        value={text(settings[descriptionKey], SEO_DEFAULT_TEMPLATES[descriptionKey])}
        onChange={(value) => setSetting(descriptionKey, value)}
        maxLength={SEO_DESCRIPTION_MAX}
        isInvalid={!!errors[descriptionKey]}
      >
        <Label className="text-sm font-medium">{t('Description')}</Label>
        <TextArea
          rows={3}
          className={clsx(
            'rounded-lg border border-divider bg-bg px-3 py-2 text-base text-fg outline-none transition',
            'focus:border-primary focus:ring-2 focus:ring-primary/25 data-[invalid]:border-danger',
          )}
        />
        <FieldError className="text-sm text-danger">{errors[descriptionKey]}</FieldError>
      </AriaTextField>
      <div className="text-xs text-muted">
        <span>{t('Placeholders')}: </span>
        <span className="inline-flex flex-wrap gap-1 align-middle">
          {placeholders.map((name) => (
            <code key={name} className="rounded bg-bg-alt px-1.5 py-0.5 font-mono text-[11px]">
              {`{{${name}}}`}
            </code>
          ))}
        </span>
      </div>
    </fieldset>
  );
}

/**
 * The appearance editor's seo-settings section: the title and description
 * templates of each page type the server renders meta for, with the placeholders each fills.
 */
export function SeoSection(props: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t(
          'Search engines and link previews show these. Placeholders are replaced with the page’s own values; an empty template uses the default.',
        )}
      </p>
      {SEO_PAGE_TYPES.map((type) => (
        <PageTypeTemplates key={type} type={type} {...props} />
      ))}
    </div>
  );
}
