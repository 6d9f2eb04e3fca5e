import { customPagePaths } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { ExternalLink } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { useCustomPage } from '@/features/custom-pages/public';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useTrans } from '@/lib/i18n';
import { useSaveCustomPage } from '../api/save-custom-page';
import { customPagesAdminPaths } from '../custom-pages-paths';
import { CustomPageForm } from './custom-page-form';
import { EditorPageLoadError, EditorPageLoading } from '@/features/admin/shell/editor-page-states';

/** `/admin/custom-pages/new`. */
export function NewCustomPagePage() {
  const t = useTrans();
  const navigate = useNavigate();
  const save = useSaveCustomPage();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <AdminPageHeader
        title={t('New page')}
        breadcrumbs={[
          { label: t('Custom pages'), to: customPagesAdminPaths.list() },
          { label: t('New page'), to: customPagesAdminPaths.create() },
        ]}
      />
      <CustomPageForm
        submitLabel={t('Create page')}
        onSubmit={async (values) => {
          const page = await save.mutateAsync(values);
          toast.positive(t('Page created'));
          await navigate(customPagesAdminPaths.edit(page.id));
        }}
      />
    </div>
  );
}

/** `/admin/custom-pages/:pageId/edit`. */
export function EditCustomPagePage({ pageId }: { pageId: number }) {
  const t = useTrans();
  const page = useCustomPage(pageId);
  const save = useSaveCustomPage();
  const title = page.data ? t('Edit “:name”', { name: page.data.title }) : t('Edit page');
  return (
    <div className="mx-auto w-full max-w-4xl">
      <AdminPageHeader
        title={title}
        breadcrumbs={[
          { label: t('Custom pages'), to: customPagesAdminPaths.list() },
          { label: page.data?.title ?? t('Edit page'), to: customPagesAdminPaths.edit(pageId) },
        ]}
        actions={
          page.data ? (
            <a
              href={customPagePaths.bySlug(page.data)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-button border border-divider px-4 text-sm font-semibold hover:bg-hover"
            >
              <ExternalLink className="size-4" aria-hidden />
              {t('View page')}
            </a>
          ) : null
        }
      />
      {page.isPending ? (
        <EditorPageLoading />
      ) : page.isError ? (
        <EditorPageLoadError onRetry={() => void page.refetch()} />
      ) : (
        <CustomPageForm
          // Another page (or the same one saved elsewhere) starts a new form from its values.
          key={`${page.data.id}-${page.data.updated_at}`}
          page={page.data}
          submitLabel={t('Save changes')}
          onSubmit={async (values) => {
            await save.mutateAsync({ ...values, id: pageId });
            toast.positive(t('Page saved'));
          }}
        />
      )}
    </div>
  );
}
