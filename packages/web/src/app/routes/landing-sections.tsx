import type {
  LandingAction,
  LandingFeature,
  LandingSecondaryFeature,
} from '@tonearm/shared/appearance/landing.schemas';
import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { isAbsoluteUrl } from '@/components/ui/navigate-outside-router';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { Logo } from '../shell/navbar/logo';
import { ThemeToggleButton } from '../shell/navbar/theme-toggle';
import { SiteFooter } from '../shell/site-footer';

// Plans load only where billing is on: most landing pages carry no billing code.
const PricingPlans = lazy(async () => ({
  default: (await import('@/features/billing/components/pricing-page')).PricingPlans,
}));

/** The settings may hold anything the editor's preview sends while typing: lists stay lists. */
function useListSetting<T>(name: string): T[] {
  const value = useSetting<unknown>(name);
  return Array.isArray(value) ? (value as T[]) : [];
}

function useTextSetting(name: string): string {
  const value = useSetting<unknown>(name);
  return typeof value === 'string' ? value : '';
}

const BUTTON = {
  primary:
    'rounded-full bg-primary px-7 py-3.5 font-semibold text-on-primary shadow-lg shadow-primary/30 transition hover:brightness-110',
  secondary:
    'rounded-full border border-divider bg-bg/70 px-7 py-3.5 font-semibold text-fg backdrop-blur transition hover:bg-hover',
} as const;

/** An action of the landing page: a path of the app, or a full URL opened in a new window. */
function ActionLink({ action, className }: { action: LandingAction; className: string }) {
  const t = useTrans();
  if (isAbsoluteUrl(action.action))
    return (
      <a href={action.action} target="_blank" rel="noopener noreferrer" className={className}>
        {t(action.label)}
      </a>
    );
  return (
    <Link to={action.action || '/'} className={className}>
      {t(action.label)}
    </Link>
  );
}

function LandingHeader() {
  const t = useTrans();
  const user = useCurrentUser();
  const registrationDisabled = !!useSetting<boolean>('registration.disable');
  return (
    <header className="relative mx-auto flex h-[var(--navbar-height)] max-w-6xl items-center gap-3 px-4 md:px-8">
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
                className="rounded-full bg-primary px-4 py-2 text-sm font-semibold whitespace-nowrap text-on-primary"
              >
                {t('Register')}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}

/** General and action-buttons sections: headline, subheadline, background image, buttons. */
export function LandingHero() {
  const t = useTrans();
  const headline = useTextSetting('landing.headline');
  const subheadline = useTextSetting('landing.subheadline');
  const background = useTextSetting('landing.background_image');
  const actions = useListSetting<LandingAction>('landing.actions');
  return (
    <div
      className={clsx(
        'relative isolate overflow-hidden',
        !background &&
          'bg-[radial-gradient(ellipse_at_top,rgb(var(--be-primary)/0.35),transparent_60%)]',
      )}
      data-testid="landing-hero"
    >
      {background ? (
        <>
          <img
            src={background}
            alt=""
            className="absolute inset-0 -z-10 size-full object-cover"
            data-testid="landing-background"
          />
          {/* Keeps the headline readable over any picture, in both themes. */}
          <div className="absolute inset-0 -z-10 bg-gradient-to-b from-bg/75 via-bg/60 to-bg" />
        </>
      ) : null}
      <LandingHeader />
      <section className="mx-auto max-w-4xl px-6 pt-14 pb-20 text-center md:pt-28 md:pb-32">
        <h1 className="text-4xl font-black tracking-tight text-balance md:text-7xl">
          {t(headline)}
        </h1>
        {subheadline ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-balance text-muted md:text-xl">
            {t(subheadline)}
          </p>
        ) : null}
        {actions.length > 0 ? (
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            {actions.map((action, index) => (
              <ActionLink
                key={`${index}-${action.label}`}
                action={action}
                className={BUTTON[action.type === 'secondary' ? 'secondary' : 'primary']}
              />
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** Primary features: a grid of cards, each with an icon or a picture. */
export function LandingPrimaryFeatures() {
  const t = useTrans();
  const title = useTextSetting('landing.features_title');
  const features = useListSetting<LandingFeature>('landing.features');
  if (features.length === 0) return null;
  return (
    <section
      className="mx-auto max-w-6xl px-6 pb-20 md:pb-28"
      aria-labelledby={title ? 'landing-features-title' : undefined}
      aria-label={title ? undefined : t('Features')}
      data-testid="landing-primary-features"
    >
      {title ? (
        <h2
          id="landing-features-title"
          className="mb-10 text-center text-2xl font-bold tracking-tight text-balance md:text-4xl"
        >
          {t(title)}
        </h2>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature, index) => (
          <article
            key={`${index}-${feature.title}`}
            className="rounded-panel border border-divider bg-bg-alt p-6"
          >
            {feature.image ? (
              <img
                src={feature.image}
                alt=""
                className="mb-4 aspect-video w-full rounded-xl object-cover"
              />
            ) : (
              <span className="mb-4 grid size-12 place-items-center rounded-xl bg-primary-light text-primary">
                <MenuIcon name={feature.icon || 'headphones'} className="size-6" />
              </span>
            )}
            <h3 className="font-semibold">{t(feature.title)}</h3>
            {feature.body ? <p className="mt-2 text-sm text-muted">{t(feature.body)}</p> : null}
          </article>
        ))}
      </div>
    </section>
  );
}

/** Secondary features: wide rows, the picture on alternating sides. */
export function LandingSecondaryFeatures() {
  const t = useTrans();
  const features = useListSetting<LandingSecondaryFeature>('landing.secondary_features');
  if (features.length === 0) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-6 pb-20 md:gap-24 md:pb-28">
      {features.map((feature, index) => (
        <section
          key={`${index}-${feature.title}`}
          className="grid items-center gap-8 md:grid-cols-2 md:gap-14"
          data-testid="landing-secondary-feature"
        >
          {feature.image ? (
            <img
              src={feature.image}
              alt=""
              loading="lazy"
              className={clsx(
                'aspect-[4/3] w-full rounded-panel object-cover shadow-xl shadow-black/10',
                index % 2 === 1 && 'md:order-2',
              )}
            />
          ) : null}
          <div className={clsx(!feature.image && 'md:col-span-2 md:text-center')}>
            {feature.subtitle ? (
              <p className="text-sm font-semibold tracking-wider text-primary uppercase">
                {t(feature.subtitle)}
              </p>
            ) : null}
            <h2 className="mt-2 text-2xl font-bold tracking-tight text-balance md:text-4xl">
              {t(feature.title)}
            </h2>
            {feature.body ? (
              <p className="mt-4 text-base text-muted md:text-lg">{t(feature.body)}</p>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The plans, only when billing is on. */
export function LandingPricing() {
  const t = useTrans();
  const billingEnabled = !!useSetting<boolean>('billing.enable');
  const title = useTextSetting('landing.pricing_title');
  if (!billingEnabled) return null;
  return (
    <section
      className="border-t border-divider bg-bg-alt/60 px-4 py-16 md:px-8 md:py-24"
      aria-label={title ? undefined : t('Pricing')}
      aria-labelledby={title ? 'landing-pricing-title' : undefined}
      data-testid="landing-pricing"
    >
      <div className="mx-auto max-w-6xl">
        {title ? (
          <h2
            id="landing-pricing-title"
            className="text-center text-2xl font-bold tracking-tight md:text-4xl"
          >
            {t(title)}
          </h2>
        ) : null}
        <Suspense
          fallback={
            <p className="mt-12 text-center text-muted" role="status">
              {t('Loading…')}
            </p>
          }
        >
          <PricingPlans />
        </Suspense>
      </div>
    </section>
  );
}

/** The footer: an optional line of text, the site name and the "landing-footer" menu. */
export function LandingFooter() {
  const t = useTrans();
  const text = useTextSetting('landing.footer_text');
  return (
    <div className="border-t border-divider px-6 py-8">
      {text ? <p className="mb-3 text-center text-sm text-muted">{t(text)}</p> : null}
      <SiteFooter position="landing-footer" />
    </div>
  );
}
