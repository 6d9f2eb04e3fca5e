import type { RepostItem } from '@tonearm/shared/library/library.schemas';
import { Users } from 'lucide-react';
import { UserProfileGrid } from '@/components/account-kit/user-profile-grid';
import { Avatar } from '@/components/ui/avatar';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import {
  useUserProfile,
  useUserProfileTab,
  type ProfileTab,
} from '@/features/catalog/api/get-user-profile';
import type { Playlist, Track, UserProfile } from '@tonearm/shared/catalog/catalog.schemas';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { FollowButton } from './follow-button';
import { formatCount } from '@/lib/format-duration';
import { CardGrid } from './media-card';
import { RepostGrid } from './repost-grid';
import { EmptyState, PageContainer, PageError } from '@/components/ui/page-state';
import { CardGridSkeleton, PageHeaderSkeleton } from '@/components/ui/skeletons';
import { TabsNav } from './tabs-nav';
import { TrackTable } from './track-table';
import { useSeoTitle } from '@/lib/document-title';

export const PROFILE_TABS: ProfileTab[] = [
  'playlists',
  'reposts',
  'liked-tracks',
  'followers',
  'following',
];

function ProfileTabRows({
  userId,
  tab,
  items,
}: {
  userId: number;
  tab: ProfileTab;
  items: unknown[];
}) {
  if (tab === 'liked-tracks')
    return (
      <TrackTable
        tracks={items as Track[]}
        source={{ type: 'library', id: `user-${userId}-likes` }}
      />
    );
  if (tab === 'reposts') return <RepostGrid reposts={items as RepostItem[]} />;
  if (tab === 'playlists') return <CardGrid kind="playlists" items={items as Playlist[]} />;
  return (
    <UserProfileGrid
      users={items as UserProfile[]}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6"
      avatarSize={112}
    />
  );
}

function ProfileTabContent({ userId, tab }: { userId: number; tab: ProfileTab }) {
  const t = useTrans();
  const query = useUserProfileTab(userId, tab);
  if (query.isLoading) return <CardGridSkeleton />;
  const items = query.data?.items ?? [];
  if (items.length === 0)
    return (
      <EmptyState icon={<Users aria-hidden className="size-7" />} title={t('Nothing here yet')} />
    );
  return (
    <>
      <ProfileTabRows userId={userId} tab={tab} items={items} />
      <InfiniteScrollSentinel query={query} />
    </>
  );
}

/** /user/{id}/{slug}(/{tab}): header with follow; tabs playlists, reposts, liked tracks, followers, following. */
export function UserProfilePage({ userId, tab }: { userId: number; tab: ProfileTab }) {
  const t = useTrans();
  const { data, error, isLoading, refetch } = useUserProfile(userId);
  useSeoTitle('user', data?.user);
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data) return <PageHeaderSkeleton />;
  const { user } = data;
  const labels: Record<ProfileTab, string> = {
    playlists: t('Playlists'),
    reposts: t('Reposts'),
    'liked-tracks': t('Liked tracks'),
    followers: t('Followers'),
    following: t('Following'),
  };
  return (
    <div data-testid="user-profile-page">
      <header className="bg-gradient-to-b from-primary/20 to-bg">
        <PageContainer className="flex flex-col items-center gap-6 pt-10 pb-6 text-center md:flex-row md:items-end md:text-left">
          <Avatar src={user.image} name={user.name} size={176} />
          <div className="min-w-0 flex-1">
            <div className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
              {t('Profile')}
            </div>
            <h1
              className="mt-2 text-3xl font-black tracking-tight md:text-5xl"
              data-testid="page-title"
            >
              {user.name}
            </h1>
            <p className="mt-3 text-sm text-muted">
              {t.choice(':count follower|:count followers', user.followers_count, {
                count: formatCount(user.followers_count),
              })}{' '}
              · {t(':count following', { count: formatCount(user.following_count) })}
            </p>
          </div>
          <FollowButton type="user" id={user.id} followed={user.followed} />
        </PageContainer>
      </header>
      <PageContainer className="pb-12">
        <TabsNav
          label={t('Profile sections')}
          tabs={PROFILE_TABS.map((name) => ({
            to: paths.userProfileTab(user, name),
            label: labels[name],
          }))}
        />
        <div className="mt-6">
          <ProfileTabContent userId={user.id} tab={tab} />
        </div>
      </PageContainer>
    </div>
  );
}
