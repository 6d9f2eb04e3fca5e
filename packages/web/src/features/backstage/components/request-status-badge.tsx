import type { BackstageRequestStatus } from '@tonearm/shared/backstage/backstage.schemas';
import { useTrans } from '@/lib/i18n';

const TONES: Record<BackstageRequestStatus, string> = {
  pending: 'bg-primary/12 text-primary',
  approved: 'bg-positive/12 text-positive',
  denied: 'bg-danger/12 text-danger',
};
const LABELS: Record<BackstageRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

export function RequestStatusBadge({ status }: { status: BackstageRequestStatus }) {
  const t = useTrans();
  return (
    <span
      data-testid="request-status"
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(LABELS[status])}
    </span>
  );
}

export const REQUEST_TYPE_LABELS = {
  'become-artist': 'Become an artist',
  'verify-artist': 'Verify artist',
  'claim-artist': 'Claim artist',
} as const;
