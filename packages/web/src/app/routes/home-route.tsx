import { Headphones, Library, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The default home (homepage type "channel"). The home channel's sections arrive with the
 * catalog; this is the welcome that frames them.
 */
export function HomeRoute() {
  const t = useTrans();
  const user = useCurrentUser();
  const siteName = useSetting<string>('branding.site_name');
  const tiles = [
    { icon: Headphones, title: 'Stream without limits', to: paths.search() },
    { icon: Library, title: 'Your library, your way', to: paths.library() },
    { icon: Radio, title: 'Radio that knows you', to: paths.search() },
  ];
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-8 md:px-8 md:py-12" data-testid="home-page">
      <section className="relative overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-primary via-fuchsia-700 to-purple-950 px-6 py-10 text-white shadow-xl md:px-12 md:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-80 rounded-full border-[40px] border-white/10"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -right-4 -bottom-28 size-64 rounded-full border-[28px] border-white/10"
        />
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {t(greeting(new Date().getHours()))}
        </p>
        <h1 className="mt-2 max-w-2xl text-3xl font-black tracking-tight md:text-5xl">
          {user ? user.name : t('Welcome to :siteName', { siteName })}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 md:text-lg">
          {t('Music for every moment')}
        </p>
      </section>
      <section className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ icon: Icon, title, to }) => (
          <Link
            key={title}
            to={to}
            className="group flex items-center gap-4 rounded-panel bg-bg-alt p-4 transition hover:bg-hover"
          >
            <span className="grid size-14 place-items-center rounded-xl bg-primary-light text-primary transition group-hover:scale-105">
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="font-semibold">{t(title)}</span>
          </Link>
        ))}
      </section>
    </div>
  );
}
