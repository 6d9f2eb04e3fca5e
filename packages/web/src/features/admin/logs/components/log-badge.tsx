import { clsx } from 'clsx';
import type {
  ErrorLogLevel,
  OutgoingEmailStatus,
  ScheduleResult,
} from '@tonearm/shared/logs/logs.schemas';
import { useTrans } from '@/lib/i18n';

type Tone = 'danger' | 'warning' | 'positive' | 'neutral';

const TONES: Record<Tone, string> = {
  danger: 'bg-danger/10 text-danger ring-danger/20',
  // No warning colour in the theme: amber reads as "look at this" in light and dark.
  warning: 'bg-amber-500/10 text-amber-700 ring-amber-500/25 dark:text-amber-300',
  positive: 'bg-positive/10 text-positive ring-positive/20',
  neutral: 'bg-hover text-muted ring-divider',
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const LEVEL_TONES: Record<ErrorLogLevel, Tone> = {
  critical: 'danger',
  error: 'danger',
  warning: 'warning',
  info: 'neutral',
};

export function LevelBadge({ level }: { level: ErrorLogLevel }) {
  const t = useTrans();
  const labels: Record<ErrorLogLevel, string> = {
    critical: t('Critical'),
    error: t('Error'),
    warning: t('Warning'),
    info: t('Info'),
  };
  return <Badge tone={LEVEL_TONES[level]}>{labels[level]}</Badge>;
}

const STATUS_TONES: Record<OutgoingEmailStatus, Tone> = {
  sent: 'positive',
  failed: 'danger',
  logged: 'neutral',
};

export function EmailStatusBadge({ status }: { status: OutgoingEmailStatus }) {
  const t = useTrans();
  const labels: Record<OutgoingEmailStatus, string> = {
    sent: t('Sent'),
    failed: t('Failed'),
    logged: t('Logged only'),
  };
  return <Badge tone={STATUS_TONES[status]}>{labels[status]}</Badge>;
}

export function RunResultBadge({ result }: { result: ScheduleResult }) {
  const t = useTrans();
  return result === 'ok' ? (
    <Badge tone="positive">{t('OK')}</Badge>
  ) : (
    <Badge tone="danger">{t('Failed')}</Badge>
  );
}
