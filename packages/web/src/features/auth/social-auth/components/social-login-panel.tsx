import { useState } from 'react';
import {
  SOCIAL_SERVICE_LABELS,
  type SocialService,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { getBootstrapData, setBootstrapData, useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useDisconnectSocialAccount } from '../api/disconnect-social-account';
import { connectSocialService } from '../hooks/use-social-login';
import { useEnabledSocialServices } from './social-login-buttons';
import { SocialIcon } from './social-icons';

/**
 * Account settings "social-login" panel: connect or disconnect each enabled
 * provider; hidden when none is enabled. Toasts "Enabled :service account" and
 * "Disabled :service account".
 */
export function SocialLoginPanel() {
  const t = useTrans();
  const services = useEnabledSocialServices();
  const user = useCurrentUser();
  const disconnect = useDisconnectSocialAccount();
  const [connecting, setConnecting] = useState<SocialService | null>(null);
  if (services.length === 0 || !user) return null;

  const profileOf = (service: SocialService) =>
    user.social_profiles.find((profile) => profile.service_name === service);

  const handleConnect = async (service: SocialService) => {
    setConnecting(service);
    try {
      await connectSocialService(service);
    } finally {
      setConnecting(null);
    }
  };

  const handleDisconnect = (service: SocialService) =>
    disconnect.mutate(service, {
      onSuccess: (response) => {
        const data = getBootstrapData();
        if (data.user)
          setBootstrapData({
            ...data,
            user: { ...data.user, social_profiles: response.social_profiles },
          });
        toast(t('Disabled :service account', { service: SOCIAL_SERVICE_LABELS[service] }));
      },
    });

  return (
    <section
      id="social-login"
      aria-labelledby="social-login-heading"
      className="flex flex-col gap-4"
      data-testid="social-login-panel"
    >
      <div>
        <h2 id="social-login-heading" className="text-lg font-semibold">
          {t('Social login')}
        </h2>
        <p className="text-sm text-muted">
          {t('Sign in with one of your accounts elsewhere instead of a password.')}
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-divider rounded-lg border border-divider">
        {services.map((service) => {
          const label = SOCIAL_SERVICE_LABELS[service];
          const profile = profileOf(service);
          return (
            <li
              key={service}
              className="flex items-center gap-3 px-4 py-3"
              data-testid={`social-service-${service}`}
            >
              <SocialIcon service={service} className="size-6 shrink-0" />
              <div className="min-w-0 flex-1">
                <div className="font-medium">{label}</div>
                <div className="truncate text-sm text-muted">
                  {profile
                    ? t('Connected as :username', { username: profile.username ?? label })
                    : t('Not connected')}
                </div>
              </div>
              {profile ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('Disconnect :service', { service: label })}
                  isDisabled={disconnect.isPending}
                  onPress={() => handleDisconnect(service)}
                >
                  {t('Disconnect')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  aria-label={t('Connect :service', { service: label })}
                  isDisabled={connecting !== null}
                  onPress={() => void handleConnect(service)}
                >
                  {t('Connect')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
