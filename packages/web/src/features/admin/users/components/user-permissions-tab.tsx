import { PERMISSIONS, type PermissionName } from '@tonearm/shared/permissions/permission-names';
import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { errorMessage, showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useUpdateUserPermissions } from '../api/update-user-permissions';
import { UserPanel } from './user-panel';

export interface PermissionGrantValue {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

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

const GROUPS = Object.entries(PERMISSIONS).reduce<Record<string, PermissionName[]>>(
  (groups, [name, meta]) => {
    (groups[meta.group] ??= []).push(name as PermissionName);
    return groups;
  },
  {},
);

/** Permissions tab: the user's direct permissions (besides their roles'), with restrictions. */
export function UserPermissionsTab({
  userId,
  permissions,
}: {
  userId: number;
  permissions: GrantedPermission[];
}) {
  const t = useTrans();
  const saved = useMemo(() => toGrantValues(permissions), [permissions]);
  const [value, setValue] = useState<PermissionGrantValue[]>(saved);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateUserPermissions(userId);
  const dirty = !sameGrants(value, saved);
  const toggle = (name: string, on: boolean) =>
    setValue((current) =>
      on
        ? [...current, { name, restrictions: [] }]
        : current.filter((grant) => grant.name !== name),
    );
  // Restriction values that exist on a grant are editable; empty means no limit.
  const setRestriction = (permission: string, restriction: string, text: string) => {
    const number = text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text)));
    if (number !== null && !Number.isFinite(number)) return;
    setValue((current) =>
      current.map((grant) =>
        grant.name !== permission
          ? grant
          : {
              ...grant,
              restrictions: grant.restrictions.map((r) =>
                r.name === restriction ? { ...r, value: number } : r,
              ),
            },
      ),
    );
  };
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
      description={t('Permissions given to this user directly, on top of those of their roles.')}
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
      {error ? <p className="mb-4 text-sm text-danger">{error}</p> : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {Object.entries(GROUPS).map(([group, names]) => (
          <fieldset key={group} className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {group}
            </legend>
            {names.map((name) => {
              const grant = value.find((granted) => granted.name === name);
              return (
                <div key={name} className="flex flex-col gap-2">
                  <Checkbox isSelected={!!grant} onChange={(on) => toggle(name, on)}>
                    <span>
                      <span className="font-medium">{name}</span>
                      <span className="block text-xs text-muted">
                        {PERMISSIONS[name].description}
                      </span>
                    </span>
                  </Checkbox>
                  {grant?.restrictions.map((restriction) => (
                    <TextField
                      key={restriction.name}
                      className="ml-8 max-w-48"
                      label={t('Restriction :name', { name: restriction.name })}
                      description={t('Empty: no limit')}
                      type="number"
                      value={restriction.value === null ? '' : String(restriction.value)}
                      onChange={(text) => setRestriction(name, restriction.name, text)}
                    />
                  ))}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </UserPanel>
  );
}
