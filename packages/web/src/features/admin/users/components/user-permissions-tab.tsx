import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { usePermissions } from '@/features/admin/roles/api/get-permissions';
import {
  PermissionsEditor,
  type PermissionGrantValue,
} from '@/features/admin/roles/components/permissions-editor';
import { errorMessage, showHttpErrorToast } from '@/lib/http-errors';
import { isApiError } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { useUpdateUserPermissions } from '../api/update-user-permissions';
import { UserPanel } from './user-panel';

/** The grants as the editor holds them: numeric restriction values, sorted by name. */
export function toGrantValues(permissions: GrantedPermission[]): PermissionGrantValue[] {
  return permissions
    .map((permission) => ({
      name: permission.name,
      restrictions: (permission.restrictions ?? []).map((restriction) => ({
        name: restriction.name,
        value:
          restriction.value === null || restriction.value === '' ? null : Number(restriction.value),
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function sameGrants(a: PermissionGrantValue[], b: PermissionGrantValue[]): boolean {
  return JSON.stringify(toGrantValues(a)) === JSON.stringify(toGrantValues(b));
}

/** Permissions tab: the user's direct permissions (besides their roles'), with restrictions. */
export function UserPermissionsTab({
  userId,
  permissions,
}: {
  userId: number;
  permissions: GrantedPermission[];
}) {
  const t = useTrans();
  const all = usePermissions();
  const saved = useMemo(() => toGrantValues(permissions), [permissions]);
  const [value, setValue] = useState<PermissionGrantValue[]>(saved);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateUserPermissions(userId);
  const dirty = !sameGrants(value, saved);
  const handleSave = () => {
    setError(undefined);
    update.mutate(
      { permissions: value },
      {
        onSuccess: (next) => {
          setValue(toGrantValues(next));
          toast.positive(t('Permissions saved'));
        },
        onError: (failure) => {
          const fieldErrors = isApiError(failure) ? failure.response?.data?.errors : undefined;
          if (fieldErrors?.permissions) setError(errorMessage(failure));
          else showHttpErrorToast(failure);
        },
      },
    );
  };
  return (
    <UserPanel
      id="permissions"
      title={t('Permissions')}
      description={t(
        'Permissions given to this user directly, on top of those of their roles. Restrictions set limits, such as how many tracks they may upload.',
      )}
      footer={
        <>
          <Button variant="secondary" isDisabled={!dirty} onPress={() => setValue(saved)}>
            {t('Reset')}
          </Button>
          <Button isDisabled={!dirty || update.isPending} onPress={handleSave}>
            {t('Save')}
          </Button>
        </>
      }
    >
      {all.isPending ? (
        <div className="h-64 animate-pulse rounded-lg bg-bg-alt" />
      ) : all.isError ? (
        <p className="text-sm text-danger">{t('There was an issue. Please try again.')}</p>
      ) : (
        <PermissionsEditor
          value={value}
          onChange={setValue}
          permissions={all.data}
          errorMessage={error}
          label={t('Direct permissions')}
        />
      )}
    </UserPanel>
  );
}
