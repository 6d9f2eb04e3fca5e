import { zodResolver } from '@/lib/zod-resolver';
import {
  banUserFormSchema,
  type BanUserFormValues,
} from '@tonearm/shared/users/user-admin.schemas';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useBanUser } from '../api/ban-user';
import { banEndFromDay } from './format-date-time';

/** Ban with a reason and an optional last day; the user's sessions and tokens end at once. */
export function BanUserDialog({
  user,
  close,
}: {
  user: { id: number; name: string };
  close: CloseDialog<boolean>;
}) {
  const t = useTrans();
  const ban = useBanUser(user.id);
  const form = useForm<BanUserFormValues>({
    resolver: zodResolver(banUserFormSchema),
    mode: 'onChange',
    defaultValues: { reason: '', until: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    ban.mutate(
      { reason: values.reason || null, until: banEndFromDay(values.until) },
      {
        onSuccess: () => {
          toast.positive(t('User banned'));
          close(true);
        },
        onError: (error) => {
          // A refusal without field errors (yourself, the last admin, a demo site) is a toast.
          if (isApiError(error) && error.response?.data?.errors?.until) {
            form.setError('until', {
              type: 'server',
              message: String([error.response.data.errors.until].flat()[0]),
            });
            return;
          }
          applyServerErrors(error, form.setError, ['reason']);
        },
      },
    ),
  );
  return (
    <DialogForm
      testId="ban-user-dialog"
      onSubmit={handleSubmit}
      title={t('Ban :name', { name: user.name })}
      description={t(
        'The user is signed out everywhere, their access tokens are revoked and they see the suspended screen until the ban ends.',
      )}
      onCancel={() => close(false)}
      submitLabel={t('Ban user')}
      isSubmitDisabled={!form.formState.isValid || ban.isPending}
      submitVariant="danger"
    >
      <FormTextField control={form.control} name="reason" label={t('Reason')} autoFocus />
      <FormTextField
        control={form.control}
        name="until"
        type="date"
        label={t('Ban ends on')}
        description={t('Leave empty to ban until you lift it.')}
      />
    </DialogForm>
  );
}
