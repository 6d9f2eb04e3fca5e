import { customPagePaths } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { ExternalLink } from 'lucide-react';
import { toast } from '@/components/ui/toast/toast-store';
import { useCustomPage } from '@/features/custom-pages/public';
import { useTrans } from '@/lib/i18n';
import { useSaveCustomPage } from '../api/save-custom-page';
import { customPagesAdminPaths } from '../custom-pages-paths';
import { CustomPageForm } from './custom-page-form';
import { AdminEditorPage } from '@/features/admin/shell/admin-editor-page';
import { useCreateThenEdit } from '@/features/admin/shell/use-create-then-edit';

/** `/admin/custom-pages/new`. */
export function NewCustomPagePage() {
  const t = useTrans();
  const save = useSaveCustomPage();
  const createThenEdit = useCreateThenEdit(save, t('Page created'), (page) =>
    customPagesAdminPaths.edit(page.id),
  );
  return (
    <AdminEditorPage
      title={t('New page')}
      back={{ label: t('Custom pages'), to: customPagesAdminPaths.list() }}
      crumb={{ label: t('New page'), to: customPagesAdminPaths.create() }}
    >
      <CustomPageForm submitLabel={t('Create page')} onSubmit={createThenEdit} />
    </AdminEditorPage>
  );
}

/** `/admin/custom-pages/:pageId/edit`. */
export function EditCustomPagePage({ pageId }: { pageId: number }) {
  const t = useTrans();
  const page = useCustomPage(pageId);
  const save = useSaveCustomPage();
  const title = page.data ? t('Edit “:name”', { name: page.data.title }) : t('Edit page');
  return (
    <AdminEditorPage
      title={title}
      back={{ label: t('Custom pages'), to: customPagesAdminPaths.list() }}
      crumb={{ label: page.data?.title ?? t('Edit page'), to: customPagesAdminPaths.edit(pageId) }}
      queries={[page]}
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
    >
      {(saved) => (
        <CustomPageForm
          // Another page (or the same one saved elsewhere) starts a new form from its values.
          key={`${saved.id}-${saved.updated_at}`}
          page={saved}
          submitLabel={t('Save changes')}
          onSubmit={async (values) => {
            await save.mutateAsync({ ...values, id: pageId });
            toast.positive(t('Page saved'));
          }}
        />
      )}
    </AdminEditorPage>
  );
}
