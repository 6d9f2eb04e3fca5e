import { FileUploader } from '@/features/uploads/components/file-uploader';
import { useTrans } from '@/lib/i18n';

/** spec 001 §2 /backstage/upload (music.create): the uploader; track creation comes later. */
export function BackstageUploadRoute() {
  const t = useTrans();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('Upload music')}</h1>
      <p className="mt-2 text-sm text-fg/60">
        {t('Add tracks or whole album folders. Tags, cover art and lyrics are read for you.')}
      </p>
      <div className="mt-8">
        <FileUploader />
      </div>
    </section>
  );
}
