import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BACKSTAGE_MESSAGES } from '@tonearm/shared/backstage/backstage.schemas';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useDenyBackstageRequest } from '../api/backstage-requests';
import { Form } from '@/components/ui/form';

const denyFormSchema = z.object({
  reason: z.string().trim().min(1, BACKSTAGE_MESSAGES.reasonRequired).max(2000),
});
type DenyForm = z.infer<typeof denyFormSchema>;

/** Deny with a reason: the user gets it by email. */
export function DenyRequestDialog({
  requestId,
  close,
}: {
  requestId: number;
  close: CloseDialog<boolean>;
}) {
  const t = useTrans();
  const deny = useDenyBackstageRequest(requestId);
  const form = useForm<DenyForm>({
    resolver: zodResolver(denyFormSchema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    deny.mutate(values.reason, {
      onSuccess: () => {
        toast.positive(t('Request denied'));
        close(true);
      },
      onError: (error) => applyServerErrors(error, form.setError, ['reason']),
    }),
  );
  return (
    <Form onSubmit={handleSubmit} data-testid="deny-request-dialog">
      <DialogHeader
        title={t('Deny request')}
        description={t('The user gets this reason by email.')}
      />
      <FormTextField control={form.control} name="reason" label={t('Reason')} autoFocus />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close(false)}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          isDisabled={!form.formState.isValid || deny.isPending}
        >
          {t('Deny')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
