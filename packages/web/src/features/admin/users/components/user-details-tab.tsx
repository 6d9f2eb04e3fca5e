import { zodResolver } from '@/lib/zod-resolver';
import {
  userDetailsFormSchema,
  type UserDetailsFormValues,
} from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Checkbox, FormTextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useRoleOptions } from '../api/get-role-options';
import { useUpdateUser } from '../api/update-user';
import { useChangeUserAvatar } from '../api/upload-user-avatar';
import { RolePicker } from './role-picker';
import { UserPanel } from './user-panel';
import { Form } from '@/components/ui/form';
import { MutationButton } from './mutation-button';

const FIELDS = ['name', 'email', 'email_verified', 'roles'] as const;

export function detailsFormValues(user: User): UserDetailsFormValues {
  return {
    name: user.name,
    email: user.email,
    email_verified: !!user.email_verified_at,
    roles: user.roles.map((role) => role.id),
  };
}

function AvatarField({ user }: { user: User }) {
  const t = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeUserAvatar(user.id);
  const handleFile = (file: File | undefined) => {
    if (!file) return;
    change.mutate(file, { onSuccess: () => toast.positive(t('Avatar updated')) });
  };
  return (
    <div className="flex items-center gap-4">
      <Avatar src={user.image} name={user.name} size={64} />
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="hidden"
          data-testid="avatar-input"
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="sm"
          isDisabled={change.isPending}
          onPress={() => input.current?.click()}
        >
          {t('Upload image')}
        </Button>
        {user.image ? (
          <MutationButton
            variant="ghost"
            size="sm"
            mutation={change}
            input={null}
            doneMessage={t('Avatar removed')}
          >
            {t('Remove')}
          </MutationButton>
        ) : null}
      </div>
    </div>
  );
}

/** Details tab: avatar, name, email, verified and roles. */
export function UserDetailsTab({ user }: { user: User }) {
  const t = useTrans();
  const roles = useRoleOptions();
  const update = useUpdateUser(user.id);
  const form = useForm<UserDetailsFormValues>({
    resolver: zodResolver(userDetailsFormSchema),
    mode: 'onChange',
    values: detailsFormValues(user),
  });
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(detailsFormValues(saved));
        toast.positive(t('User updated'));
      },
      onError: (error) => applyServerErrors(error, form.setError, FIELDS),
    }),
  );
  return (
    <Form onSubmit={handleSubmit} data-testid="user-details-form">
      <UserPanel
        id="details"
        title={t('Details')}
        footer={
          <Button
            type="submit"
            isDisabled={!form.formState.isValid || !form.formState.isDirty || update.isPending}
          >
            {t('Save')}
          </Button>
        }
      >
        <div className="flex flex-col gap-5">
          <AvatarField user={user} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormTextField control={form.control} name="name" label={t('Name')} isRequired />
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t('Email')}
              isRequired
            />
          </div>
          <Controller
            control={form.control}
            name="email_verified"
            render={({ field, fieldState }) => (
              <Checkbox
                isSelected={field.value}
                onChange={field.onChange}
                errorMessage={fieldState.error?.message}
              >
                {t('Email verified')}
              </Checkbox>
            )}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field, fieldState }) => (
              <RolePicker
                roles={roles.data ?? []}
                value={field.value}
                onChange={field.onChange}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
      </UserPanel>
    </Form>
  );
}
