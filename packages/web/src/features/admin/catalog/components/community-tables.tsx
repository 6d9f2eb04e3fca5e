import type {
  AdminChannelRow,
  AdminCommentRow,
  AdminLyricsRow,
  AdminPlaylistRow,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { CHANNEL_CONTENT_TYPES } from '@tonearm/shared/catalog/catalog.schemas';
import { ExternalLink, MessageSquareText, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { formatDuration } from '@/lib/format-duration';
import { transChoice, useTrans } from '@/lib/i18n';
import { catalogAdminPaths, catalogTable } from '../catalog-admin-paths';
import { CONTENT_TYPE_LABELS } from './channel-labels';
import { actionsColumn, dateColumn, relatedNameColumn, titleColumn } from './table-columns';
import { Badge, NameCell } from './table-parts';
import { listFilter } from '@/features/admin/shell/table-filters';

/** `/admin/channels` (music.update). */
export function ChannelsAdminPage() {
  const t = useTrans();
  const filters = useMemo<FilterDef[]>(
    () => [
      listFilter('content_type', t('Content type'), CHANNEL_CONTENT_TYPES, (type) => [
        type,
        t(CONTENT_TYPE_LABELS[type]),
      ]),
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminChannelRow>[]>(
    () => [
      titleColumn('name', t('Channel'), (channel) => (
        <NameCell name={channel.name} sub={`/channel/${channel.slug}`} />
      )),
      { accessorKey: 'slug', header: t('Slug'), enableSorting: true },
      {
        accessorKey: 'content_type',
        header: t('Content'),
        cell: ({ row }) => <Badge>{t(CONTENT_TYPE_LABELS[row.original.content_type])}</Badge>,
      },
      {
        accessorKey: 'source',
        header: t('Source'),
        cell: ({ row }) =>
          row.original.source === 'manual'
            ? transChoice('Manual (:count item)|Manual (:count items)', row.original.items_count)
            : row.original.source,
      },
      { accessorKey: 'layout', header: t('Layout') },
      dateColumn('updated_at', t('Updated')),
      actionsColumn(t('Actions'), (row) => [
        {
          label: t('Edit'),
          icon: Pencil,
          to: catalogAdminPaths.editChannel(row.slug),
        },
        {
          label: t('Open channel page'),
          icon: ExternalLink,
          to: paths.channel(row.slug),
          external: true,
        },
      ]),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminChannelRow>
      title={t('Channels')}
      {...catalogTable('channels')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search channels')}
      defaultOrderBy="updated_at"
      rowLink={(channel) => catalogAdminPaths.editChannel(channel.slug)}
      bulkDelete={{
        title: t('Delete channels'),
        body: (n) =>
          transChoice(
            'Delete :count channel? The home channel cannot be deleted.|Delete :count channels? The home channel cannot be deleted.',
            n,
          ),
      }}
      create={{ to: catalogAdminPaths.newChannel(), label: t('New channel') }}
      emptyMessage={{ title: t('No channels found') }}
    />
  );
}

/** `/admin/playlists` (music.update). */
export function PlaylistsAdminPage() {
  const t = useTrans();
  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'public', label: t('Public'), type: 'boolean' },
      { key: 'collaborative', label: t('Collaborative'), type: 'boolean' },
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminPlaylistRow>[]>(
    () => [
      titleColumn('name', t('Playlist'), (playlist) => (
        <NameCell name={playlist.name} sub={playlist.owner.name} />
      )),
      relatedNameColumn('owner', t('Owner'), (playlist) => playlist.owner.name),
      {
        id: 'visibility',
        header: t('Visibility'),
        cell: ({ row }) => (
          <span className="flex gap-1">
            {row.original.public ? (
              <Badge tone="positive">{t('Public')}</Badge>
            ) : (
              <Badge>{t('Private')}</Badge>
            )}
            {row.original.collaborative ? <Badge tone="primary">{t('Collaborative')}</Badge> : null}
          </span>
        ),
        meta: {
          csv: (p: AdminPlaylistRow) =>
            `${p.public ? 'public' : 'private'}${p.collaborative ? ', collaborative' : ''}`,
        },
      },
      { accessorKey: 'tracks_count', header: t('Tracks'), enableSorting: true },
      { accessorKey: 'followers_count', header: t('Followers'), enableSorting: true },
      dateColumn('created_at', t('Created')),
      actionsColumn(t('Actions'), (row) => [
        {
          label: t('Open playlist page'),
          icon: ExternalLink,
          to: paths.playlist(row),
          external: true,
        },
      ]),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminPlaylistRow>
      title={t('Playlists')}
      {...catalogTable('playlists')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search playlists')}
      bulkDelete={{
        title: t('Delete playlists'),
        body: (n) => transChoice('Delete :count playlist?|Delete :count playlists?', n),
      }}
      emptyMessage={{ title: t('No playlists found') }}
    />
  );
}

/** `/admin/lyrics` (music.update): edit opens the track editor's lyrics. */
export function LyricsAdminPage() {
  const t = useTrans();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'synced', label: t('Synced'), type: 'boolean' }],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminLyricsRow>[]>(
    () => [
      {
        id: 'track',
        header: t('Track'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => <NameCell name={row.original.track.name} sub={row.original.excerpt} />,
        meta: { csv: (l: AdminLyricsRow) => l.track.name },
      },
      {
        accessorKey: 'is_synced',
        header: t('Type'),
        cell: ({ row }) =>
          row.original.is_synced ? (
            <Badge tone="primary">{t('Synced')}</Badge>
          ) : (
            <Badge>{t('Plain')}</Badge>
          ),
      },
      dateColumn('updated_at', t('Updated')),
      actionsColumn(t('Actions'), (row) => [
        {
          label: t('Edit lyrics'),
          icon: Pencil,
          to: `${catalogAdminPaths.editTrack(row.track.id)}?tab=lyrics`,
        },
      ]),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminLyricsRow>
      title={t('Lyrics')}
      {...catalogTable('lyrics')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search lyrics')}
      defaultOrderBy="updated_at"
      rowLink={(l) => `${catalogAdminPaths.editTrack(l.track.id)}?tab=lyrics`}
      bulkDelete={{
        title: t('Delete lyrics'),
        body: (n) => transChoice("Delete :count track's lyrics?|Delete :count tracks' lyrics?", n),
      }}
      emptyMessage={{ title: t('No lyrics found') }}
    />
  );
}

/** `/admin/comments` (music.update): moderate, view in context, delete. */
export function CommentsAdminPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<AdminCommentRow>[]>(
    () => [
      {
        accessorKey: 'content',
        header: t('Comment'),
        enableHiding: false,
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-md whitespace-pre-line">{row.original.content}</span>
        ),
      },
      relatedNameColumn('author', t('Author'), (comment) => comment.author?.name),
      relatedNameColumn('track', t('Track'), (comment) => comment.track.name),
      {
        accessorKey: 'position_ms',
        header: t('Position'),
        cell: ({ row }) =>
          row.original.position_ms === null ? (
            <span className="text-muted">—</span>
          ) : (
            <span className="tabular-nums">{formatDuration(row.original.position_ms)}</span>
          ),
      },
      dateColumn('created_at', t('Date')),
      actionsColumn(t('Actions'), (row) => [
        {
          label: t('View in context'),
          icon: MessageSquareText,
          to: `${paths.track(row.track)}?comment=${row.id}`,
          external: true,
        },
      ]),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminCommentRow>
      title={t('Comments')}
      {...catalogTable('comments')}
      columns={columns}
      searchLabel={t('Search comments')}
      bulkDelete={{
        title: t('Delete comments'),
        body: (n) =>
          transChoice(
            'Delete :count comment? A comment with replies stays as "deleted" in its thread.|Delete :count comments? Comments with replies stay as "deleted" in their threads.',
            n,
          ),
      }}
      emptyMessage={{
        title: t('No comments found'),
        description: t('Comments listeners leave on tracks show here.'),
      }}
    />
  );
}
