import { DraftsList } from '@/features/music/components/drafts-list';
import { useImportUploads } from '@/features/music/hooks/use-import-uploads';
import { useTrans } from '@/lib/i18n';
import { FileUploader } from '@/features/uploads/public';

/**
 * The upload page, in backstage and inside the admin frame: every audio file
 * uploaded here becomes a draft at once, listed below to edit in place and publish.
 */
export function MusicUploadPage({ framed = false }: { framed?: boolean }) {
  const t = useTrans();
  const notes = useImportUploads();
  return (
    <section
      className={
        framed
          ? 'w-full space-y-8'
          : 'mx-auto w-full max-w-4xl space-y-8 px-4 py-8 md:px-8 md:py-12'
      }
    >
      {framed ? null : (
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('Upload music')}</h1>
          <p className="mt-2 text-sm text-fg/60">
            {t('Add tracks or whole album folders. Tags, cover art and lyrics are read for you.')}
          </p>
        </div>
      )}
      <FileUploader notes={notes} />
      <DraftsList />
    </section>
  );
}
