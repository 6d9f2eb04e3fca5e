import type { ComponentType, ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, FormTextField } from '@/components/ui/form-fields';
import { TextAreaField } from '@/components/ui/native-fields';
import { useTrans } from '@/lib/i18n';
import { ArtistPicker, FormSection, ImageField, TokenInput, type ArtistChoice } from './form-parts';
import { ReleaseAtField } from './release-fields';

/** What an editor's input takes from its form field. */
interface FieldInputProps {
  value: unknown;
  onChange: (value: never) => void;
  errorMessage?: string | undefined;
}

/**
 * The fields the track, album and artist editors share, wired to react-hook-form the way
 * `FormTextField` is: each takes the form's `control` and the field's `name`, and passes its
 * other props (the label) to the input. A list's "add at least one" is its own (root) error.
 */
function bindToForm<Props extends FieldInputProps>(Input: ComponentType<Props>) {
  return function BoundField<T extends FieldValues>({
    control,
    name,
    ...props
  }: {
    control: Control<T>;
    name: FieldPathByValue<T, Props['value']>;
  } & Omit<Props, keyof FieldInputProps>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Input
            {...(props as unknown as Props)}
            value={field.value}
            onChange={field.onChange}
            errorMessage={
              fieldState.error?.message ??
              (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message
            }
          />
        )}
      />
    );
  };
}

/** A description or biography; an empty box saves null. */
function NullableTextArea({
  value,
  onChange,
  rows = 4,
  ...props
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string | undefined;
  rows?: number;
}) {
  return (
    <TextAreaField
      {...props}
      value={value ?? ''}
      onChange={(text) => onChange(text || null)}
      rows={rows}
    />
  );
}

/** Artwork or an artist image: upload, preview, remove. */
export const FormImageField = bindToForm(ImageField);

/** Genre or tag names as chips. */
export const FormTokenField = bindToForm(TokenInput);

export const FormTextAreaField = bindToForm(NullableTextArea);

/** The credited artists. */
export const FormArtistPicker = bindToForm(ArtistPicker);

const FormReleaseAtField = bindToForm(ReleaseAtField);

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox isSelected={field.value} onChange={field.onChange}>
          {label}
        </Checkbox>
      )}
    />
  );
}

/** The editor's fields with the artwork (or image) beside them on wide screens. */
export function FieldsBesideImage({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_auto]">
      <div className="space-y-5">{children}</div>
      {image}
    </div>
  );
}

/** What a track and an album both hold in their "Details" section. */
interface ReleaseDetailsValues {
  name: string;
  artists: ArtistChoice[];
  image: string | null;
  genres: string[];
  tags: string[];
  description: string | null;
}

/**
 * "Details" of a track or an album: title and artists beside the artwork, then `children` (the
 * fields only one of them has), genres and tags, and the description.
 */
export function ReleaseDetailsSection<T extends ReleaseDetailsValues>({
  control,
  descriptionRows,
  children,
}: {
  control: Control<T>;
  descriptionRows?: number;
  children: ReactNode;
}) {
  const t = useTrans();
  // The fields below are named by the shape every T extends; react-hook-form cannot see that.
  const details = control as unknown as Control<ReleaseDetailsValues>;
  return (
    <FormSection title={t('Details')}>
      <FieldsBesideImage
        image={<FormImageField control={details} name="image" label={t('Artwork')} />}
      >
        <FormTextField control={details} name="name" label={t('Title')} isRequired />
        <FormArtistPicker control={details} name="artists" />
      </FieldsBesideImage>
      {children}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTokenField control={details} name="genres" label={t('Genres')} />
        <FormTokenField control={details} name="tags" label={t('Tags')} />
      </div>
      <FormTextAreaField
        control={details}
        name="description"
        label={t('Description')}
        rows={descriptionRows}
      />
    </FormSection>
  );
}

/** The editor's submit button, at the end of the form. */
export function SaveEntryButton({
  isDisabled,
  testId,
  children,
}: {
  isDisabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" isDisabled={isDisabled} data-testid={testId}>
        {children}
      </Button>
    </div>
  );
}

/**
 * "Release and visibility" of a track or an album: the release time (scheduling) beside the
 * visibility checkboxes (`flags`); `children` go below.
 */
export function ReleaseSection<T extends FieldValues>({
  control,
  name,
  flags,
  children,
}: {
  control: Control<T>;
  /** The release time field (`release_at`). */
  name: FieldPathByValue<T, string | null>;
  flags: ReactNode;
  children?: ReactNode;
}) {
  const t = useTrans();
  return (
    <FormSection title={t('Release and visibility')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormReleaseAtField control={control} name={name} />
        <div className="flex flex-col gap-3 pt-7">{flags}</div>
      </div>
      {children}
    </FormSection>
  );
}
