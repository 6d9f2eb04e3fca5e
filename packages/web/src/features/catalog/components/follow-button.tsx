import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { useToggleFollow } from '@/features/library/public';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/** Follow / Following for an artist or a user (guests go to login). */
export function FollowButton({
  type,
  id,
  followed,
  className,
}: {
  type: 'artist' | 'user';
  id: number;
  followed: boolean | undefined;
  className?: string;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useToggleFollow();
  const [state, setState] = useState<boolean | null>(null);
  const isFollowing = state ?? !!followed;
  if (type === 'user' && user?.id === id) return null;
  return (
    <Button
      data-testid="follow-button"
      aria-pressed={isFollowing}
      onPress={() => {
        if (!user) return void navigate(paths.login(location.pathname));
        const next = !isFollowing;
        setState(next);
        mutation.mutate(
          { followable_type: type, followable_id: id, follow: next },
          { onError: () => setState(!next) },
        );
      }}
      className={clsx(
        'h-9 rounded-full border px-5 text-sm font-semibold outline-none transition hover:scale-[1.03] focus-visible:ring-2 focus-visible:ring-primary',
        isFollowing ? 'border-primary/50 text-primary' : 'border-fg/30 hover:border-fg',
        className,
      )}
    >
      {isFollowing ? t('Following') : t('Follow')}
    </Button>
  );
}
