import { ReportsPage } from '@/features/admin/reports/components/reports-page';

/** `/admin`: the reports. */
export function ReportsRoute() {
  return <ReportsPage />;
}
