import { zodResolver } from '@/lib/zod-resolver';
import {
  logoutOtherSessionsSchema,
  type UserSession,
} from '@tonearm/shared/account/account.schemas';
import { SessionDeviceIcon } from '@/components/account-kit/session-device-icon';
import { Button } from '@/components/ui/button';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { useUserSessions } from '../api/get-user-sessions';
import { useLogoutOtherSessions } from '../api/logout-other-sessions';
import { PasswordPromptDialog } from './password-prompt-dialog';
import { SettingsPanel } from './settings-panel';

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function SessionRow({ session }: { session: UserSession }) {
  const t = useTrans();
  const place = [session.city, countryName(session.country)].filter(Boolean).join(', ');
  const device =
    session.browser && session.platform
      ? t(':browser on :platform', { browser: session.browser, platform: session.platform })
      : (session.browser ?? session.platform);
  return (
    <li className="flex items-center gap-4 py-3.5" data-testid="session-row">
      <SessionDeviceIcon deviceType={session.device_type} size="size-11" />
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-medium">{device || t('Unknown device')}</div>
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {place ? <span>{place}</span> : null}
          {session.ip_address ? <span>{session.ip_address}</span> : null}
          <span aria-hidden>·</span>
          {session.is_current_device ? (
            <span className="font-semibold text-positive" data-testid="current-device">
              {t('This device')}
            </span>
          ) : (
            <span>
              {t('Last active')} <RelativeTime date={session.last_active} />
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

function LogoutOtherSessionsDialog({ close }: { close: CloseDialog<boolean> }) {
  const t = useTrans();
  const mutation = useLogoutOtherSessions();
  return (
    <PasswordPromptDialog
      close={close}
      title={t('Log out other sessions')}
      description={t(
        'Enter your password to confirm you would like to log out of your other browser sessions.',
      )}
      submitLabel={t('Log out other sessions')}
      testId="logout-other-dialog"
      resolver={zodResolver(logoutOtherSessionsSchema)}
      mutation={mutation}
      onAccepted={() => toast.positive(t('Logged out other sessions.'))}
    />
  );
}

/** Sessions ("Active sessions"): every device signed in, and a way out. */
export function SessionsPanel() {
  const t = useTrans();
  const sessions = useUserSessions();
  const hasOthers = (sessions.data ?? []).some((session) => !session.is_current_device);
  return (
    <SettingsPanel
      id="sessions"
      title={t('Active sessions')}
      description={t('The devices signed in to your account. End the ones you do not recognise.')}
      footer={
        <Button
          variant="secondary"
          isDisabled={!hasOthers}
          onPress={() =>
            void openDialog((close) => <LogoutOtherSessionsDialog close={close} />, {
              label: t('Log out other sessions'),
            })
          }
        >
          {t('Log out other sessions')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-bg-alt" />
      ) : (
        <ul className="divide-y divide-divider" data-testid="session-list">
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}
