import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useTrans } from '@/lib/i18n';
import { ErrorLogTable } from './error-log-table';
import { OutgoingEmailTable } from './outgoing-email-table';
import { ScheduleLogTable } from './schedule-log-table';

/** The log tabs (schedule, error, outgoing email), each a URL of its own. */
export const LOG_TABS = ['error', 'outgoing-email', 'schedule'] as const;
export type LogTab = (typeof LOG_TABS)[number];

export function isLogTab(value: string | undefined): value is LogTab {
  return (LOG_TABS as readonly string[]).includes(value ?? '');
}

/** `/admin/logs/:tab`: the error, outgoing-email and schedule logs. */
export function LogsPage({ tab }: { tab: LogTab }) {
  const t = useTrans();
  const labels: Record<LogTab, string> = {
    error: t('Error'),
    'outgoing-email': t('Outgoing email'),
    schedule: t('Schedule'),
  };
  return (
    <>
      <AdminPageHeader
        title={t('Logs')}
        breadcrumbs={[
          { label: t('Logs'), to: '/admin/logs' },
          { label: labels[tab], to: `/admin/logs/${tab}` },
        ]}
      />
      <nav aria-label={t('Logs')} className="mb-5 border-b border-divider">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {LOG_TABS.map((name) => (
            <li key={name}>
              <NavLink
                to={`/admin/logs/${name}`}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
                    isActive
                      ? 'border-primary text-fg'
                      : 'border-transparent text-muted hover:border-divider hover:text-fg',
                  )
                }
              >
                {labels[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'error' ? <ErrorLogTable key="error" /> : null}
      {tab === 'outgoing-email' ? <OutgoingEmailTable key="outgoing-email" /> : null}
      {tab === 'schedule' ? <ScheduleLogTable key="schedule" /> : null}
    </>
  );
}
