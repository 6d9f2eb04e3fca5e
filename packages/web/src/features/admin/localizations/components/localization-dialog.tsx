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
import { useTrans } from '@/lib/i18n';
import { useCreateLocalization, useRenameLocalization } from '../api/localizations-api';
import { closeWhenSaved } from '@/features/admin/shell/close-when-saved';

/** New language: its name as its speakers write it, and a BCP 47 code ("es", "pt-BR"). */
export function NewLocalizationDialog({ close }: { close: CloseDialog }) {
  const t = useTrans();
  const create = useCreateLocalization();
  const form = useForm<CreateLocalizationInput>({
    resolver: zodResolver(createLocalizationSchema),
    defaultValues: { name: '', language: '' },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(
      values,
      closeWhenSaved(form.setError, ['name', 'language'], t('Language added'), () => close()),
    ),
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
    rename.mutate(
      values,
      closeWhenSaved(form.setError, ['name'], t('Language renamed'), () => close()),
    ),
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
