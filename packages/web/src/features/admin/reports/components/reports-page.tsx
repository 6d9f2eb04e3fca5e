import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { clsx } from 'clsx';
import { useTrans } from '@/lib/i18n';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useReport } from '../api/get-report';
import {
  useReportSearchParams,
  type ReportTab,
} from '@/components/reports/use-report-search-params';
import { formatPeriod } from '@/components/reports/report-format';
import { PlaysReportPanel } from './plays-report-panel';
import { RangePicker } from '@/components/reports/range-picker';
import { VisitorsReportPanel } from './visitors-report-panel';

const tabClass = ({
  isSelected,
  isFocusVisible,
}: {
  isSelected: boolean;
  isFocusVisible: boolean;
}) =>
  clsx(
    '-mb-px cursor-pointer border-b-2 px-1 pb-3 text-sm font-semibold outline-none transition',
    isSelected ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
    isFocusVisible && 'rounded-sm ring-2 ring-primary/50',
  );

/**
 * Reports, the admin index: plays and visitors for a range compared with the
 * previous period. Tab and range live in the URL (?tab=visitors&range=30d), so a report can be
 * shared and survives a reload.
 */
export function ReportsPage() {
  const t = useTrans();
  const [state, update] = useReportSearchParams();
  // The same queries as the open tab's panel (one request): their periods title the page.
  const plays = useReport('plays', state.query, state.tab === 'plays');
  const visitors = useReport('visitors', state.query, state.tab === 'visitors');
  const shown = state.tab === 'plays' ? plays.data : visitors.data;

  return (
    <div className="flex flex-col">
      <AdminPageHeader
        title={t('Reports')}
        actions={<RangePicker state={state} update={update} shown={shown} />}
      />
      <p className="-mt-4 mb-4 min-h-5 text-sm text-muted">
        {shown
          ? t(':current compared with :previous (UTC days)', {
              current: formatPeriod(shown.current),
              previous: formatPeriod(shown.previous),
            })
          : null}
      </p>
      <Tabs selectedKey={state.tab} onSelectionChange={(key) => update({ tab: key as ReportTab })}>
        <TabList aria-label={t('Reports')} className="mb-6 flex gap-6 border-b border-divider">
          <Tab id="plays" className={tabClass}>
            {t('Plays')}
          </Tab>
          <Tab id="visitors" className={tabClass}>
            {t('Visitors')}
          </Tab>
        </TabList>
        <TabPanel id="plays" className="outline-none">
          <PlaysReportPanel query={state.query} />
        </TabPanel>
        <TabPanel id="visitors" className="outline-none">
          <VisitorsReportPanel query={state.query} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
