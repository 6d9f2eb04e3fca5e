import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTrans } from '@/lib/i18n';

export interface AdminBreadcrumb {
  label: string;
  to: string;
}

export interface AdminPageHeaderProps {
  title: string;
  /** From the section down to this page; the last one is the current page. */
  breadcrumbs?: AdminBreadcrumb[];
  /** Buttons on the right (e.g. "Add user"). */
  actions?: ReactNode;
}

/** The top of every admin page: breadcrumbs, the page title (h1) and its actions. */
export function AdminPageHeader({ title, breadcrumbs = [], actions }: AdminPageHeaderProps) {
  const t = useTrans();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {breadcrumbs.length > 0 ? (
          <nav aria-label={t('Breadcrumb')} className="mb-1.5">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
              {breadcrumbs.map((crumb, index) => {
                const last = index === breadcrumbs.length - 1;
                return (
                  <li key={`${crumb.to}-${index}`} className="flex items-center gap-1">
                    {last ? (
                      <span aria-current="page" className="font-medium text-fg">
                        {crumb.label}
                      </span>
                    ) : (
                      <>
                        <Link
                          to={crumb.to}
                          className="rounded outline-none hover:text-fg hover:underline focus-visible:ring-2 focus-visible:ring-primary"
                        >
                          {crumb.label}
                        </Link>
                        <ChevronRight className="size-3.5" aria-hidden />
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
