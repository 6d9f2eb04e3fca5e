import type { OutgoingEmail } from '@tonearm/shared/logs/logs.schemas';
import type { ReactNode } from 'react';
import { CloseDialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { useTrans } from '@/lib/i18n';
import { useOutgoingEmail } from '../api/get-outgoing-email';
import { formatLogTime } from '../format';
import { EmailStatusBadge } from './log-badge';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The document the frame shows: the mail's HTML, or its text as preformatted text. */
export function emailDocument(email: Pick<OutgoingEmail, 'html' | 'body'>): string {
  if (email.html) return email.html;
  const text = email.body.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return `<pre style="white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace">${text}</pre>`;
}

/**
 * A mail's body in a frame with every sandbox restriction on (`sandbox=""`): no scripts, no
 * forms, no same-origin access to the admin page, no navigation of the page — a logged mail
 * may contain anything a user typed.
 */
export function EmailBodyFrame({
  email,
}: {
  email: Pick<OutgoingEmail, 'html' | 'body' | 'subject'>;
}) {
  const t = useTrans();
  return (
    <iframe
      sandbox=""
      srcDoc={emailDocument(email)}
      title={t('Body of “:subject”', { subject: email.subject })}
      referrerPolicy="no-referrer"
      className="h-[55vh] w-full rounded-panel border border-divider bg-white"
    />
  );
}

function Detail({
  label,
  title,
  children,
}: {
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-sm" title={title}>
        {children}
      </dd>
    </div>
  );
}

/** One mail of the outgoing-email log: who, when, how it left, and its body. */
export function OutgoingEmailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useTrans();
  const { data: email, isPending, isError } = useOutgoingEmail(id);
  return (
    <>
      <DialogHeader title={email?.subject ?? t('Email')} />
      {isPending ? (
        <div className="h-[55vh] animate-pulse rounded-panel bg-hover" aria-busy="true" />
      ) : isError || !email ? (
        <p className="text-sm text-danger">{t('There was an issue. Please try again.')}</p>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Detail label={t('To')} title={email.to}>
              {email.to}
            </Detail>
            <Detail label={t('Date')} title={formatLogTime(email.created_at)}>
              {formatLogTime(email.created_at)}
            </Detail>
            <Detail label={t('Status')}>
              <EmailStatusBadge status={email.status} />
            </Detail>
            <Detail label={t('Transport')}>{email.transport}</Detail>
          </dl>
          {email.error ? (
            <p className="rounded-panel border border-danger/20 bg-danger/5 px-3 py-2 text-sm text-danger">
              {email.error}
            </p>
          ) : null}
          <EmailBodyFrame email={email} />
        </div>
      )}
      <CloseDialogFooter onClose={onClose} />
    </>
  );
}
