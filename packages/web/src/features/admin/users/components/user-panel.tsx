import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PanelCard, type PanelCardProps } from '@/components/ui/panel-card';
import { useTrans } from '@/lib/i18n';

export type UserPanelProps = Omit<PanelCardProps, 'className' | 'sectionProps'>;

/** One card of the user edit page. */
export function UserPanel(props: UserPanelProps) {
  return <PanelCard {...props} />;
}

interface UserPanelListProps<Item> {
  query: UseQueryResult<Item[]>;
  /** What the panel says when the list is empty. */
  empty: string;
  testId?: string;
  renderItem: (item: Item) => ReactNode;
}

/** A panel's list (sessions, access tokens): a placeholder while it loads, then its rows. */
export function UserPanelList<Item>({
  query,
  empty,
  testId,
  renderItem,
}: UserPanelListProps<Item>) {
  const t = useTrans();
  if (query.isPending) return <div className="h-14 animate-pulse rounded-lg bg-bg-alt" />;
  if (query.isError) {
    return <p className="text-sm text-danger">{t('There was an issue. Please try again.')}</p>;
  }
  if (query.data.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-divider" data-testid={testId}>
      {query.data.map(renderItem)}
    </ul>
  );
}
