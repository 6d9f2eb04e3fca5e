import { PageError } from '@/components/ui/page-state';
import { useTrans } from '@/lib/i18n';
import { useCustomPage } from '../api/get-custom-page';
import { PAGE_PROSE } from './page-prose';
import { useSeoTitle } from '@/lib/document-title';

/**
 * A custom page (/pages/{pageSlug}, /pages/{pageId}/{pageSlug}): its title and body.
 * The body is HTML the server sanitised on save and again in this answer, so it
 * is rendered as is; an unknown page shows the not-found page.
 */
export function CustomPageView({ idOrSlug }: { idOrSlug: string | number }) {
  const t = useTrans();
  const { data: page, error, isLoading, refetch } = useCustomPage(idOrSlug);
  useSeoTitle('custom_page', page, page?.meta_title);
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !page)
    return (
      <div
        role="status"
        aria-label={t('Loading')}
        className="mx-auto w-full max-w-3xl px-5 py-10 md:px-8"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-lg bg-fg/5" />
        <div className="mt-8 h-64 animate-pulse rounded-lg bg-fg/5" />
      </div>
    );
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 md:px-8" data-testid="custom-page">
      <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl">{page.title}</h1>
      <div
        className={`mt-8 ${PAGE_PROSE}`}
        data-testid="custom-page-body"
        // Sanitised by the server with sanitize-html (modules/custom-pages/page-html.ts).
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </article>
  );
}
