import { clsx } from 'clsx';
import { Repeat2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { formatCount } from '@/lib/format-duration';
import type { RepostableType } from '@/features/library/api/toggle-repost';
import { useRepost, type RepostTarget } from '@/features/library/hooks/use-repost';
import { useTrans } from '@/lib/i18n';

/** A pill that reposts a track or an album to the viewer's profile, with the repost count. */
export function RepostButton({ type, item }: { type: RepostableType; item: RepostTarget }) {
  const t = useTrans();
  const { reposted, count, toggle } = useRepost(type, item);
  return (
    <Button
      aria-pressed={reposted}
      data-testid="repost-button"
      onPress={toggle}
      className={clsx(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold outline-none transition focus-visible:ring-2 focus-visible:ring-primary',
        reposted
          ? 'border-primary/60 bg-primary/10 text-primary'
          : 'border-fg/30 text-fg hover:border-fg',
      )}
    >
      <Repeat2 aria-hidden className="size-4" />
      {reposted ? t('Reposted') : t('Repost')}
      {count ? (
        <>
          <span aria-hidden className="font-normal text-muted tabular-nums">
            {formatCount(count)}
          </span>
          <span className="sr-only">{t.choice(':count repost|:count reposts', count)}</span>
        </>
      ) : null}
    </Button>
  );
}
