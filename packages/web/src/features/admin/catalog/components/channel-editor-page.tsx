import type { AdminChannel } from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { AdminEditorPage } from '@/features/admin/shell/admin-editor-page';
import type { Channel } from '@tonearm/shared/catalog/catalog.schemas';
import { ChannelContent, ChannelSection } from '@/features/catalog/public';
import { PageError } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTrans } from '@/lib/i18n';
import { apiClient } from '@/lib/api-client';
import { previewChannel, useAdminChannel, useSaveChannel } from '../api/catalog-admin-api';
import { catalogAdminPaths } from '../catalog-admin-paths';
import {
  channelPayload,
  ChannelForm,
  initialChannelValues,
  type ChannelFormErrors,
  type ChannelFormValues,
} from './channel-form';

/** Genre or tag slugs for the automatic sources that need one. */
function useRestrictionOptions(source: string) {
  const endpoint = source === 'genre' ? 'admin/genres' : source === 'tag' ? 'admin/tags' : null;
  const query = useQuery({
    queryKey: ['admin', 'catalog', 'restriction-options', endpoint],
    enabled: !!endpoint,
    queryFn: async () => {
      const { data } = await apiClient
        .answering(source === 'genre' ? 'adminGenreListAnswerSchema' : 'adminTagListAnswerSchema')
        .get(endpoint!, { params: { perPage: 100, orderBy: 'name', orderDir: 'asc' } });
      return data.pagination.data.map((row) => ({ value: row.slug, label: row.name }));
    },
  });
  return query.data ?? [];
}

/** The live preview: the channel as `GET channels/{slug}` would answer, in its real components. */
function ChannelPreview({ values }: { values: ChannelFormValues }) {
  const t = useTrans();
  const payload = useDebouncedValue(channelPayload(values), 300);
  const preview = useQuery({
    queryKey: ['admin', 'catalog', 'channel-preview', payload],
    queryFn: () => previewChannel({ ...payload, name: payload.name || t('Untitled channel') }),
    placeholderData: keepPreviousData,
    meta: { showErrorToast: false },
    retry: false,
  });
  const channel = preview.data;
  return (
    <section
      aria-label={t('Preview')}
      data-testid="channel-preview"
      className="min-w-0 rounded-panel border border-divider bg-bg p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">{t('Preview')}</h2>
        {preview.isFetching ? <span className="text-xs text-muted">{t('Updating…')}</span> : null}
      </div>
      {channel ? (
        <>
          <h3 className="mb-1 text-xl font-bold">{channel.name}</h3>
          {channel.description ? (
            <p className="mb-3 text-sm text-muted">{channel.description}</p>
          ) : null}
          {(channel.content?.pagination?.data.length ?? 0) === 0 ? null : channel.content_type ===
            'channels' ? (
            // A home-style channel shows each child channel as a section, as its page does.
            <div className="flex flex-col gap-6">
              {(channel.content.pagination.data as Channel[]).map((child) => (
                <ChannelSection key={child.id} channel={child} />
              ))}
            </div>
          ) : (
            <ChannelContent channel={channel} />
          )}
          {(channel.content?.pagination?.data.length ?? 0) > 0 ? null : (
            <p className="py-8 text-center text-sm text-muted">{t('Nothing to show yet.')}</p>
          )}
        </>
      ) : preview.isError ? (
        <p className="py-8 text-center text-sm text-muted">
          {t('Fill in the form to see the preview.')}
        </p>
      ) : (
        <p className="py-8 text-center text-sm text-muted">{t('Loading…')}</p>
      )}
    </section>
  );
}

function ChannelEditor({ channel }: { channel?: AdminChannel }) {
  const t = useTrans();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialChannelValues(channel));
  const [errors, setErrors] = useState<ChannelFormErrors>({});
  const save = useSaveChannel(channel?.id ?? null);
  const restrictionOptions = useRestrictionOptions(values.source);

  const submit = () =>
    save.mutate(channelPayload(values), {
      onSuccess: (saved) => {
        setErrors({});
        toast.positive(channel ? t('Channel saved') : t('Channel created'));
        if (!channel || saved.slug !== channel.slug)
          void navigate(catalogAdminPaths.editChannel(saved.slug), { replace: !!channel });
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.response?.data?.errors : undefined;
        if (!fieldErrors) return showHttpErrorToast(error);
        const next: ChannelFormErrors = {};
        for (const [field, messages] of Object.entries(fieldErrors))
          next[field.split('.')[0]!] = Array.isArray(messages) ? messages[0] : String(messages);
        setErrors(next);
      },
    });

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <ChannelForm
        values={values}
        onChange={setValues}
        errors={errors}
        restrictionOptions={restrictionOptions}
        submitLabel={channel ? t('Save') : t('Create channel')}
        isPending={save.isPending}
        onSubmit={submit}
      />
      <div className="xl:sticky xl:top-4 xl:self-start">
        <ChannelPreview values={values} />
      </div>
    </div>
  );
}

/** `/admin/channels/new` and `/admin/channels/:slugOrId/edit` (music.update). */
export function ChannelEditorPage({ slugOrId }: { slugOrId?: string }) {
  const t = useTrans();
  const channel = useAdminChannel(slugOrId);
  const title = slugOrId
    ? channel.data
      ? t('Edit “:name”', { name: channel.data.name })
      : t('Edit channel')
    : t('New channel');
  return (
    <AdminEditorPage
      title={title}
      back={{ label: t('Channels'), to: catalogAdminPaths.channels() }}
      crumb={{
        label: title,
        to: slugOrId ? catalogAdminPaths.editChannel(slugOrId) : catalogAdminPaths.newChannel(),
      }}
      className="w-full"
    >
      {!slugOrId ? (
        <ChannelEditor />
      ) : channel.error ? (
        <PageError error={channel.error} retry={() => void channel.refetch()} />
      ) : channel.data ? (
        <ChannelEditor key={channel.data.id} channel={channel.data} />
      ) : (
        <p className="text-muted">{t('Loading…')}</p>
      )}
    </AdminEditorPage>
  );
}
