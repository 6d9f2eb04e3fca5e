import { Mail, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { useContactMessage, useDeleteContactMessage } from '../api/contact-messages';
import { contactMessagesAdminPaths } from '../contact-messages-paths';

/** `/admin/contact-messages/:messageId`: one message in full, to reply to or delete. */
export function ContactMessagePage({ messageId }: { messageId: number }) {
  const t = useTrans();
  const navigate = useNavigate();
  const message = useContactMessage(messageId);
  const remove = useDeleteContactMessage();
  const data = message.data;

  const handleDelete = async () => {
    const confirmed = await confirmDanger({
      title: t('Delete message'),
      message: t('Delete this message? This cannot be undone.'),
      confirmLabel: t('Delete'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(messageId);
    toast.positive(t('Message deleted'));
    await navigate(contactMessagesAdminPaths.list());
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <AdminPageHeader
        title={data ? t('Message from :name', { name: data.name }) : t('Message')}
        breadcrumbs={[
          { label: t('Contact messages'), to: contactMessagesAdminPaths.list() },
          { label: data?.name ?? t('Message'), to: contactMessagesAdminPaths.show(messageId) },
        ]}
        actions={
          data ? (
            <>
              <a
                href={`mailto:${encodeURIComponent(data.email)}`}
                className="inline-flex h-10 items-center gap-2 rounded-button border border-divider px-4 text-sm font-semibold hover:bg-hover"
              >
                <Mail className="size-4" aria-hidden />
                {t('Reply')}
              </a>
              <Button variant="danger" onPress={() => void handleDelete()}>
                <Trash2 className="size-4" aria-hidden />
                {t('Delete')}
              </Button>
            </>
          ) : null
        }
      />
      {message.isPending ? (
        <div
          role="status"
          aria-label={t('Loading')}
          className="h-64 animate-pulse rounded-xl bg-fg/5"
        />
      ) : message.isError || !data ? (
        <div role="alert" className="rounded-xl border border-divider p-8 text-center">
          <p className="font-medium">{t('This message could not be loaded.')}</p>
        </div>
      ) : (
        <article
          className="rounded-xl border border-divider bg-bg p-5 md:p-6"
          data-testid="contact-message"
        >
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{t('From')}</dt>
            <dd className="font-medium">{data.name}</dd>
            <dt className="text-muted">{t('Email')}</dt>
            <dd>
              <a
                href={`mailto:${encodeURIComponent(data.email)}`}
                className="text-primary hover:underline"
              >
                {data.email}
              </a>
            </dd>
            <dt className="text-muted">{t('Received')}</dt>
            <dd>
              <RelativeTime date={data.created_at} />
            </dd>
          </dl>
          <p className="mt-6 border-t border-divider pt-6 whitespace-pre-wrap break-words">
            {data.message}
          </p>
        </article>
      )}
    </div>
  );
}
