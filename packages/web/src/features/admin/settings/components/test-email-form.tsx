import { zodResolver } from '@/lib/zod-resolver';
import {
  testEmailSchema,
  type TestEmailPayload,
} from '@tonearm/shared/settings/admin-settings.schemas';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useSendTestEmail } from '../api/send-test-email';

/** "Send a test email": through the transport saved now, not the unsaved form. */
export function TestEmailForm() {
  const t = useTrans();
  const user = useCurrentUser();
  const send = useSendTestEmail();
  const form = useForm<TestEmailPayload>({
    resolver: zodResolver(testEmailSchema),
    defaultValues: { to: user?.email ?? '' },
    mode: 'onChange',
  });
  const handleSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => toast.positive(t(answer.message)),
      onError: (error) => applyServerErrors(error, form.setError, ['to']),
    }),
  );
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="test-email-form"
      className="flex flex-col gap-3 rounded-panel border border-divider bg-bg p-5 shadow-sm"
    >
      <div>
        <h2 className="text-base font-semibold">{t('Send a test email')}</h2>
        <p className="mt-0.5 text-sm text-muted">
          {t('Sends a message through the saved transport. Save your changes first.')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          control={form.control}
          name="to"
          label={t('Send to')}
          type="email"
          className="flex-1"
        />
        <Button type="submit" variant="secondary" className="sm:mt-7" isDisabled={send.isPending}>
          <Send className="size-4" aria-hidden />
          {t('Send a test email')}
        </Button>
      </div>
    </form>
  );
}
