import { ReportsPage } from '@/features/admin/reports/components/reports-page';

/** `/admin`: the reports (issue 14 §3). */
export function ReportsRoute() {
  return <ReportsPage />;
}
