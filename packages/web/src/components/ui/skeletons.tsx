import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PageContainer } from './page-state';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-md bg-fg/10', className)} />;
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="space-y-3 p-3">
          <Skeleton className="aspect-square w-full rounded-lg" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

export function TrackListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="space-y-2" data-testid="skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-3 py-2">
          <Skeleton className="size-10" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <Skeleton className="h-3 w-10" />
        </div>
      ))}
    </div>
  );
}

export function PageHeaderSkeleton() {
  return (
    <div
      className="flex flex-col items-center gap-6 px-4 py-8 md:flex-row md:items-end md:px-8"
      data-testid="skeleton"
    >
      <Skeleton className="size-48 rounded-xl md:size-56" />
      <div className="w-full max-w-md space-y-3">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** A media page (album, artist, radio) while it loads: its header, then its lists. */
export function MediaPageSkeleton({ children = <TrackListSkeleton /> }: { children?: ReactNode }) {
  return (
    <div>
      <PageHeaderSkeleton />
      <PageContainer>{children}</PageContainer>
    </div>
  );
}
