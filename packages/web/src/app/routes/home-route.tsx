import { HOME_CHANNEL_SLUG } from '@tonearm/shared/catalog/catalog-constants';
import { ChannelPage } from '@/features/catalog/components/channel-page';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The default home (homepage type "channel"): a greeting, then the home channel's sections. */
export function HomeRoute() {
  const t = useTrans();
  const user = useCurrentUser();
  const siteName = useSetting<string>('branding.site_name');
  const type = useSetting<string>('homepage.type');
  const value = useSetting<string>('homepage.value');
  const slug = type === 'channel' && value ? value : HOME_CHANNEL_SLUG;
  return (
    <div data-testid="home-page">
      <div className="mx-auto max-w-[1600px] px-4 pt-6 pb-8 md:px-8 md:pt-10">
        <section className="relative overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-primary via-fuchsia-700 to-purple-950 px-6 py-6 text-white shadow-xl md:px-10 md:py-8">
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
          <h1 className="mt-1 max-w-2xl text-3xl font-black tracking-tight md:text-4xl">
            {user ? user.name : t('Welcome to :siteName', { siteName })}
          </h1>
          <p className="mt-2 max-w-xl text-base text-white/85">{t('Music for every moment')}</p>
        </section>
      </div>
      <ChannelPage slugOrId={slug} isHome />
    </div>
  );
}
