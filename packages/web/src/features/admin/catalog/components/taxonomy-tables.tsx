import { zodResolver } from '@/lib/zod-resolver';
import {
  genreInputSchema,
  tagInputSchema,
  type AdminFileRow,
  type AdminGenreRow,
  type AdminTagRow,
  type GenreInputPayload,
  type TagInputPayload,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { Pencil, Upload } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormTextField } from '@/components/ui/form-fields';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { uploadFileEntry } from '@/features/uploads/public';
import { transChoice, useTrans } from '@/lib/i18n';
import { deleteFiles, useSaveGenre, useSaveTag } from '../api/catalog-admin-api';
import { catalogAdminKeys, catalogTable } from '../catalog-admin-paths';
import {
  actionsColumn,
  dateColumn,
  relatedNameColumn,
  sortableColumn,
  titleColumn,
} from './table-columns';
import { selectFilter } from '@/features/admin/shell/table-filters';
import { Badge, NameCell } from './table-parts';
import { closeWhenSaved } from '@/features/admin/shell/close-when-saved';

// ---- Genres -----------------------------------------------------------------------------------

function GenreDialog({ genre, close }: { genre: AdminGenreRow | null; close: CloseDialog }) {
  const t = useTrans();
  const save = useSaveGenre(genre?.id ?? null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<GenreInputPayload>({
    resolver: zodResolver(genreInputSchema),
    defaultValues: {
      name: genre?.name ?? '',
      display_name: genre?.display_name ?? '',
      image: genre?.image ?? '',
      popularity: genre?.popularity ?? 0,
    },
  });
  const image = useWatch({ control: form.control, name: 'image' });
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const entry = await uploadFileEntry({
        file,
        name: file.name,
        clientMime: file.type,
        clientExtension: file.name.split('.').pop() ?? '',
        metadata: { disk: 'public', diskPrefix: 'genre-images' },
        onProgress: () => undefined,
        signal: new AbortController().signal,
      });
      form.setValue('image', entry.url, { shouldDirty: true });
    } catch {
      toast.danger(t('The image could not be uploaded.'));
    } finally {
      setUploading(false);
    }
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        display_name: values.display_name || null,
        image: values.image || null,
        popularity: Number(values.popularity) || 0,
      },
      closeWhenSaved(
        form.setError,
        ['name', 'display_name', 'image', 'popularity'],
        genre ? t('Genre updated') : t('Genre created'),
        () => close(),
      ),
    ),
  );
  return (
    <DialogForm
      testId="genre-dialog"
      onSubmit={submit}
      title={genre ? t('Edit genre') : t('New genre')}
      onCancel={() => close()}
      submitLabel={t('Save')}
      isSubmitDisabled={save.isPending || uploading}
    >
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
      <FormTextField
        control={form.control}
        name="display_name"
        label={t('Display name')}
        description={t('Shown instead of the name when set.')}
      />
      <div className="flex items-center gap-3">
        {image ? (
          <img src={image} alt="" className="size-16 rounded-md object-cover" />
        ) : (
          <span aria-hidden className="size-16 rounded-md bg-bg-alt" />
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label={t('Genre image')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          onPress={() => fileInput.current?.click()}
          isDisabled={uploading}
        >
          <Upload className="size-4" aria-hidden />
          {image ? t('Replace image') : t('Upload image')}
        </Button>
        {image ? (
          <Button variant="ghost" onPress={() => form.setValue('image', '', { shouldDirty: true })}>
            {t('Remove')}
          </Button>
        ) : null}
      </div>
      <FormTextField
        control={form.control}
        name="popularity"
        type="number"
        label={t('Popularity')}
        description={t('Genres are listed most popular first.')}
      />
    </DialogForm>
  );
}

/** `/admin/genres` (music.update). */
export function GenresAdminPage() {
  const t = useTrans();
  const edit = (genre: AdminGenreRow | null) =>
    void openDialog((close) => <GenreDialog genre={genre} close={close} />, {
      label: genre ? t('Edit genre') : t('New genre'),
    });
  const columns = useMemo<ColumnDef<AdminGenreRow>[]>(
    () => [
      titleColumn('name', t('Genre'), (genre) => (
        <NameCell
          image={genre.image}
          name={genre.display_name || genre.name}
          sub={genre.display_name ? genre.name : undefined}
        />
      )),
      { accessorKey: 'display_name', header: t('Display name') },
      { accessorKey: 'tracks_count', header: t('Tracks') },
      { accessorKey: 'popularity', header: t('Popularity'), enableSorting: true },
      dateColumn('created_at', t('Created')),
      actionsColumn(t('Actions'), (row) => [
        { label: t('Edit'), icon: Pencil, onPress: () => edit(row) },
      ]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  return (
    <AdminListPage<AdminGenreRow>
      title={t('Genres')}
      {...catalogTable('genres')}
      columns={columns}
      searchLabel={t('Search genres')}
      defaultOrderBy="popularity"
      bulkDelete={{
        title: t('Delete genres'),
        body: (n) => transChoice('Delete :count genre?|Delete :count genres?', n),
      }}
      create={{ label: t('New genre'), onPress: () => edit(null) }}
      emptyMessage={{ title: t('No genres found'), description: t('Try another search.') }}
    />
  );
}

// ---- Tags -------------------------------------------------------------------------------------

function TagDialog({ tag, close }: { tag: AdminTagRow | null; close: CloseDialog }) {
  const t = useTrans();
  const save = useSaveTag(tag?.id ?? null);
  const form = useForm<TagInputPayload>({
    resolver: zodResolver(tagInputSchema),
    defaultValues: { name: tag?.name ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      values,
      closeWhenSaved(form.setError, ['name'], tag ? t('Tag renamed') : t('Tag created'), () =>
        close(),
      ),
    ),
  );
  return (
    <DialogForm
      testId="tag-dialog"
      onSubmit={submit}
      title={tag ? t('Rename tag') : t('New tag')}
      onCancel={() => close()}
      submitLabel={t('Save')}
      isSubmitDisabled={save.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
    </DialogForm>
  );
}

/** `/admin/tags` (tags.update). */
export function TagsAdminPage() {
  const t = useTrans();
  const edit = (tag: AdminTagRow | null) =>
    void openDialog((close) => <TagDialog tag={tag} close={close} />, {
      label: tag ? t('Rename tag') : t('New tag'),
    });
  const columns = useMemo<ColumnDef<AdminTagRow>[]>(
    () => [
      { accessorKey: 'name', header: t('Tag'), enableSorting: true, enableHiding: false },
      { accessorKey: 'slug', header: t('Slug') },
      { accessorKey: 'tracks_count', header: t('Tracks') },
      { accessorKey: 'albums_count', header: t('Albums') },
      dateColumn('created_at', t('Created')),
      actionsColumn(t('Actions'), (row) => [
        { label: t('Rename'), icon: Pencil, onPress: () => edit(row) },
      ]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  return (
    <AdminListPage<AdminTagRow>
      title={t('Tags')}
      {...catalogTable('tags')}
      columns={columns}
      searchLabel={t('Search tags')}
      bulkDelete={{
        title: t('Delete tags'),
        body: (n) =>
          transChoice(
            'Delete :count tag? It is taken off every track and album.|Delete :count tags? They are taken off every track and album.',
            n,
          ),
      }}
      create={{ label: t('New tag'), onPress: () => edit(null) }}
      emptyMessage={{ title: t('No tags found'), description: t('Try another search.') }}
    />
  );
}

// ---- Files ------------------------------------------------------------------------------------

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const usageLabel = (use: AdminFileRow['uses'][number]) => `${use.kind}: ${use.name}`;

/** `/admin/files` (files.update): every file entry, where it is used, delete. */
export function FilesAdminPage() {
  const t = useTrans();
  const queryClient = useQueryClient();
  const rowsById = useRef(new Map<string, AdminFileRow>());
  const filters = useMemo<FilterDef[]>(
    () => [
      selectFilter('type', t('Type'), {
        audio: t('Audio'),
        image: t('Image'),
        video: t('Video'),
        other: t('Other'),
      }),
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminFileRow>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('File'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => {
          rowsById.current.set(String(row.original.id), row.original);
          return <NameCell name={row.original.name} sub={row.original.mime} />;
        },
      },
      relatedNameColumn('owner', t('Owner'), (file) => file.owner?.name),
      sortableColumn('file_size', t('Size'), (size: number) => (
        <span className="tabular-nums">{formatBytes(size)}</span>
      )),
      { accessorKey: 'mime', header: t('Type') },
      { accessorKey: 'disk', header: t('Disk') },
      {
        id: 'uses',
        header: t('Used by'),
        cell: ({ row }) =>
          row.original.uses.length ? (
            <span className="flex flex-wrap gap-1">
              {row.original.uses.slice(0, 3).map((use) => (
                <Badge key={`${use.kind}-${use.id}`} tone="primary">
                  {usageLabel(use)}
                </Badge>
              ))}
              {row.original.uses.length > 3 ? (
                <Badge>{`+${row.original.uses.length - 3}`}</Badge>
              ) : null}
            </span>
          ) : (
            <span className="text-muted">{t('Unused')}</span>
          ),
        meta: { csv: (f: AdminFileRow) => f.uses.map(usageLabel).join('; ') },
      },
      dateColumn('created_at', t('Created')),
    ],
    [t],
  );
  /** A file in use asks once more, naming its uses. */
  const remove = async (ids: (string | number)[]) => {
    const used = ids
      .map((id) => rowsById.current.get(String(id)))
      .filter((row): row is AdminFileRow => !!row && row.uses.length > 0);
    if (used.length) {
      const names = used
        .flatMap((row) => row.uses.map((use) => `${row.name} → ${usageLabel(use)}`))
        .slice(0, 8)
        .join(', ');
      const ok = await confirmDanger({
        title: t('Delete files in use?'),
        message: t('These files are still used: :uses. Their pages will lose them.', {
          uses: names,
        }),
        confirmLabel: t('Delete anyway'),
        testId: 'files-in-use-confirm',
      });
      if (!ok) throw new Error(t('Nothing was deleted.'));
    }
    await deleteFiles(ids);
    await queryClient.invalidateQueries({ queryKey: catalogAdminKeys.files });
  };
  return (
    <AdminListPage<AdminFileRow>
      title={t('Files')}
      {...catalogTable('files')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search files')}
      bulkDelete={{
        title: t('Delete files'),
        body: (n) =>
          transChoice('Delete :count file and its bytes?|Delete :count files and their bytes?', n),
        mutate: remove,
      }}
      emptyMessage={{ title: t('No files found') }}
    />
  );
}
