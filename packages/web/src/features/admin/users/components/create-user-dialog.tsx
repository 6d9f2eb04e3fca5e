import { zodResolver } from '@/lib/zod-resolver';
import {
  createUserSchema,
  type CreateUserInput,
  type CreateUserPayload,
} from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogForm } from '@/components/ui/dialog-form';
import { Checkbox, FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { useTrans } from '@/lib/i18n';
import { useCreateUser } from '../api/create-user';
import { useRoleOptions } from '../api/get-role-options';
import { RolePicker } from './role-picker';
import { closeWhenSaved } from '@/features/admin/shell/close-when-saved';

/**
 * "Add user": name, email, password, roles (the default role preselected) and verified. Create
 * stays pressable, as on the admin's other forms: pressing it with a field missing or wrong puts
 * the reason under that field and focuses it, rather than a greyed-out button that says nothing.
 */
export function CreateUserDialog({ close }: { close: CloseDialog<User> }) {
  const t = useTrans();
  const roles = useRoleOptions();
  const create = useCreateUser();
  const form = useForm<CreateUserPayload, unknown, CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', roles: [], email_verified: true },
  });
  const defaultRoleId = roles.data?.find((role) => role.is_default)?.id;
  useEffect(() => {
    if (defaultRoleId && !form.formState.dirtyFields.roles) form.setValue('roles', [defaultRoleId]);
  }, [defaultRoleId, form]);
  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(
      values,
      closeWhenSaved(
        form.setError,
        ['name', 'email', 'password', 'roles', 'email_verified'],
        t('User created'),
        close,
      ),
    ),
  );
  return (
    <DialogForm
      testId="create-user-dialog"
      onSubmit={handleSubmit}
      title={t('Add user')}
      onCancel={() => close()}
      submitLabel={t('Create')}
      isSubmitDisabled={create.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('Email')}
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('Password')}
        autoComplete="new-password"
        isRequired
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RolePicker
            roles={roles.data ?? []}
            value={field.value ?? []}
            onChange={(value) => form.setValue('roles', value, { shouldDirty: true })}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="email_verified"
        render={({ field }) => (
          <Checkbox isSelected={field.value ?? true} onChange={field.onChange}>
            {t('Email verified')}
          </Checkbox>
        )}
      />
    </DialogForm>
  );
}
