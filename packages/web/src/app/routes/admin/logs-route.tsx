import { Navigate, useParams } from 'react-router';
import { isLogTab, LogsPage } from '@/features/admin/logs/components/logs-page';

/** `/admin/logs` and `/admin/logs/:tab`; no tab or an unknown one opens the error log. */
export function LogsRoute() {
  const { tab } = useParams();
  if (!isLogTab(tab)) return <Navigate to="/admin/logs/error" replace />;
  return <LogsPage tab={tab} />;
}
