import { zodResolver } from '@/lib/zod-resolver';
import {
  createLocalizationSchema,
  renameLocalizationSchema,
  type CreateLocalizationInput,
  type Localization,
} from '@tonearm/shared/localization/localization.schemas';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useCreateLocalization, useRenameLocalization } from '../api/localizations-api';

/** New language: its name as its speakers write it, and a BCP 47 code ("es", "pt-BR"). */
export function NewLocalizationDialog({ close }: { close: CloseDialog }) {
  const t = useTrans();
  const create = useCreateLocalization();
  const form = useForm<CreateLocalizationInput>({
    resolver: zodResolver(createLocalizationSchema),
    defaultValues: { name: '', language: '' },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.positive(t('Language added'));
        close();
      },
      onError: (error) => applyServerErrors(error, form.setError, ['name', 'language']),
    }),
  );
  return (
    <DialogForm
      testId="new-language-dialog"
      onSubmit={submit}
      title={t('New language')}
      description={t('It starts untranslated: every line shows in English until translated.')}
      onCancel={() => close()}
      submitLabel={t('Create')}
      isSubmitDisabled={create.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
      <FormTextField
        control={form.control}
        name="language"
        label={t('Language code')}
        description={t('A code such as "es", "fr" or "pt-BR".')}
        isRequired
      />
    </DialogForm>
  );
}

export function RenameLocalizationDialog({
  localization,
  close,
}: {
  localization: Localization;
  close: CloseDialog;
}) {
  const t = useTrans();
  const rename = useRenameLocalization(localization.id);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(renameLocalizationSchema),
    defaultValues: { name: localization.name },
  });
  const submit = form.handleSubmit((values) =>
    rename.mutate(values, {
      onSuccess: () => {
        toast.positive(t('Language renamed'));
        close();
      },
      onError: (error) => applyServerErrors(error, form.setError, ['name']),
    }),
  );
  return (
    <DialogForm
      testId="rename-language-dialog"
      onSubmit={submit}
      title={t('Rename language')}
      onCancel={() => close()}
      submitLabel={t('Save')}
      isSubmitDisabled={rename.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
    </DialogForm>
  );
}
