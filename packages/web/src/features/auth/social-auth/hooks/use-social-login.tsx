import { useState } from 'react';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import {
  SOCIAL_AUTH_MESSAGES,
  SOCIAL_SERVICE_LABELS,
  type SocialAuthMessage,
  type SocialService,
} from '@tonearm/shared/social-auth/social-services';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useApplyLogin } from '@/features/auth/hooks/use-auth-redirect';
import { setBootstrapData } from '@/lib/bootstrap-store';
import { trans } from '@/lib/i18n';
import { openSocialPopup } from './open-social-popup';

export const socialPopupUrl = (service: SocialService, flow: 'login' | 'connect') =>
  `/secure/auth/social/${service}/${flow}`;

function showError(message: SocialAuthMessage) {
  // "An error occurred. Please try again later" when the server gave no message.
  toast.danger(
    message.callbackData.errorMessage
      ? trans(message.callbackData.errorMessage)
      : trans(SOCIAL_AUTH_MESSAGES.generic),
  );
}

/**
 * Social login through a popup: SUCCESS applies the bootstrap data and goes to
 * the redirect target like a password login, ALREADY_LOGGED_IN goes there too, REQUEST_PASSWORD
 * asks for the matched account's password, ERROR shows the message. A closed popup does nothing.
 */
export function useSocialLogin() {
  const applyLogin = useApplyLogin();
  const [pending, setPending] = useState<SocialService | null>(null);

  async function handle(service: SocialService, message: SocialAuthMessage | null) {
    if (!message) return;
    switch (message.status) {
      case 'SUCCESS':
      case 'ALREADY_LOGGED_IN':
        if (message.callbackData.bootstrapData)
          await applyLogin(message.callbackData.bootstrapData);
        return;
      case 'REQUEST_PASSWORD': {
        // The dialog (a form with its schema) loads only when a provider asks for it.
        const { PasswordRequiredDialog } = await import('../components/password-required-dialog');
        const data = await openDialog<BootstrapData>((close) => (
          <PasswordRequiredDialog serviceLabel={SOCIAL_SERVICE_LABELS[service]} close={close} />
        ));
        if (data) await applyLogin(data);
        return;
      }
      case 'ERROR':
        showError(message);
        return;
    }
  }

  async function loginWith(service: SocialService): Promise<SocialAuthMessage | null> {
    setPending(service);
    try {
      const message = await openSocialPopup(socialPopupUrl(service, 'login'));
      await handle(service, message);
      return message;
    } finally {
      setPending(null);
    }
  }

  return { loginWith, pending };
}

/**
 * Connecting a provider from account settings: the popup links it to the current user and
 * answers ALREADY_LOGGED_IN with the updated user (toast "Enabled :service account").
 */
export async function connectSocialService(service: SocialService): Promise<boolean> {
  const message = await openSocialPopup(socialPopupUrl(service, 'connect'));
  if (!message) return false;
  if (message.status === 'ERROR') {
    showError(message);
    return false;
  }
  if (message.callbackData.bootstrapData) setBootstrapData(message.callbackData.bootstrapData);
  toast(trans('Enabled :service account', { service: SOCIAL_SERVICE_LABELS[service] }));
  return true;
}
