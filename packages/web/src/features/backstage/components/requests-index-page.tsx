import type { BackstageRequestType } from '@tonearm/shared/backstage/backstage.schemas';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import { BadgeCheck, Mic, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePermissionContext } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { backstageRequestPaths } from '../paths';

const CARDS: { type: BackstageRequestType; title: string; text: string; icon: LucideIcon }[] = [
  {
    type: 'become-artist',
    title: 'Become an artist',
    text: 'Create your artist profile and upload your music.',
    icon: Mic,
  },
  {
    type: 'verify-artist',
    title: 'Verify your artist profile',
    text: 'Get the verified badge on an artist you already manage.',
    icon: BadgeCheck,
  },
  {
    type: 'claim-artist',
    title: 'Claim an existing artist',
    text: 'Find your artist in the catalog and take over its profile.',
    icon: Search,
  },
];

/** `/backstage/requests` (Backstage; backstageRequests.create). */
export function RequestsIndexPage() {
  const t = useTrans();
  const canUpload = hasPermission(usePermissionContext(), 'music.create');
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('Backstage')}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('Tell us who you are. A member of our team reviews every request.')}
      </p>
      {canUpload ? (
        <p className="mt-4 text-sm">
          {t('You can already upload music.')}{' '}
          <Link className="font-semibold text-primary underline" to={paths.backstageUpload()}>
            {t('Upload')}
          </Link>
        </p>
      ) : null}
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CARDS.map(({ type, title, text, icon: Icon }) => (
          <li key={type}>
            <Link
              to={backstageRequestPaths.form(type)}
              className="flex h-full flex-col gap-3 rounded-panel border border-divider bg-bg p-5 shadow-sm outline-none transition hover:border-primary hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary/50"
            >
              <span className="grid size-11 place-items-center rounded-full bg-primary/12 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-base font-semibold">{t(title)}</span>
              <span className="text-sm text-muted">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
