import {
  artistInputSchema,
  type ArtistInput,
  type EditableArtist,
} from '@tonearm/shared/music/music.schemas';
import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { usePermissionContext } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useSaveArtist } from '../api/music-api';
import { useEditorForm, type EditorKind } from '../hooks/use-editor-form';
import {
  FieldsBesideImage,
  FormCheckbox,
  FormImageField,
  FormTextAreaField,
  FormTokenField,
  SaveEntryButton,
} from './editor-fields';
import { FormSection, ImageField } from './form-parts';
import { Form } from '@/components/ui/form';

export function artistFormValues(artist: EditableArtist | null): ArtistInput {
  return {
    name: artist?.name ?? '',
    image: artist?.image ?? null,
    bio: artist?.bio ?? null,
    links: artist?.links.map((link) => ({ url: link.url, title: link.title })) ?? [],
    genres: artist?.genres.map((genre) => genre.name) ?? [],
    verified: artist?.verified ?? false,
    images: artist?.images ?? [],
  };
}

const artistEditor: EditorKind<ArtistInput, EditableArtist> = {
  schema: artistInputSchema,
  valuesOf: artistFormValues,
  fields: ['name', 'image', 'bio', 'links', 'genres', 'verified', 'images'],
};

/** Whether the signed-in user holds music.update (or admin): they see and set `verified`. */
export function managesAllMusic(context: PermissionContext): boolean {
  return hasPermission(context, 'music.update');
}

/** The profile images: several uploads, each removable. */
function ProfileImages({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const t = useTrans();
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium">{t('Profile images')}</span>
      <ul className="flex flex-wrap gap-3">
        {value.map((url) => (
          <li key={url} className="relative size-24 overflow-hidden rounded-lg">
            <img src={url} alt="" className="size-full object-cover" />
            <button
              type="button"
              aria-label={t('Remove image')}
              onClick={() => onChange(value.filter((v) => v !== url))}
              className="absolute top-1 right-1 rounded-full bg-black/60 p-1 text-white"
            >
              <Trash2 className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <ImageField
        label={t('Add a profile image')}
        value={null}
        onChange={(url) => url && onChange([...value, url])}
      />
    </div>
  );
}

export interface ArtistFormProps {
  artist: EditableArtist | null;
  onSaved?: (artist: EditableArtist) => void;
}

/** The artist editor: name, image, bio, links, genres, verified, profile images. */
export function ArtistForm({ artist, onSaved }: ArtistFormProps) {
  const t = useTrans();
  const save = useSaveArtist();
  const { form, saveCallbacks, canSave } = useEditorForm(artistEditor, {
    entry: artist,
    savedMessage: t('Artist saved'),
    onSaved,
    pending: save.isPending,
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const canVerify = managesAllMusic(usePermissionContext());

  const submit = form.handleSubmit((values) =>
    save.mutate({ id: artist?.id ?? null, input: values }, saveCallbacks),
  );

  return (
    <Form
      onSubmit={submit}
      data-testid="artist-form"
      aria-label={t('Artist details')}
      className="space-y-6"
    >
      <FormSection title={t('Details')}>
        <FieldsBesideImage
          image={<FormImageField control={form.control} name="image" label={t('Image')} />}
        >
          <FormTextField control={form.control} name="name" label={t('Name')} isRequired />
          <FormTokenField control={form.control} name="genres" label={t('Genres')} />
        </FieldsBesideImage>
        <FormTextAreaField control={form.control} name="bio" label={t('Biography')} rows={6} />
        {canVerify ? (
          <FormCheckbox control={form.control} name="verified" label={t('Verified')} />
        ) : null}
      </FormSection>

      <FormSection title={t('Links')}>
        <ul className="space-y-3">
          {links.fields.map((link, index) => (
            <li
              key={link.id}
              className="grid items-start gap-3 sm:grid-cols-[1fr_12rem_auto]"
              data-testid="artist-link"
            >
              <FormTextField
                control={form.control}
                name={`links.${index}.url`}
                label={t('URL')}
                placeholder="https://"
              />
              <FormTextField
                control={form.control}
                name={`links.${index}.title`}
                label={t('Title')}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-7"
                aria-label={t('Remove link :number', { number: index + 1 })}
                onPress={() => links.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" onPress={() => links.append({ url: '', title: '' })}>
          <Plus className="size-4" aria-hidden />
          {t('Add link')}
        </Button>
      </FormSection>

      <FormSection title={t('Profile images')}>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => <ProfileImages value={field.value} onChange={field.onChange} />}
        />
      </FormSection>

      <SaveEntryButton isDisabled={!canSave} testId="save-artist">
        {artist ? t('Save') : t('Create artist')}
      </SaveEntryButton>
    </Form>
  );
}
