import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { useBackstageRequest } from '../api/backstage-requests';
import { backstageRequestPaths } from '../paths';
import { REQUEST_TYPE_LABELS, RequestStatusBadge } from './request-status-badge';

/** `/backstage/requests/{requestId}/request-submitted`: what happens next, and the status. */
export function RequestSubmittedPage() {
  const t = useTrans();
  const id = Number(useParams().requestId);
  const request = useBackstageRequest(Number.isInteger(id) ? id : 0);
  // The route's error boundary shows 404 (and 403) as the not-found page.
  if (request.isError) throw request.error;
  const data = request.data;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 text-center md:px-8">
      <CheckCircle2 className="mx-auto size-14 text-positive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('Request submitted')}</h1>
      <p className="mt-3 text-sm text-muted">
        {t(
          'We review every request by hand. You will get an email when it is approved or denied; once approved you can upload your music right away.',
        )}
      </p>
      {data ? (
        <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-3 rounded-panel border border-divider p-5 text-left text-sm">
          <dt className="text-muted">{t('Request')}</dt>
          <dd>{t(REQUEST_TYPE_LABELS[data.type])}</dd>
          <dt className="text-muted">{t('Artist')}</dt>
          <dd className="truncate">{data.artist?.name ?? data.artist_name}</dd>
          <dt className="text-muted">{t('Status')}</dt>
          <dd>
            <RequestStatusBadge status={data.status} />
          </dd>
          {data.status === 'denied' && data.deny_reason ? (
            <>
              <dt className="text-muted">{t('Reason')}</dt>
              <dd>{data.deny_reason}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-8 text-sm text-muted">{t('Loading…')}</p>
      )}
      <div className="mt-8 flex justify-center gap-3">
        {data?.status === 'approved' ? (
          <Link
            to={paths.backstageUpload()}
            className="rounded-button bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
          >
            {t('Upload music')}
          </Link>
        ) : null}
        <Link
          to={backstageRequestPaths.index()}
          className="rounded-button border border-divider px-4 py-2 text-sm font-semibold hover:bg-hover"
        >
          {t('Back to backstage')}
        </Link>
      </div>
    </section>
  );
}
