import { clsx } from 'clsx';
import {
  SOCIAL_SERVICE_LABELS,
  SOCIAL_SERVICES,
  type SocialService,
} from '@tonearm/shared/social-auth/social-services';
import { Button } from '@/components/ui/button';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useSocialLogin } from '../hooks/use-social-login';
import { SocialIcon } from './social-icons';

/** The providers the admin has enabled (`social.<provider>.enable`). */
export function useEnabledSocialServices(): SocialService[] {
  const settings = useBootstrapData((data) => data.settings);
  return SOCIAL_SERVICES.filter((service) => settings[`social.${service}.enable`] === true);
}

/**
 * One button per enabled provider under the login and register forms, behind a divider: "OR",
 * or "Or sign up with" above a row of icon-only buttons in compact mode.
 */
export function SocialLoginButtons() {
  const t = useTrans();
  const services = useEnabledSocialServices();
  const compact = useBootstrapData((data) => data.settings['social.compact_buttons'] === true);
  const { loginWith, pending } = useSocialLogin();
  if (services.length === 0) return null;

  return (
    <div className="flex flex-col gap-4" data-testid="social-login-buttons">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-divider" />
        {compact ? t('Or sign up with') : t('OR')}
        <span className="h-px flex-1 bg-divider" />
      </div>
      <div className={clsx(compact ? 'flex justify-center gap-3' : 'flex flex-col gap-2.5')}>
        {services.map((service) => {
          const label = t('Continue with :service', { service: SOCIAL_SERVICE_LABELS[service] });
          return (
            <Button
              key={service}
              variant="secondary"
              size={compact ? 'md' : 'lg'}
              aria-label={compact ? label : undefined}
              isDisabled={pending !== null}
              onPress={() => void loginWith(service)}
              className={compact ? 'size-12 !px-0' : 'w-full'}
            >
              <SocialIcon service={service} className="size-5 shrink-0" />
              {compact ? null : <span>{label}</span>}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
