import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminPageHeader, type AdminBreadcrumb } from '@/components/ui/admin-page-header';
import { EditorPageLoadError, EditorPageLoading } from './editor-page-states';

/** What the page waits for before its form: a react-query answer. */
interface EditorQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type Loaded<Q extends readonly EditorQuery[]> = { [K in keyof Q]: NonNullable<Q[K]['data']> };

export interface AdminEditorPageProps<Q extends readonly EditorQuery[]> {
  title: string;
  /** The back link: the list this record belongs to. */
  back: AdminBreadcrumb;
  /** This page, as the breadcrumbs end. */
  crumb: AdminBreadcrumb;
  actions?: ReactNode;
  /** The page's width and spacing; a centred column by default. */
  className?: string;
  /** Loaded before the form shows: a skeleton meanwhile, a retry if one fails. */
  queries?: Q;
  /** The form, given the queries' data in their order. */
  children: ReactNode | ((...data: Loaded<Q>) => ReactNode);
}

/**
 * An admin editor page (a record's form, or a new one): its title and breadcrumbs back to the
 * list, then the form once what it needs has loaded.
 */
export function AdminEditorPage<const Q extends readonly EditorQuery[] = []>({
  title,
  back,
  crumb,
  actions,
  className = 'mx-auto w-full max-w-4xl',
  queries,
  children,
}: AdminEditorPageProps<Q>) {
  const all: readonly EditorQuery[] = queries ?? [];
  return (
    <div className={className}>
      <AdminPageHeader title={title} breadcrumbs={[back, crumb]} actions={actions} />
      {all.some((query) => query.isPending) ? (
        <EditorPageLoading />
      ) : all.some((query) => query.isError) ? (
        <EditorPageLoadError onRetry={() => all.forEach((query) => void query.refetch())} />
      ) : typeof children === 'function' ? (
        children(...(all.map((query) => query.data) as Loaded<Q>))
      ) : (
        children
      )}
    </div>
  );
}

/** The bar under an editor's form, kept in view while scrolling, with its submit button. */
export function AdminSaveBar({ label, isDisabled }: { label: string; isDisabled: boolean }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-divider bg-bg/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-lg md:border">
      <Button type="submit" isDisabled={isDisabled}>
        {label}
      </Button>
    </div>
  );
}
