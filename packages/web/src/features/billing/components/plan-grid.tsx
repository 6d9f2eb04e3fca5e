import type { Product } from '@tonearm/shared/billing/billing.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';

/** The plans of the pricing and change-plan pages, with their loading, error and empty states. */
export function PlanGrid({
  query,
  emptyText,
  children,
}: {
  query: UseQueryResult<Product[]>;
  emptyText: string;
  children: (product: Product) => ReactNode;
}) {
  const t = useTrans();
  if (query.isPending)
    return (
      <p className="mt-12 text-center text-muted" role="status">
        {t('Loading…')}
      </p>
    );
  if (query.isError)
    return (
      <div className="mt-12 flex flex-col items-center gap-3 text-center" role="alert">
        <p className="text-muted">{t('The plans could not be loaded.')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  if (query.data.length === 0) return <p className="mt-12 text-center text-muted">{emptyText}</p>;
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="plan-list">
      {query.data.map(children)}
    </div>
  );
}
