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

/** A value's name (English, shown through trans()) and its badge's tone. */
interface BadgeLook {
  label: string;
  tone: Tone;
}

export const LEVEL_BADGES: Record<ErrorLogLevel, BadgeLook> = {
  critical: { label: 'Critical', tone: 'danger' },
  error: { label: 'Error', tone: 'danger' },
  warning: { label: 'Warning', tone: 'warning' },
  info: { label: 'Info', tone: 'neutral' },
};

export const EMAIL_STATUS_BADGES: Record<OutgoingEmailStatus, BadgeLook> = {
  sent: { label: 'Sent', tone: 'positive' },
  failed: { label: 'Failed', tone: 'danger' },
  logged: { label: 'Logged only', tone: 'neutral' },
};

export const RUN_RESULT_BADGES: Record<ScheduleResult, BadgeLook> = {
  ok: { label: 'OK', tone: 'positive' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Each value's translated name, in the table's order: the choices of the value's filter. */
export function badgeChoices<Value extends string>(
  looks: Record<Value, BadgeLook>,
  t: (line: string) => string,
): Record<Value, string> {
  const choices = {} as Record<Value, string>;
  for (const value of Object.keys(looks) as Value[]) choices[value] = t(looks[value].label);
  return choices;
}

function LookBadge({ look }: { look: BadgeLook }) {
  const t = useTrans();
  return <Badge tone={look.tone}>{t(look.label)}</Badge>;
}

export function LevelBadge({ level }: { level: ErrorLogLevel }) {
  return <LookBadge look={LEVEL_BADGES[level]} />;
}

export function EmailStatusBadge({ status }: { status: OutgoingEmailStatus }) {
  return <LookBadge look={EMAIL_STATUS_BADGES[status]} />;
}

export function RunResultBadge({ result }: { result: ScheduleResult }) {
  return <LookBadge look={RUN_RESULT_BADGES[result]} />;
}
