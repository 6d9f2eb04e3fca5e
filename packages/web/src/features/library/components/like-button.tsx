import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { Button } from 'react-aria-components';
import type { LikeableType } from '@/features/library/api/toggle-like';
import { useLike } from '@/features/library/hooks/use-like';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

export interface LikeButtonProps {
  type: LikeableType;
  id: number;
  liked: boolean | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A heart that likes or unlikes a track, album or artist (guests go to login). */
export function LikeButton({ type, id, liked: initial, size = 'md', className }: LikeButtonProps) {
  const t = useTrans();
  const { liked, toggle } = useLike(type, id, initial);
  const box = size === 'sm' ? 'size-8' : size === 'lg' ? 'size-12' : 'size-10';
  const icon = size === 'lg' ? 'size-6' : size === 'sm' ? 'size-4' : 'size-5';
  return (
    <Tooltip label={liked ? t('Remove from your library') : t('Add to your library')}>
      <Button
        aria-label={liked ? t('Remove from your library') : t('Add to your library')}
        aria-pressed={liked}
        data-testid="like-button"
        onPress={toggle}
        className={clsx(
          'grid shrink-0 place-items-center rounded-full outline-none transition hover:scale-110 focus-visible:ring-2 focus-visible:ring-primary',
          liked ? 'text-primary' : 'text-muted hover:text-fg',
          box,
          className,
        )}
      >
        <Heart aria-hidden className={clsx(icon, liked && 'fill-current')} />
      </Button>
    </Tooltip>
  );
}
