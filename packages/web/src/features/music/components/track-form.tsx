import {
  trackInputSchema,
  type EditableTrack,
  type TrackInput,
} from '@tonearm/shared/music/music.schemas';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { TextField } from '@/components/ui/form-fields';
import { usePickerSearch } from '@/lib/search-api';
import { useTrans } from '@/lib/i18n';
import { useCreateTrack, useDrafts, useUpdateTrack } from '../api/music-api';
import { useAudioUpload } from '../hooks/use-audio-upload';
import { useEditorForm, type EditorKind } from '../hooks/use-editor-form';
import {
  FormCheckbox,
  ReleaseDetailsSection,
  ReleaseSection,
  SaveEntryButton,
} from './editor-fields';
import { FieldErrorMessage } from '@/components/ui/field';
import { type ArtistChoice } from './form-parts';
import { LyricsSection } from './lyrics-section';
import { Form } from '@/components/ui/form';

export type TrackFormValues = Omit<TrackInput, 'artists'> & { artists: ArtistChoice[] };

export function trackFormValues(track: EditableTrack | null): TrackFormValues {
  return {
    name: track?.name ?? '',
    // Prefilled names from tags (no id yet, negative placeholders) credit an artist by name.
    artists:
      track?.artists?.map((artist) =>
        artist.id > 0 ? { id: artist.id, name: artist.name } : { name: artist.name },
      ) ?? [],
    album_id: track?.album_id ?? track?.album?.id ?? null,
    number: track?.number ?? null,
    genres: track?.genres?.map((genre) => genre.name) ?? [],
    tags: track?.tags?.map((tag) => tag.name) ?? [],
    description: track?.description ?? null,
    image: track?.image ?? null,
    explicit: track?.explicit ?? false,
    downloadable: track?.downloadable ?? false,
    public: track?.public ?? true,
    release_at: track?.release_at ?? null,
  };
}

const trackEditor: EditorKind<TrackFormValues, EditableTrack> = {
  schema: trackInputSchema,
  valuesOf: trackFormValues,
  fields: [
    'name',
    'artists',
    'album_id',
    'number',
    'genres',
    'tags',
    'description',
    'image',
    'explicit',
    'downloadable',
    'public',
    'release_at',
    'file_entry_id',
  ],
};

/** The albums a track may join: its own, the caller's drafts' albums and those a search finds. */
function AlbumSelect({
  value,
  onChange,
  current,
  errorMessage,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  current: { id: number; name: string } | null;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  const id = useId();
  const { query, setQuery, found } = usePickerSearch('albums', 10);
  const drafts = useDrafts();
  const options = new Map<number, string>();
  if (current) options.set(current.id, current.name);
  for (const album of drafts.data?.albums ?? []) options.set(album.id, album.name);
  for (const album of found) options.set(album.id, album.name);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('Album')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-divider bg-bg px-3 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
        >
          <option value="">{t('No album (single)')}</option>
          {[...options].map(([albumId, name]) => (
            <option key={albumId} value={albumId}>
              {name}
            </option>
          ))}
        </select>
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('Find an album')}
          placeholder={t('Find an album')}
          className="h-11 rounded-lg border border-divider bg-bg px-3 text-sm outline-none focus:border-primary sm:w-48"
        />
      </div>
      <FieldErrorMessage message={errorMessage} />
    </div>
  );
}

/** Replace audio: uploads another file; its entry id goes with the next save. */
function ReplaceAudioField({
  value,
  onChange,
  label,
}: {
  value: number | undefined;
  onChange: (id: number) => void;
  label: string;
}) {
  const t = useTrans();
  const { progress, upload: uploadAudio } = useAudioUpload();
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = async (file: File) => {
    setFileName(file.name);
    const entry = await uploadAudio(file);
    if (entry) onChange(entry.id);
    else setFileName(null);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <FilePickerButton
          accept="audio/*"
          inputLabel={label}
          inputTestId="replace-audio-input"
          onFile={upload}
          isDisabled={progress !== null}
        >
          {progress !== null
            ? t('Uploading… :percent%', { percent: progress })
            : t('Choose audio file')}
        </FilePickerButton>
        {value && fileName ? (
          <span className="text-sm text-muted">
            {t(':name will be used when you save', { name: fileName })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

export interface TrackFormProps {
  /** The track to edit; null with `fileEntryId` creates one (`POST tracks`). */
  track: EditableTrack | null;
  /** The uploaded audio of a new track. */
  fileEntryId?: number;
  onSaved?: (track: EditableTrack) => void;
  /** A new track's values read from its file's tags. */
  prefill?: Partial<EditableTrack> | null;
  /** Inline in the drafts list: a shorter description box. */
  compact?: boolean;
}

/** The track editor, shared by backstage, admin and the drafts list. */
export function TrackForm({
  track,
  fileEntryId,
  prefill = null,
  onSaved,
  compact = false,
}: TrackFormProps) {
  const t = useTrans();
  const create = useCreateTrack();
  const update = useUpdateTrack();
  const pending = create.isPending || update.isPending;
  const { form, saveCallbacks, canSave } = useEditorForm(trackEditor, {
    entry: track,
    defaultValues: {
      ...trackFormValues(track ?? (prefill ? ({ ...prefill } as EditableTrack) : null)),
      ...(fileEntryId ? { file_entry_id: fileEntryId } : {}),
    },
    savedMessage: t('Track saved'),
    onSaved,
    pending,
  });

  const submit = form.handleSubmit((values) => {
    const input: TrackInput = values;
    if (track) update.mutate({ id: track.id, input }, saveCallbacks);
    else
      create.mutate(
        { ...input, file_entry_id: fileEntryId ?? input.file_entry_id! },
        saveCallbacks,
      );
  });

  return (
    <div className="space-y-6">
      <Form
        onSubmit={submit}
        data-testid="track-form"
        aria-label={t('Track details')}
        className="space-y-6"
      >
        <ReleaseDetailsSection control={form.control} descriptionRows={compact ? 2 : 4}>
          <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
            <Controller
              control={form.control}
              name="album_id"
              render={({ field, fieldState }) => (
                <AlbumSelect
                  value={field.value}
                  onChange={field.onChange}
                  current={track?.album ?? null}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="number"
              render={({ field, fieldState }) => (
                <TextField
                  label={t('Number')}
                  type="number"
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(text) => field.onChange(text === '' ? null : Number(text))}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </div>
        </ReleaseDetailsSection>

        <ReleaseSection
          control={form.control}
          name="release_at"
          flags={
            <>
              <FormCheckbox
                control={form.control}
                name="public"
                label={t('Public (private tracks are seen only by you)')}
              />
              <FormCheckbox control={form.control} name="explicit" label={t('Explicit')} />
              <FormCheckbox control={form.control} name="downloadable" label={t('Downloadable')} />
            </>
          }
        >
          {track ? (
            <Controller
              control={form.control}
              name="file_entry_id"
              render={({ field }) => (
                <ReplaceAudioField
                  label={t('Replace audio')}
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                />
              )}
            />
          ) : null}
        </ReleaseSection>

        <SaveEntryButton isDisabled={!canSave} testId="save-track">
          {pending ? t('Saving…') : track ? t('Save') : t('Create track')}
        </SaveEntryButton>
      </Form>
      {track ? <LyricsSection track={track} /> : null}
    </div>
  );
}
