import { useTrans } from '@/lib/i18n';
import { ContactForm } from './contact-form';

/** /contact: a short introduction and the form. */
export function ContactPage() {
  const t = useTrans();
  return (
    <div className="mx-auto w-full max-w-2xl px-5 py-10 md:px-8" data-testid="contact-page">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('Contact us')}</h1>
      <p className="mt-3 text-muted">
        {t(
          'Questions, ideas or a problem to report? Send us a message and we will reply by email.',
        )}
      </p>
      <div className="mt-8 rounded-xl border border-divider bg-bg-alt/40 p-5 md:p-6">
        <ContactForm />
      </div>
    </div>
  );
}
