import { zodResolver } from '@/lib/zod-resolver';
import {
  createPlaylistSchema,
  type CreatePlaylistPayload,
} from '@tonearm/shared/library/library.schemas';
import { Controller, useForm } from 'react-hook-form';
import { Heading } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { Checkbox, FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import type { Playlist } from '@tonearm/shared/catalog/catalog.schemas';
import { useCreatePlaylist, useUpdatePlaylist } from '@/features/library/public';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';

type FormValues = { name: string; description: string; public: boolean; collaborative: boolean };

/**
 * Create or edit a playlist: name, description, public/private, collaborative. A collaborator
 * edits only name and description (`ownerFields` off): the server keeps the rest to the owner.
 */
export function PlaylistFormDialog({
  playlist,
  close,
  ownerFields = true,
}: {
  playlist?: Playlist;
  close: CloseDialog<Playlist>;
  ownerFields?: boolean;
}) {
  const t = useTrans();
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  const form = useForm<FormValues>({
    resolver: zodResolver(createPlaylistSchema) as never,
    defaultValues: {
      name: playlist?.name ?? '',
      description: playlist?.description ?? '',
      public: playlist?.public ?? true,
      collaborative: playlist?.collaborative ?? false,
    },
  });
  const submit = form.handleSubmit((values) => {
    const payload: CreatePlaylistPayload = ownerFields
      ? { ...values, description: values.description || null }
      : { name: values.name, description: values.description || null };
    const options = {
      onSuccess: ({ playlist: saved }: { playlist: Playlist }) => close(saved),
      onError: (error: unknown) => applyServerErrors(error, form.setError, ['name', 'description']),
    };
    if (playlist) update.mutate({ id: playlist.id, ...payload, name: values.name }, options);
    else create.mutate({ ...payload, name: values.name }, options);
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      data-testid="playlist-form"
    >
      <Heading slot="title" className="text-xl font-bold">
        {playlist ? t('Edit playlist') : t('New playlist')}
      </Heading>
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus />
      <FormTextField control={form.control} name="description" label={t('Description')} />
      {ownerFields ? (
        <>
          <Controller
            control={form.control}
            name="public"
            render={({ field }) => (
              <Checkbox isSelected={field.value} onChange={field.onChange}>
                {t('Public: anyone can find and listen to it')}
              </Checkbox>
            )}
          />
          <Controller
            control={form.control}
            name="collaborative"
            render={({ field }) => (
              <Checkbox isSelected={field.value} onChange={field.onChange}>
                {t('Collaborative: collaborators can add and reorder tracks')}
              </Checkbox>
            )}
          />
        </>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onPress={() => close()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={create.isPending || update.isPending}>
          {playlist ? t('Save') : t('Create')}
        </Button>
      </div>
    </form>
  );
}
