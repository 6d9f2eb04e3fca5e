import { zodResolver } from '@/lib/zod-resolver';
import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  accountDetailsFormSchema,
  checkAvatarFile,
  AVATAR_MIME_TYPES,
  type AccountDetailsFormValues,
} from '@tonearm/shared/account/account.schemas';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import type { AccountUser } from '../api/get-account-user';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUpdateAccount } from '../api/update-account';
import { useUploadAvatar } from '../api/upload-avatar';
import { SettingsPanel } from './settings-panel';
import { Form } from '@/components/ui/form';

/** The profile image: pick (checked here first), upload, or remove. */
function AvatarField({ user }: { user: AccountUser }) {
  const t = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.positive(t('Uploaded avatar')),
      onError: (failure) => {
        // The server's message for the file field is shown when present.
        const fieldError = isApiError(failure) ? failure.response?.data?.errors?.file : undefined;
        const message = Array.isArray(fieldError) ? fieldError[0] : fieldError;
        if (message) setError(message);
        else showHttpErrorToast(failure);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative w-fit">
        <Avatar src={user.image} name={user.name} size={88} />
        <span className="absolute -right-1 -bottom-1 grid size-8 place-items-center rounded-full border-2 border-bg bg-primary text-on-primary shadow">
          <Camera className="size-4" aria-hidden />
        </span>
      </div>
      <div className="flex flex-col gap-2">
        <div className="text-sm font-medium">{t('Profile image')}</div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onPress={() => input.current?.click()}
            isDisabled={upload.isPending}
            data-testid="avatar-upload-button"
          >
            {user.image ? t('Replace image') : t('Upload image')}
          </Button>
          {user.image ? (
            <Button
              variant="ghost"
              size="sm"
              onPress={() =>
                remove.mutate(undefined, { onSuccess: () => toast.positive(t('Removed avatar')) })
              }
              isDisabled={remove.isPending}
            >
              <Trash2 className="size-3.5" aria-hidden />
              {t('Remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('JPEG, PNG, GIF or WebP, at most 2 MB.')}</p>
        {error ? (
          <p role="alert" className="text-sm text-danger" data-testid="avatar-error">
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('Profile image')}
          data-testid="avatar-input"
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

/** Account details: name and profile image. */
export function AccountDetailsPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const update = useUpdateAccount();
  const form = useForm<AccountDetailsFormValues>({
    resolver: zodResolver(accountDetailsFormSchema),
    mode: 'onChange',
    values: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.positive(t('Updated account details')),
      onError: (error) => applyServerErrors(error, form.setError, ['first_name', 'last_name']),
    }),
  );
  const canSave = form.formState.isValid && form.formState.isDirty && !update.isPending;

  return (
    <Form onSubmit={handleSubmit}>
      <SettingsPanel
        id="account-details"
        title={t('Account details')}
        description={t('Your name and profile image, as others see them.')}
        footer={
          <Button type="submit" isDisabled={!canSave}>
            {t('Save')}
          </Button>
        }
      >
        <div className="flex flex-col gap-6">
          <AvatarField user={user} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={form.control}
              name="first_name"
              label={t('First name')}
              autoComplete="given-name"
            />
            <FormTextField
              control={form.control}
              name="last_name"
              label={t('Last name')}
              autoComplete="family-name"
            />
          </div>
        </div>
      </SettingsPanel>
    </Form>
  );
}
