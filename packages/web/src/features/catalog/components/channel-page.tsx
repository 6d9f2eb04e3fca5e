import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import type { Channel } from '@tonearm/shared/catalog/catalog.schemas';
import { useChannel } from '@/features/catalog/api/get-channel';
import { ChannelContent, ChannelSection } from './channel-content';
import { CoverPriorityContext } from '@/components/media/cover-image';
import { PageContainer, PageError } from '@/components/ui/page-state';
import { CardGridSkeleton, Skeleton } from '@/components/ui/skeletons';
import { useSeoTitle } from '@/lib/document-title';

/**
 * A channel page: a home channel (content type "channels") renders each child channel as a
 * section; any other channel renders its own content in its layout. Either grows a page at a
 * time as the listener scrolls.
 */
export function ChannelPage({
  slugOrId,
  restriction,
  isHome,
}: {
  slugOrId: string;
  restriction?: string;
  isHome?: boolean;
}) {
  const query = useChannel(slugOrId, restriction);
  const { data, error, isLoading, refetch } = query;
  const shown = data?.first.channel;
  // The home page is the site itself: it keeps the site's name unless the channel names one.
  useSeoTitle('channel', isHome && !shown?.seo_title ? undefined : shown, shown?.seo_title);
  // A page after the first that fails keeps the rows; the sentinel offers the retry.
  if (error && !data) return <PageError error={error} retry={() => void refetch()} />;
  const channel = data?.first.channel;
  return (
    <PageContainer className={isHome ? 'pb-10' : 'py-6 md:py-10'}>
      <div data-testid={isHome ? 'home-channel' : 'channel-page'}>
        {isLoading || !channel ? (
          <div className="space-y-10">
            <Skeleton className="h-9 w-64" />
            <CardGridSkeleton />
            <CardGridSkeleton />
          </div>
        ) : (
          <>
            <ChannelBody
              channel={channel}
              items={data.items}
              restriction={restriction}
              isHome={isHome}
            />
            <InfiniteScrollSentinel query={query} />
          </>
        )}
      </div>
    </PageContainer>
  );
}

function ChannelBody({
  channel,
  items,
  restriction,
  isHome,
}: {
  channel: Channel;
  /** Every loaded item of the channel's content, across pages. */
  items: unknown[];
  restriction?: string;
  isHome?: boolean;
}) {
  const subtitle = restriction ? decodeURIComponent(restriction).replace(/-/g, ' ') : null;
  return (
    <>
      {isHome ? null : (
        <h1
          className="mb-6 text-3xl font-black tracking-tight capitalize md:mb-8 md:text-4xl"
          data-testid="page-title"
        >
          {subtitle ? `${channel.name}: ${subtitle}` : channel.name}
        </h1>
      )}
      {channel.content_type === 'channels' ? (
        <div className="space-y-10 md:space-y-12">
          {(items as Channel[]).map((child, index) => (
            // The first section is the first screen: its covers load at once (LCP).
            <CoverPriorityContext key={child.id} value={index === 0 ? 'eager' : 'lazy'}>
              <ChannelSection channel={child} />
            </CoverPriorityContext>
          ))}
        </div>
      ) : (
        <CoverPriorityContext value="eager">
          <ChannelContent channel={channel} items={items} isPage />
        </CoverPriorityContext>
      )}
    </>
  );
}
