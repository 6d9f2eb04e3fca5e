import {
  CHANNEL_SOURCES_BY_TYPE,
  slugify,
  type AdminChannel,
  type AdminChannelItem,
  type ChannelInputPayload,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import {
  CHANNEL_CONTENT_TYPES,
  CHANNEL_LAYOUTS,
  type ChannelContentType,
  type ChannelSource,
} from '@tonearm/shared/catalog/catalog.schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/native-fields';
import { useTrans } from '@/lib/i18n';
import { CONTENT_TYPE_LABELS, LAYOUT_LABELS } from './channel-labels';
import { ManualItemsEditor } from './manual-items-editor';
import { StateForm } from '@/components/admin-kit/state-form';

export interface ChannelFormValues {
  name: string;
  slug: string;
  description: string;
  layout: (typeof CHANNEL_LAYOUTS)[number];
  content_type: ChannelContentType;
  source: ChannelSource;
  restriction: string;
  items: AdminChannelItem[];
  seo_title: string;
  seo_description: string;
}

export function initialChannelValues(channel?: AdminChannel): ChannelFormValues {
  return {
    name: channel?.name ?? '',
    slug: channel?.slug ?? '',
    description: channel?.description ?? '',
    layout: channel?.layout ?? 'grid',
    content_type: channel?.content_type ?? 'tracks',
    source: channel?.source ?? 'manual',
    restriction: channel?.restriction ?? '',
    items: channel?.items ?? [],
    seo_title: channel?.seo_title ?? '',
    seo_description: channel?.seo_description ?? '',
  };
}

/** The form's values as the API takes them. */
export function channelPayload(values: ChannelFormValues): ChannelInputPayload {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description || null,
    layout: values.layout,
    content_type: values.content_type,
    source: values.source,
    restriction: values.restriction || null,
    items: values.source === 'manual' ? values.items.map((item) => item.id) : [],
    seo_title: values.seo_title || null,
    seo_description: values.seo_description || null,
  };
}

export type ChannelFormErrors = Partial<Record<string, string>>;

const SOURCE_LABELS: Record<ChannelSource, string> = {
  manual: 'Hand-picked list',
  'top-tracks': 'Top tracks',
  'new-releases': 'New releases',
  'popular-albums': 'Popular albums',
  'popular-artists': 'Popular artists',
  genre: 'A genre',
  'recent-playlists': 'Recent playlists',
  tag: 'A tag',
};

/**
 * The channel editor's fields: name, slug (made from the name until edited),
 * description, layout, content type, content source (a hand-ordered list or an automatic one,
 * with the genre or tag it needs), and SEO. Controlled: the page keeps the values for the
 * preview beside it.
 */
export function ChannelForm({
  values,
  onChange,
  errors,
  restrictionOptions,
  submitLabel,
  isPending,
  onSubmit,
}: {
  values: ChannelFormValues;
  onChange: (values: ChannelFormValues) => void;
  errors: ChannelFormErrors;
  /** Genre or tag slugs offered for the `genre` and `tag` sources. */
  restrictionOptions: { value: string; label: string }[];
  submitLabel: string;
  isPending: boolean;
  onSubmit: () => void;
}) {
  const t = useTrans();
  const [slugEdited, setSlugEdited] = useState(values.slug !== '');
  const set = <K extends keyof ChannelFormValues>(key: K, value: ChannelFormValues[K]) =>
    onChange({ ...values, [key]: value });
  /** The name, value, change handler and error of one text field, to spread on an InputField. */
  const text = <K extends 'description' | 'restriction' | 'seo_title' | 'seo_description'>(
    key: K,
  ) => ({
    name: key,
    value: values[key],
    errorMessage: errors[key],
    onChange: (value: string) => set(key, value),
  });
  const sources = CHANNEL_SOURCES_BY_TYPE[values.content_type];
  const needsRestriction = values.source === 'genre' || values.source === 'tag';
  const restrictionListId = useId();

  return (
    <StateForm className="flex flex-col gap-5" data-testid="channel-form" onSubmit={onSubmit}>
      <InputField
        name="name"
        label={t('Name')}
        isRequired
        value={values.name}
        errorMessage={errors.name}
        onChange={(name) =>
          onChange({ ...values, name, ...(slugEdited ? {} : { slug: slugify(name) }) })
        }
      />
      <InputField
        name="slug"
        label={t('Slug')}
        isRequired
        value={values.slug}
        errorMessage={errors.slug}
        description={t('The channel page is at /channel/:slug.', { slug: values.slug || '…' })}
        onChange={(slug) => {
          setSlugEdited(true);
          set('slug', slug);
        }}
      />
      <InputField label={t('Description')} rows={3} {...text('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('Layout')}
          value={values.layout}
          onChange={(layout) => set('layout', layout)}
          options={CHANNEL_LAYOUTS.map((layout) => ({
            value: layout,
            label: t(LAYOUT_LABELS[layout]),
          }))}
          errorMessage={errors.layout}
        />
        <SelectField
          label={t('Content type')}
          value={values.content_type}
          onChange={(type) => {
            const contentType = type;
            const allowed = CHANNEL_SOURCES_BY_TYPE[contentType];
            // Another kind of item: the hand-picked ones no longer fit, nor a source it lacks.
            onChange({
              ...values,
              content_type: contentType,
              source: allowed.includes(values.source) ? values.source : 'manual',
              items: [],
            });
          }}
          options={CHANNEL_CONTENT_TYPES.map((type) => ({
            value: type,
            label: t(CONTENT_TYPE_LABELS[type]),
          }))}
          errorMessage={errors.content_type}
        />
      </div>
      <SelectField
        label={t('Content source')}
        value={values.source}
        onChange={(source) => onChange({ ...values, source: source, restriction: '' })}
        options={sources.map((source) => ({ value: source, label: t(SOURCE_LABELS[source]) }))}
        errorMessage={errors.source}
      />
      {needsRestriction ? (
        <>
          <InputField
            label={values.source === 'genre' ? t('Genre') : t('Tag')}
            isRequired
            {...text('restriction')}
            list={restrictionListId}
            description={t('Its slug, e.g. :example.', {
              example: restrictionOptions[0]?.value ?? 'rock',
            })}
          />
          <datalist id={restrictionListId}>
            {restrictionOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
        </>
      ) : null}
      {values.source === 'manual' ? (
        <ManualItemsEditor
          contentType={values.content_type}
          items={values.items}
          onChange={(items) => set('items', items)}
          errorMessage={errors.items}
        />
      ) : null}
      <fieldset className="flex flex-col gap-5 rounded-panel border border-divider p-4">
        <legend className="px-1 text-sm font-semibold">{t('SEO')}</legend>
        <InputField
          label={t('SEO title')}
          {...text('seo_title')}
          description={t('Shown in search results and the browser tab; the name when empty.')}
        />
        <InputField label={t('SEO description')} rows={3} {...text('seo_description')} />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isDisabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </StateForm>
  );
}
