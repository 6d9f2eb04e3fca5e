import { AdminPageHeader } from '@/features/admin/shell/admin-page-header';
import { useTrans } from '@/lib/i18n';

/** `/admin`: the reports page (issue 14 §3) is built by the reports work; its header for now. */
export function ReportsRoute() {
  const t = useTrans();
  return <AdminPageHeader title={t('Reports')} />;
}
