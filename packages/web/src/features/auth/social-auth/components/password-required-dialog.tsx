import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Heading } from 'react-aria-components';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import {
  socialConnectSchema,
  type SocialConnectPayload,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { Button } from '@/components/ui/button';
import { FormPasswordField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useConnectSocialAccount } from '../api/connect-social-account';
import { Form } from '@/components/ui/form';

/**
 * REQUEST_PASSWORD: an account with the provider's email exists, so linking it
 * needs that account's password. Closes with the new bootstrap data once linked.
 */
export function PasswordRequiredDialog({
  serviceLabel,
  close,
}: {
  serviceLabel: string;
  close: CloseDialog<BootstrapData>;
}) {
  const t = useTrans();
  const connect = useConnectSocialAccount();
  const form = useForm<SocialConnectPayload>({
    resolver: zodResolver(socialConnectSchema),
    defaultValues: { password: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: (response) => close(response.bootstrapData),
      onError: (error) => applyServerErrors(error, form.setError, ['password']),
    }),
  );

  return (
    <Form
      onSubmit={handleSubmit}
      className="flex flex-col gap-5"
      data-testid="social-password-dialog"
    >
      <Heading slot="title" className="text-xl font-semibold">
        {t('Password required')}
      </Heading>
      <p className="text-sm text-muted">
        {t(
          'An account with this email address already exists. Enter its password to connect your :service account.',
          { service: serviceLabel },
        )}
      </p>
      <FormPasswordField control={form.control} name="password" autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={() => close()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={connect.isPending}>
          {t('Connect')}
        </Button>
      </div>
    </Form>
  );
}
