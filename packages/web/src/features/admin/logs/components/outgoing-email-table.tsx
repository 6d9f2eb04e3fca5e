import type { OutgoingEmailSummary } from '@tonearm/shared/logs/logs.schemas';
import { MailOpen } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { titleColumn } from '@/features/admin/catalog/components/table-columns';
import { useTrans } from '@/lib/i18n';
import { badgeChoices, EMAIL_STATUS_BADGES, EmailStatusBadge } from './log-badge';
import { logTimeColumn, openEntryColumn, openEntryDialog } from './log-columns';
import { OutgoingEmailDialog } from './outgoing-email-dialog';
import { selectFilter } from '@/features/admin/shell/table-filters';

function openEmail(id: number, label: string) {
  openEntryDialog(label, (close) => <OutgoingEmailDialog id={id} onClose={close} />);
}

/** The outgoing-email tab: every mail, when, to whom, its subject and how it left. */
export function OutgoingEmailTable() {
  const t = useTrans();

  const columns = useMemo<ColumnDef<OutgoingEmailSummary>[]>(
    () => [
      titleColumn('subject', t('Subject'), (email) => (
        <button
          type="button"
          onClick={() => openEmail(email.id, t('Email'))}
          className="max-w-md truncate rounded text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
        >
          {email.subject || t('(no subject)')}
        </button>
      )),
      { accessorKey: 'to', header: t('To'), enableSorting: true },
      {
        accessorKey: 'status',
        header: t('Status'),
        enableSorting: true,
        cell: ({ row }) => (
          <span title={row.original.error ?? undefined}>
            <EmailStatusBadge status={row.original.status} />
          </span>
        ),
      },
      logTimeColumn('created_at', t('Date')),
      openEntryColumn<OutgoingEmailSummary>({
        id: 'open',
        label: t('Open'),
        tooltip: t('Open email'),
        buttonLabel: (email) => t('Open email “:subject”', { subject: email.subject }),
        icon: MailOpen,
        onPress: (email) => openEmail(email.id, t('Email')),
      }),
    ],
    [t],
  );

  const filters: FilterDef[] = [
    selectFilter('status', t('Status'), badgeChoices(EMAIL_STATUS_BADGES, t)),
  ];

  return (
    <DataTable<OutgoingEmailSummary>
      endpoint="logs/outgoing-email"
      queryKey={['admin', 'logs', 'outgoing-email']}
      columns={columns}
      filters={filters}
      searchLabel={t('Search by recipient or subject')}
      label={t('Outgoing email log')}
      defaultOrderBy="created_at"
      exportFileName="outgoing-email"
      emptyMessage={{
        title: t('No email sent yet'),
        description: t('Every mail the site sends, or logs without a mail server, shows here.'),
      }}
    />
  );
}
