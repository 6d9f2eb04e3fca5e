import { Link } from 'react-router';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { MenuIcon } from '../shell/menu-icon';
import { Logo } from '../shell/navbar/logo';
import { ThemeToggleButton } from '../shell/navbar/theme-toggle';
import { SiteFooter } from '../shell/site-footer';

interface LandingAction {
  label: string;
  action: string;
  type: 'primary' | 'secondary';
}

interface LandingFeature {
  title: string;
  body: string;
  icon?: string;
}

/** /landing, and the homepage when set to "Landing page": sections from the landing settings. */
export function LandingRoute() {
  const t = useTrans();
  const user = useCurrentUser();
  const headline = useSetting<string>('landing.headline');
  const subheadline = useSetting<string>('landing.subheadline');
  const actions = useSetting<LandingAction[]>('landing.actions') ?? [];
  const features = useSetting<LandingFeature[]>('landing.features') ?? [];
  const registrationDisabled = !!useSetting<boolean>('registration.disable');

  return (
    <div
      className="min-h-full bg-bg pb-[var(--bottom-overlay-height,0px)]"
      data-testid="landing-page"
    >
      <div className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,rgb(var(--be-primary)/0.35),transparent_60%)]">
        <header className="mx-auto flex h-[var(--navbar-height)] max-w-6xl items-center gap-3 px-4 md:px-8">
          <Logo />
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggleButton />
            {user ? (
              <Link
                to={paths.home()}
                className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
              >
                {t('Start listening')}
              </Link>
            ) : (
              <>
                <Link
                  to={paths.login()}
                  className="rounded-full px-4 py-2 text-sm font-semibold hover:bg-hover"
                >
                  {t('Login')}
                </Link>
                {registrationDisabled ? null : (
                  <Link
                    to={paths.register()}
                    className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
                  >
                    {t('Register')}
                  </Link>
                )}
              </>
            )}
          </div>
        </header>
        <section className="mx-auto max-w-4xl px-6 pt-16 pb-24 text-center md:pt-28 md:pb-36">
          <h1 className="text-4xl font-black tracking-tight text-balance md:text-7xl">
            {t(headline)}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-balance text-muted md:text-xl">
            {t(subheadline)}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            {actions.map((action) => (
              <Link
                key={action.label}
                to={action.action}
                className={
                  action.type === 'primary'
                    ? 'rounded-full bg-primary px-7 py-3.5 font-semibold text-on-primary shadow-lg shadow-primary/30 transition hover:brightness-110'
                    : 'rounded-full border border-divider bg-bg/60 px-7 py-3.5 font-semibold backdrop-blur transition hover:bg-hover'
                }
              >
                {t(action.label)}
              </Link>
            ))}
          </div>
        </section>
      </div>
      <section className="mx-auto grid max-w-6xl gap-6 px-6 pb-24 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <article
            key={feature.title}
            className="rounded-panel border border-divider bg-bg-alt p-6"
          >
            <span className="mb-4 grid size-12 place-items-center rounded-xl bg-primary-light text-primary">
              <MenuIcon name={feature.icon} className="size-6" />
            </span>
            <h2 className="font-semibold">{t(feature.title)}</h2>
            <p className="mt-2 text-sm text-muted">{t(feature.body)}</p>
          </article>
        ))}
      </section>
      <SiteFooter className="border-t border-divider px-6 py-8" />
    </div>
  );
}
