import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/form-fields';
import { TextAreaField } from '@/components/ui/native-fields';
import { useTrans } from '@/lib/i18n';
import { ArtistPicker, FormSection, ImageField, TokenInput, type ArtistChoice } from './form-parts';
import { ReleaseAtField } from './release-fields';

/**
 * The fields the track, album and artist editors share, wired to react-hook-form the way
 * `FormTextField` is: each takes the form's `control` and the field's `name`.
 */
interface BoundFieldProps<T extends FieldValues, Value> {
  control: Control<T>;
  name: FieldPathByValue<T, Value>;
  label: string;
}

/** Artwork or an artist image: upload, preview, remove. */
export function FormImageField<T extends FieldValues>({
  control,
  name,
  label,
}: BoundFieldProps<T, string | null>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={field.value}
          onChange={field.onChange}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Genre or tag names as chips. */
export function FormTokenField<T extends FieldValues>({
  control,
  name,
  label,
}: BoundFieldProps<T, string[]>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TokenInput
          label={label}
          value={field.value as string[]}
          onChange={field.onChange}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A description or biography; an empty box saves null. */
export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  rows,
}: BoundFieldProps<T, string | null> & { rows?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextAreaField
          label={label}
          value={field.value ?? ''}
          onChange={(text) => field.onChange(text || null)}
          errorMessage={fieldState.error?.message}
          rows={rows ?? 4}
        />
      )}
    />
  );
}

/** The credited artists; "add at least one" is the list's own (root) error. */
export function FormArtistPicker<T extends FieldValues>({
  control,
  name,
}: Omit<BoundFieldProps<T, ArtistChoice[]>, 'label'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ArtistPicker
          value={field.value as ArtistChoice[]}
          onChange={field.onChange}
          errorMessage={
            fieldState.error?.message ??
            (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message
          }
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: BoundFieldProps<T, boolean>) {
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
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <ReleaseAtField
              value={field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-col gap-3 pt-7">{flags}</div>
      </div>
      {children}
    </FormSection>
  );
}
