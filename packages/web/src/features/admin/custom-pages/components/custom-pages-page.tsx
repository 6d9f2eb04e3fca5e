import {
  customPagePaths,
  type CustomPageListItem,
} from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import { dateColumn, linkedNameColumn } from '@/features/admin/catalog/components/table-columns';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { useTrans } from '@/lib/i18n';
import { customPagesAdminQueryKey } from '../api/save-custom-page';
import { customPagesAdminPaths } from '../custom-pages-paths';

/** `/admin/custom-pages` (custom_pages.update): every page, searchable, with bulk delete. */
export function CustomPagesPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<CustomPageListItem>[]>(
    () => [
      linkedNameColumn('title', t('Title'), { to: (page) => customPagesAdminPaths.edit(page.id) }),
      {
        accessorKey: 'slug',
        header: t('Address'),
        enableSorting: true,
        meta: { csv: (page: CustomPageListItem) => customPagePaths.bySlug(page) },
        cell: ({ row }) => (
          <a
            href={customPagePaths.bySlug(row.original)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-muted hover:text-fg hover:underline"
          >
            {customPagePaths.bySlug(row.original)}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ),
      },
      dateColumn('created_at', t('Created'), { wrap: true }),
      dateColumn('updated_at', t('Last updated'), { wrap: true }),
    ],
    [t],
  );

  return (
    <AdminListPage<CustomPageListItem>
      title={t('Custom pages')}
      endpoint="custom-pages"
      queryKey={customPagesAdminQueryKey}
      columns={columns}
      searchLabel={t('Search pages')}
      defaultOrderBy="updated_at"
      bulkDelete={{
        title: t('Delete pages'),
        body: (count) =>
          t.choice(
            'Delete :count page? Links to it will show the not-found page.|Delete :count pages? Links to them will show the not-found page.',
            count,
          ),
      }}
      create={{ to: customPagesAdminPaths.create(), label: t('New page') }}
      emptyMessage={{
        title: t('No pages found'),
        description: t('Try another search, or create a page.'),
      }}
    />
  );
}
