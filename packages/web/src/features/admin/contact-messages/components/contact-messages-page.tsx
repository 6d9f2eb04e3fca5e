import type { ContactMessage } from '@tonearm/shared/contact/contact.schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { contactMessagesQueryKey } from '../api/contact-messages';
import { contactMessagesAdminPaths } from '../contact-messages-paths';

/** `/admin/contact-messages` (settings.update): what visitors sent through /contact. */
export function ContactMessagesPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<ContactMessage>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('From'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => (
          <Link
            to={contactMessagesAdminPaths.show(row.original.id)}
            className="rounded font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
          >
            {row.original.name}
          </Link>
        ),
      },
      { accessorKey: 'email', header: t('Email'), enableSorting: true },
      {
        accessorKey: 'message',
        header: t('Message'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-md text-muted">{row.original.message}</span>
        ),
      },
      {
        accessorKey: 'created_at',
        header: t('Received'),
        enableSorting: true,
        cell: ({ row }) => <RelativeTime date={row.original.created_at} />,
      },
    ],
    [t],
  );

  return (
    <AdminListPage<ContactMessage>
      title={t('Contact messages')}
      endpoint="contact-messages"
      queryKey={contactMessagesQueryKey}
      columns={columns}
      searchLabel={t('Search messages')}
      defaultOrderBy="created_at"
      defaultOrderDir="desc"
      bulkDelete={{
        title: t('Delete messages'),
        body: (count) => t.choice('Delete :count message?|Delete :count messages?', count),
      }}
      exportFileName="contact-messages"
      emptyMessage={{
        title: t('No messages found'),
        description: t('Messages sent through the contact form show here.'),
      }}
    />
  );
}
