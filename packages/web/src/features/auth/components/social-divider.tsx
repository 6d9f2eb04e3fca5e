import { useSettings } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'envato'] as const;

/** Whether any social login provider is enabled (spec 000 §3 settings). */
export function useSocialLoginEnabled(): boolean {
  const settings = useSettings();
  return SOCIAL_PROVIDERS.some((provider) => !!settings[`social.${provider}.enable`]);
}

/**
 * spec 000 §2: the divider between the form and the social buttons, "OR", or "Or sign up
 * with" in compact mode. Shown only when a provider is enabled; the buttons themselves come
 * from the social login feature through `children`.
 */
export function SocialDivider({ children }: { children?: React.ReactNode }) {
  const t = useTrans();
  const settings = useSettings();
  const enabled = useSocialLoginEnabled();
  if (!enabled) return null;
  const compact = !!settings['social.compact_buttons'];
  return (
    <div data-testid="social-login">
      <div className="my-2 flex items-center gap-3 text-xs font-semibold text-muted uppercase">
        <span className="h-px flex-1 bg-divider" aria-hidden />
        <span className={compact ? 'normal-case' : undefined}>
          {compact ? t('Or sign up with') : t('OR')}
        </span>
        <span className="h-px flex-1 bg-divider" aria-hidden />
      </div>
      {children}
    </div>
  );
}
