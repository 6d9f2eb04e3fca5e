import type { ContactMessage } from '@tonearm/shared/contact/contact.schemas';
import { useMemo } from 'react';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import {
  clampedTextColumn,
  dateColumn,
  linkedNameColumn,
} from '@/features/admin/catalog/components/table-columns';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { useTrans } from '@/lib/i18n';
import { contactMessagesQueryKey } from '../api/contact-messages';
import { contactMessagesAdminPaths } from '../contact-messages-paths';

/** `/admin/contact-messages` (settings.update): what visitors sent through /contact. */
export function ContactMessagesPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<ContactMessage>[]>(
    () => [
      linkedNameColumn('name', t('From'), {
        to: (message) => contactMessagesAdminPaths.show(message.id),
      }),
      { accessorKey: 'email', header: t('Email'), enableSorting: true },
      clampedTextColumn('message', t('Message')),
      dateColumn('created_at', t('Received'), { wrap: true }),
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
      bulkDelete={{
        title: t('Delete messages'),
        body: (count) => t.choice('Delete :count message?|Delete :count messages?', count),
      }}
      emptyMessage={{
        title: t('No messages found'),
        description: t('Messages sent through the contact form show here.'),
      }}
    />
  );
}
