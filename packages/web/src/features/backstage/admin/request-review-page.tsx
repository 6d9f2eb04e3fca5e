import type { BackstageRequest } from '@tonearm/shared/backstage/backstage.schemas';
import { BadgeCheck, Download, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { paths } from '@/config/paths';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { formatBytes } from '@tonearm/shared/uploads/upload-rules';
import { useApproveBackstageRequest, useBackstageRequest } from '../api/backstage-requests';
import { REQUEST_TYPE_LABELS, RequestStatusBadge } from '../components/request-status-badge';
import { backstageRequestPaths } from '../paths';
import { DenyRequestDialog } from './deny-request-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-divider py-3 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Review({ request }: { request: BackstageRequest }) {
  const t = useTrans();
  const approve = useApproveBackstageRequest(request.id);
  const pending = request.status === 'pending';
  const handleDeny = () =>
    void openDialog<boolean>(
      (close) => <DenyRequestDialog requestId={request.id} close={close} />,
      {
        label: t('Deny request'),
      },
    );
  return (
    <>
      <AdminPageHeader
        title={t('Request from :name', { name: request.user.name })}
        breadcrumbs={[
          { label: t('Backstage requests'), to: backstageRequestPaths.adminList() },
          { label: `#${request.id}`, to: backstageRequestPaths.adminRequest(request.id) },
        ]}
        actions={
          pending ? (
            <div className="flex gap-2">
              <Button variant="secondary" onPress={handleDeny}>
                {t('Deny')}
              </Button>
              <Button
                isDisabled={approve.isPending}
                onPress={() =>
                  approve.mutate(undefined, {
                    onSuccess: () => toast.positive(t('Request approved')),
                  })
                }
              >
                {t('Approve')}
              </Button>
            </div>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section className="rounded-panel border border-divider bg-bg px-5 py-2 shadow-sm">
          <dl>
            <Row label={t('Status')}>
              <span className="flex flex-wrap items-center gap-2">
                <RequestStatusBadge status={request.status} />
                {request.reviewed_by && request.reviewed_at ? (
                  <span className="text-muted">
                    {t('by :name', { name: request.reviewed_by.name })}{' '}
                    <RelativeTime date={request.reviewed_at} />
                  </span>
                ) : null}
              </span>
            </Row>
            {request.deny_reason ? <Row label={t('Reason')}>{request.deny_reason}</Row> : null}
            <Row label={t('Type')}>{t(REQUEST_TYPE_LABELS[request.type])}</Row>
            <Row label={t('Artist name')}>{request.artist_name}</Row>
            {request.artist ? (
              <Row label={t('Artist')}>
                <a
                  className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                  href={paths.artist(request.artist)}
                >
                  {request.artist.name}
                  {request.artist.verified ? (
                    <BadgeCheck className="size-4" aria-label={t('Verified')} />
                  ) : null}
                </a>
              </Row>
            ) : null}
            <Row label={t('Links')}>
              {request.links.length ? (
                <ul className="flex flex-col gap-1">
                  {request.links.map((link) => (
                    <li key={link.url}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-primary hover:underline"
                      >
                        {link.title || link.url}
                        <ExternalLink className="size-3.5" aria-hidden />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">{t('None')}</span>
              )}
            </Row>
            <Row label={t('Proof files')}>
              {request.proof_files.length ? (
                <ul className="flex flex-col gap-1">
                  {request.proof_files.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.url}
                        download={file.name}
                        className="inline-flex items-center gap-1.5 text-primary hover:underline"
                      >
                        <Download className="size-4" aria-hidden />
                        {file.name}
                        <span className="text-xs text-muted">({formatBytes(file.file_size)})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">{t('None')}</span>
              )}
            </Row>
            <Row label={t('Message')}>
              {request.message ? (
                <p className="whitespace-pre-wrap">{request.message}</p>
              ) : (
                <span className="text-muted">{t('None')}</span>
              )}
            </Row>
            <Row label={t('Sent')}>
              <RelativeTime date={request.created_at} />
            </Row>
          </dl>
        </section>
        <aside className="flex flex-col items-center gap-3 rounded-panel border border-divider bg-bg p-5 text-center shadow-sm">
          {request.image ? (
            <img
              src={request.image}
              alt={t('Artist image')}
              className="size-28 rounded-full border border-divider object-cover"
            />
          ) : null}
          <div className="flex items-center gap-2">
            <Avatar src={request.user.image} name={request.user.name} size={32} />
            <div className="min-w-0 text-left">
              <div className="truncate text-sm font-semibold">{request.user.name}</div>
              <div className="truncate text-xs text-muted">{request.user.email}</div>
            </div>
          </div>
          <a
            className="text-sm text-primary hover:underline"
            href={`/admin/users/${request.user.id}`}
          >
            {t('Open user')}
          </a>
        </aside>
      </div>
    </>
  );
}

/** `/admin/backstage-requests/{requestId}` (music.update): everything sent; approve or deny. */
export function RequestReviewPage() {
  const t = useTrans();
  const id = Number(useParams().requestId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useBackstageRequest(valid ? id : 0);
  if (!valid) return <Navigate to={backstageRequestPaths.adminList()} replace />;
  if (query.isError) throw query.error;
  if (!query.data) return <p className="text-sm text-muted">{t('Loading…')}</p>;
  return <Review request={query.data} />;
}
