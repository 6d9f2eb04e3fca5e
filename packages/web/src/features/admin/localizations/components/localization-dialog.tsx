import { zodResolver } from '@/lib/zod-resolver';
import {
  createLocalizationSchema,
  renameLocalizationSchema,
  type CreateLocalizationInput,
  type Localization,
} from '@tonearm/shared/localization/localization.schemas';
import { useForm } from 'react-hook-form';
import { DialogHeader } from '@/components/ui/dialog-parts';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
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
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-language-dialog">
      <DialogHeader
        title={t('New language')}
        description={t('It starts untranslated: every line shows in English until translated.')}
      />
      <div className="space-y-4">
        <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
        <FormTextField
          control={form.control}
          name="language"
          label={t('Language code')}
          description={t('A code such as "es", "fr" or "pt-BR".')}
          isRequired
        />
      </div>
      <DialogFormFooter
        onCancel={() => close()}
        submitLabel={t('Create')}
        isSubmitDisabled={create.isPending}
      />
    </form>
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
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="rename-language-dialog">
      <DialogHeader title={t('Rename language')} />
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
      <DialogFormFooter
        onCancel={() => close()}
        submitLabel={t('Save')}
        isSubmitDisabled={rename.isPending}
      />
    </form>
  );
}
