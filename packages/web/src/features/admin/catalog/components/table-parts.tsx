import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { RelativeTime, useTrans } from '@/lib/i18n';

export function Badge({
  tone = 'muted',
  children,
}: {
  tone?: 'positive' | 'danger' | 'muted' | 'primary';
  children: ReactNode;
}) {
  const tones = {
    positive: 'bg-positive/12 text-positive',
    danger: 'bg-danger/12 text-danger',
    muted: 'bg-bg-alt text-muted',
    primary: 'bg-primary/12 text-primary',
  } as const;
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Draft / published / scheduled and public / private, as the tracks and albums tables show. */
export function MusicStatus({
  status,
  isPublic,
  releaseAt,
}: {
  status: 'draft' | 'published';
  isPublic: boolean;
  releaseAt: string | null;
}) {
  const t = useTrans();
  const scheduled = status === 'published' && !!releaseAt && new Date(releaseAt) > new Date();
  return (
    <span className="flex flex-wrap gap-1">
      {status === 'draft' ? (
        <Badge>{t('Draft')}</Badge>
      ) : scheduled ? (
        <Badge tone="primary">{t('Scheduled')}</Badge>
      ) : (
        <Badge tone="positive">{t('Published')}</Badge>
      )}
      {isPublic ? null : <Badge tone="danger">{t('Private')}</Badge>}
    </span>
  );
}

export function musicStatusText(row: {
  status: 'draft' | 'published';
  public: boolean;
  release_at: string | null;
}): string {
  const scheduled =
    row.status === 'published' && !!row.release_at && new Date(row.release_at) > new Date();
  return `${scheduled ? 'scheduled' : row.status}, ${row.public ? 'public' : 'private'}`;
}

/** A square thumbnail and the row's name (and a second line). */
export function NameCell({
  image,
  name,
  sub,
  round = false,
}: {
  image?: string | null;
  name: string;
  sub?: ReactNode;
  round?: boolean;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      {image !== undefined ? (
        image ? (
          <img
            src={image}
            alt=""
            className={clsx('size-10 shrink-0 object-cover', round ? 'rounded-full' : 'rounded-md')}
            loading="lazy"
          />
        ) : (
          <span
            aria-hidden
            className={clsx('size-10 shrink-0 bg-bg-alt', round ? 'rounded-full' : 'rounded-md')}
          />
        )
      ) : null}
      <span className="min-w-0">
        <span className="block truncate font-medium">{name}</span>
        {sub ? <span className="block truncate text-xs text-muted">{sub}</span> : null}
      </span>
    </span>
  );
}

export function DateCell({ date }: { date: string }) {
  return (
    <span className="whitespace-nowrap">
      <RelativeTime date={date} />
    </span>
  );
}

export interface RowAction {
  label: string;
  icon: ComponentType<{ className?: string }>;
  to?: string;
  onPress?: () => void;
  /** Opens in a new tab (a public page). */
  external?: boolean;
}

const ACTION_CLASS =
  'inline-flex size-8 items-center justify-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary/50';

/** The row's actions as named icon links, at the end of the row. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <span className="flex items-center justify-end gap-0.5">
      {actions.map(({ label, icon: Icon, to, onPress, external }) =>
        to ? (
          <Link
            key={label}
            to={to}
            aria-label={label}
            title={label}
            className={ACTION_CLASS}
            {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            <Icon className="size-4" />
          </Link>
        ) : (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            className={ACTION_CLASS}
            onClick={onPress}
          >
            <Icon className="size-4" />
          </button>
        ),
      )}
    </span>
  );
}
