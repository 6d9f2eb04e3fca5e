import { hasPermission } from '@tonearm/shared/permissions/permissions';
import { clsx } from 'clsx';
import {
  ChevronLeft,
  ChevronRight,
  Code2,
  Globe2,
  KeyRound,
  Laptop,
  Link2,
  ShieldCheck,
  Trash2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { RouteErrorMessage } from '@/components/ui/route-error';
import { useBootstrapData, usePermissionContext } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useAccountUser, type AccountUser } from '../api/get-account-user';
import { useActivePanel } from '../hooks/use-active-panel';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { AccountDetailsPanel } from './account-details-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { DevelopersPanel } from './developers-panel';
import { LocationPanel } from './location-panel';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'envato'] as const;

/** A panel another area adds at the top of the page ("custom panels"). */
export interface CustomAccountPanel {
  id: string;
  label: string;
  icon?: LucideIcon;
  render: (user: AccountUser) => ReactNode;
}

export interface AccountSettingsPageProps {
  customPanels?: CustomAccountPanel[];
  /** The social-login panel (its own area); shown only when a provider is enabled. */
  socialLoginPanel?: ReactNode;
}

interface PanelEntry {
  id: string;
  label: string;
  icon: LucideIcon;
  render: (user: AccountUser) => ReactNode;
}

/** /account-settings: the panels in order, with a sidebar that scrolls to them. */
export function AccountSettingsPage({
  customPanels = [],
  socialLoginPanel,
}: AccountSettingsPageProps) {
  const t = useTrans();
  const account = useAccountUser();
  const permissions = usePermissionContext();
  const settings = useBootstrapData((data) => data.settings);
  const socialEnabled = SOCIAL_PROVIDERS.some((p) => !!settings[`social.${p}.enable`]);
  const apiIntegrated = settings['api.integrated'] !== false;
  const canUseApi = apiIntegrated && hasPermission(permissions, 'api.access');

  const panels: PanelEntry[] = [
    ...customPanels.map((panel) => ({ ...panel, icon: panel.icon ?? UserRound })),
    {
      id: 'account-details',
      label: t('Account details'),
      icon: UserRound,
      render: (user) => <AccountDetailsPanel user={user} />,
    },
    ...(socialEnabled && socialLoginPanel
      ? [
          {
            id: 'social-login',
            label: t('Social login'),
            icon: Link2,
            render: () => socialLoginPanel,
          },
        ]
      : []),
    { id: 'password', label: t('Password'), icon: KeyRound, render: () => <PasswordPanel /> },
    {
      id: 'two-factor',
      label: t('Two factor authentication'),
      icon: ShieldCheck,
      render: (user) => <TwoFactorPanel user={user} />,
    },
    { id: 'sessions', label: t('Active sessions'), icon: Laptop, render: () => <SessionsPanel /> },
    {
      id: 'location-and-language',
      label: t('Location and language'),
      icon: Globe2,
      render: (user) => <LocationPanel user={user} />,
    },
    ...(canUseApi
      ? [
          {
            id: 'developers',
            label: t('Developers'),
            icon: Code2,
            render: (user: AccountUser) => <DevelopersPanel tokens={user.tokens ?? []} />,
          },
        ]
      : []),
    {
      id: 'delete-account',
      label: t('Delete account'),
      icon: Trash2,
      render: () => <DeleteAccountPanel />,
    },
  ];
  const active = useActivePanel(
    panels.map((panel) => panel.id),
    !!account.data,
  );
  const [navList, setNavList] = useState<HTMLUListElement | null>(null);
  const edges = useScrollEdges(navList);
  useEffect(() => {
    // On narrow screens the sidebar is a horizontal strip: keep the active entry in view.
    const link = navList?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!navList || !link || navList.scrollWidth <= navList.clientWidth) return;
    navList.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' });
  }, [active, navList]);

  if (account.isPending) return <FullScreenLoader />;
  // A page whose data failed to load says so (it used to render blank).
  if (!account.data) return <RouteErrorMessage error={account.error} />;
  const user = account.data;

  const scrollStrip = (direction: 1 | -1) =>
    navList?.scrollBy({ left: direction * navList.clientWidth * 0.7, behavior: 'smooth' });

  const scrollTo = (id: string) => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    window.history.replaceState(null, '', `#${id}`);
  };

  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10"
      data-testid="account-settings"
    >
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('Account settings')}</h1>
        <p className="mt-1 text-sm text-muted">
          {t('View and update your account details, profile and more.')}
        </p>
      </header>
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav
          aria-label={t('Account settings')}
          className="sticky top-[var(--navbar-height)] z-10 -mx-4 border-b border-divider bg-bg/95 px-4 py-2 backdrop-blur lg:top-[calc(var(--navbar-height)+1.5rem)] lg:mx-0 lg:w-64 lg:shrink-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
        >
          <div className="relative">
            <ul
              ref={setNavList}
              className="relative flex gap-1 overflow-x-auto [scrollbar-width:none] lg:flex-col lg:overflow-visible"
            >
              {panels.map((panel) => {
                const Icon = panel.icon;
                const isActive = active === panel.id;
                return (
                  <li key={panel.id} className="shrink-0">
                    <a
                      href={`#${panel.id}`}
                      aria-current={isActive ? 'true' : undefined}
                      data-testid={`nav-${panel.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        scrollTo(panel.id);
                      }}
                      className={clsx(
                        'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm whitespace-nowrap transition',
                        isActive
                          ? 'bg-primary/10 font-semibold text-primary'
                          : 'text-muted hover:bg-hover hover:text-fg',
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {panel.label}
                    </a>
                  </li>
                );
              })}
            </ul>
            {/* The strip's scroll bar is hidden: a fade and an arrow say that more sections lie
              beyond a cut-off edge, and the arrow brings them in. */}
            {edges.before ? (
              <StripEdge side="before" label={t('Scroll left')} onPress={() => scrollStrip(-1)} />
            ) : null}
            {edges.after ? (
              <StripEdge side="after" label={t('Scroll right')} onPress={() => scrollStrip(1)} />
            ) : null}
          </div>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {panels.map((panel) => (
            <div key={panel.id}>{panel.render(user)}</div>
          ))}
        </div>
      </div>
    </div>
  );
}

function StripEdge({
  side,
  label,
  onPress,
}: {
  side: 'before' | 'after';
  label: string;
  onPress: () => void;
}) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <div
      data-testid={`sections-more-${side}`}
      className={clsx(
        'pointer-events-none absolute inset-y-0 flex w-14 items-center lg:hidden',
        side === 'before'
          ? 'left-0 justify-start bg-gradient-to-r from-bg via-bg/90 to-transparent'
          : 'right-0 justify-end bg-gradient-to-l from-bg via-bg/90 to-transparent',
      )}
    >
      <Button
        aria-label={label}
        onPress={onPress}
        className="pointer-events-auto grid size-8 place-items-center rounded-full border border-divider bg-bg text-muted shadow-sm outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Icon aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
