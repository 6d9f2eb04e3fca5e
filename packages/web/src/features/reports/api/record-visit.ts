import type { RecordVisitPayload } from '@tonearm/shared/reports/reports.schemas';
import { apiClient } from '@/lib/api-client';

/** POST visits: a page the web app showed without asking the server for a document. */
export function recordVisit(payload: RecordVisitPayload): Promise<void> {
  return apiClient.post('visits', payload).then(() => undefined);
}
