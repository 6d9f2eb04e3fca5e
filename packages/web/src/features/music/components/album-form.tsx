import { ALBUM_TYPES } from '@tonearm/shared/catalog/catalog.schemas';
import {
  albumInputSchema,
  type AlbumInput,
  type EditableAlbum,
} from '@tonearm/shared/music/music.schemas';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DragHandle, moveItem, SortableList, useSortableItem } from '@/components/ui/sortable-list';
import { FileUploader } from '@/features/uploads/public';
import { usePickerSearch } from '@/lib/search-api';
import { useTrans } from '@/lib/i18n';
import { useDrafts, useSaveAlbum } from '../api/music-api';
import { useEditorForm, type EditorKind } from '../hooks/use-editor-form';
import { useImportUploads } from '../hooks/use-import-uploads';
import {
  FormCheckbox,
  ReleaseDetailsSection,
  ReleaseSection,
  SaveEntryButton,
} from './editor-fields';
import { DateField } from '@/components/ui/date-field';
import { FieldErrorMessage } from '@/components/ui/field';
import { InputField, SelectField } from '@/components/ui/native-fields';
import { FormSection, type ArtistChoice } from './form-parts';
import { Form } from '@/components/ui/form';

export type AlbumFormValues = Omit<AlbumInput, 'artists'> & { artists: ArtistChoice[] };

interface TrackInfo {
  id: number;
  name: string;
  artists: { name: string }[];
}

export function albumFormValues(album: EditableAlbum | null): AlbumFormValues {
  return {
    name: album?.name ?? '',
    artists: album?.artists.map((artist) => ({ id: artist.id, name: artist.name })) ?? [],
    release_date: album?.release_date?.slice(0, 10) ?? null,
    type: album?.type ?? 'album',
    image: album?.image ?? null,
    description: album?.description ?? null,
    genres: album?.genres.map((genre) => genre.name) ?? [],
    tags: album?.tags.map((tag) => tag.name) ?? [],
    public: album?.public ?? true,
    release_at: album?.release_at ?? null,
    track_ids: album?.tracks.map((track) => track.id) ?? [],
  };
}

const albumEditor: EditorKind<AlbumFormValues, EditableAlbum> = {
  schema: albumInputSchema,
  valuesOf: albumFormValues,
  fields: [
    'name',
    'artists',
    'release_date',
    'type',
    'image',
    'description',
    'genres',
    'tags',
    'public',
    'release_at',
    'track_ids',
  ],
};

function SortableTrack({
  track,
  index,
  onRemove,
}: {
  track: TrackInfo;
  index: number;
  onRemove: () => void;
}) {
  const t = useTrans();
  const { itemRef, itemStyle, isDragging, handleProps } = useSortableItem(track.id);
  return (
    <li
      ref={itemRef}
      style={itemStyle}
      data-testid="album-track"
      className={`flex items-center gap-3 rounded-lg bg-bg px-2 py-2 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <DragHandle
        label={t('Move :name', { name: track.name })}
        handleProps={handleProps}
        className="rounded p-1 text-muted outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary/40"
      />
      <span className="w-6 text-right text-sm text-muted tabular-nums">{index + 1}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{track.name}</p>
        <p className="truncate text-xs text-muted">{track.artists.map((a) => a.name).join(', ')}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('Remove :name from the album', { name: track.name })}
        onPress={onRemove}
      >
        <X className="size-4" aria-hidden />
      </Button>
    </li>
  );
}

/** The caller's tracks to add: their drafts, and what a search finds. */
function AddTracks({ exclude, onAdd }: { exclude: number[]; onAdd: (track: TrackInfo) => void }) {
  const t = useTrans();
  const { query, setQuery, trimmed, found } = usePickerSearch('tracks', 10);
  const drafts = useDrafts();
  const needle = trimmed.toLowerCase();
  const candidates = new Map<number, TrackInfo>();
  for (const track of drafts.data?.tracks ?? [])
    if (!needle || track.name.toLowerCase().includes(needle)) candidates.set(track.id, track);
  for (const track of found) candidates.set(track.id, track);
  const list = [...candidates.values()].filter((track) => !exclude.includes(track.id)).slice(0, 10);
  return (
    <div className="flex flex-col gap-1.5">
      <InputField
        label={t('Add existing tracks')}
        value={query}
        onChange={setQuery}
        placeholder={t('Search your tracks')}
      />
      {list.length ? (
        <ul className="divide-y divide-divider rounded-lg border border-divider">
          {list.map((track) => (
            <li key={track.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0 flex-1 truncate">{track.name}</span>
              <Button variant="ghost" size="sm" onPress={() => onAdd(track)}>
                <Plus className="size-3.5" aria-hidden />
                {t('Add')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** New files for the album: uploaded, imported as drafts, then added to the list. */
function InlineUploader({ onImported }: { onImported: (track: TrackInfo) => void }) {
  const notes = useImportUploads(onImported);
  return <FileUploader accept="audio/*" notes={notes} />;
}

export interface AlbumFormProps {
  album: EditableAlbum | null;
  onSaved?: (album: EditableAlbum) => void;
}

/** The album editor: details, artwork, and its tracks in order by drag. */
export function AlbumForm({ album, onSaved }: AlbumFormProps) {
  const t = useTrans();
  const save = useSaveAlbum();
  const [known, setKnown] = useState<Map<number, TrackInfo>>(
    () => new Map((album?.tracks ?? []).map((track) => [track.id, track])),
  );
  const [uploading, setUploading] = useState(false);
  const { form, saveCallbacks, canSave } = useEditorForm(albumEditor, {
    entry: album,
    savedMessage: t('Album saved'),
    onSaved,
    pending: save.isPending,
  });
  const trackIds = useWatch({ control: form.control, name: 'track_ids' });

  const submit = form.handleSubmit((values) =>
    save.mutate({ id: album?.id ?? null, input: values }, saveCallbacks),
  );

  const addTrack = (track: TrackInfo) => {
    setKnown((old) => new Map(old).set(track.id, track));
    const ids = form.getValues('track_ids');
    if (!ids.includes(track.id))
      form.setValue('track_ids', [...ids, track.id], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Form
      onSubmit={submit}
      data-testid="album-form"
      aria-label={t('Album details')}
      className="space-y-6"
    >
      <ReleaseDetailsSection control={form.control}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="release_date"
            render={({ field, fieldState }) => (
              <DateField
                label={t('Release date')}
                value={field.value ?? ''}
                onChange={(date) => field.onChange(date || null)}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SelectField
                label={t('Type')}
                value={field.value}
                onChange={field.onChange}
                options={ALBUM_TYPES.map((type) => ({
                  value: type,
                  label: t(type.charAt(0).toUpperCase() + type.slice(1)),
                }))}
              />
            )}
          />
        </div>
      </ReleaseDetailsSection>

      <ReleaseSection
        control={form.control}
        name="release_at"
        flags={<FormCheckbox control={form.control} name="public" label={t('Public')} />}
      />

      <FormSection title={t('Tracks')}>
        <Controller
          control={form.control}
          name="track_ids"
          render={({ field, fieldState }) => {
            const ids = field.value;
            return (
              <div className="space-y-2">
                {ids.length ? (
                  <SortableList
                    ids={ids}
                    onMove={(from, to) => field.onChange(moveItem(ids, from, to))}
                  >
                    <ol className="space-y-1" aria-label={t('Album tracks in order')}>
                      {ids.map((trackId, index) => (
                        <SortableTrack
                          key={trackId}
                          index={index}
                          track={
                            known.get(trackId) ?? {
                              id: trackId,
                              name: `#${trackId}`,
                              artists: [],
                            }
                          }
                          onRemove={() => field.onChange(ids.filter((id) => id !== trackId))}
                        />
                      ))}
                    </ol>
                  </SortableList>
                ) : (
                  <p className="text-sm text-muted">{t('No tracks yet.')}</p>
                )}
                <FieldErrorMessage message={fieldState.error?.message} />
              </div>
            );
          }}
        />
        <AddTracks exclude={trackIds} onAdd={addTrack} />
        {uploading ? (
          <InlineUploader onImported={addTrack} />
        ) : (
          <Button variant="secondary" size="sm" onPress={() => setUploading(true)}>
            {t('Upload new tracks')}
          </Button>
        )}
      </FormSection>

      <SaveEntryButton isDisabled={!canSave} testId="save-album">
        {album ? t('Save') : t('Create album')}
      </SaveEntryButton>
    </Form>
  );
}
