import { zodResolver } from '@/lib/zod-resolver';
import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import {
  roleInputSchema,
  type Role,
  type RoleInput,
  type RoleValues,
} from '@tonearm/shared/roles/roles.schemas';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { AdminSaveBar } from '@/features/admin/shell/admin-editor-page';
import { FormTextField } from '@/components/ui/form-fields';
import { FormTextAreaField } from '@/components/ui/text-area-field';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { PermissionsEditor } from './permissions-editor';
import { SwitchField } from '@/components/ui/switch-field';
import { Form } from '@/components/ui/form';

export interface RoleFormProps {
  /** The role being edited; a new role without it. */
  role?: Role;
  permissions: PermissionInfo[];
  submitLabel: string;
  isPending: boolean;
  /** Saves; a rejection with a 422 puts its field errors on the form. */
  onSubmit: (values: RoleValues) => Promise<unknown>;
}

const TOP_FIELDS = ['name', 'description', 'default', 'guests', 'permissions'] as const;

export function roleFormDefaults(role?: Role): RoleInput {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    default: role?.default ?? false,
    guests: role?.guests ?? false,
    permissions: role?.permissions ?? [],
  };
}

/**
 * Which permission each error under `permissions.<index>…` belongs to, for the editor to show
 * beside that permission; an error about the list itself is returned as `list`.
 */
export function permissionErrors(
  errors: FieldErrors<RoleInput>['permissions'],
  grants: RoleInput['permissions'] = [],
): { list?: string; byName: Record<string, string> } {
  const byName: Record<string, string> = {};
  if (!errors) return { byName };
  const list = errors.message ?? errors.root?.message;
  if (Array.isArray(errors)) {
    errors.forEach((error: unknown, index) => {
      const message = firstMessage(error);
      const name = grants[index]?.name;
      if (message && name) byName[name] = message;
    });
  }
  return { list, byName };
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: unknown };
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const value of Object.values(error)) {
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The role editor: name, description, "Default for new users", "Guests role" and
 * the permissions with their restriction values. The built-in rules are the server's; the form
 * only disables what the server would refuse anyway.
 */
export function RoleForm({ role, permissions, submitLabel, isPending, onSubmit }: RoleFormProps) {
  const t = useTrans();
  const form = useForm<RoleInput, unknown, RoleValues>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: roleFormDefaults(role),
    mode: 'onChange',
  });
  const guests = useWatch({ control: form.control, name: 'guests' });
  const isDefault = useWatch({ control: form.control, name: 'default' });
  const grants = useWatch({ control: form.control, name: 'permissions' });
  const isAdminRole = !!role?.admin;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(values);
    } catch (error) {
      applyRoleErrors(error);
    }
  });

  /** Server field errors (`permissions.2.restrictions.0.value` too) on the form. */
  function applyRoleErrors(error: unknown) {
    const errors = isApiError(error) ? error.response?.data?.errors : undefined;
    const entries = Object.entries(errors ?? {}).filter(([field]) =>
      TOP_FIELDS.some((top) => field === top || field.startsWith(`${top}.`)),
    );
    if (entries.length === 0) return showHttpErrorToast(error);
    entries.forEach(([field, messages], index) => {
      const message = Array.isArray(messages) ? messages[0] : messages;
      form.setError(
        field as FieldPath<RoleInput>,
        { type: 'server', message: String(message ?? '') },
        { shouldFocus: index === 0 },
      );
    });
  }

  const editorErrors = permissionErrors(form.formState.errors.permissions, grants);

  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-6" data-testid="role-form">
      <Card title={t('Details')}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('Name')}
          isRequired
          isDisabled={isAdminRole}
          description={isAdminRole ? t('The admin role keeps its name.') : undefined}
        />
        <FormTextAreaField
          control={form.control}
          name="description"
          label={t('Description')}
          rows={3}
        />
        <div className="divide-y divide-divider rounded-lg border border-divider">
          <Controller
            control={form.control}
            name="default"
            render={({ field, fieldState }) => (
              <SwitchField
                className="px-4 py-3"
                label={t('Default for new users')}
                description={
                  role?.default
                    ? t('New users get this role. Make another role the default to change it.')
                    : t('Give this role to every new user (instead of the current default).')
                }
                isSelected={!!field.value}
                onChange={(on) => {
                  field.onChange(on);
                  if (on) form.setValue('guests', false, { shouldValidate: true });
                }}
                isDisabled={isAdminRole || !!role?.default || !!guests}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="guests"
            render={({ field, fieldState }) => (
              <SwitchField
                className="px-4 py-3"
                label={t('Guests role')}
                description={
                  role?.guests
                    ? t('Visitors who are not logged in have these permissions.')
                    : t(
                        'Use these permissions for visitors who are not logged in (instead of the current guest role).',
                      )
                }
                isSelected={!!field.value}
                onChange={(on) => {
                  field.onChange(on);
                  if (on) {
                    form.setValue(
                      'permissions',
                      (form.getValues('permissions') ?? []).filter((p) => p.name !== 'admin'),
                      { shouldValidate: true },
                    );
                  }
                }}
                isDisabled={isAdminRole || !!role?.guests || !!isDefault || !!role?.users_count}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Card>

      <Card>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionsEditor
              value={(field.value ?? []).map((grant) => ({
                name: grant.name,
                restrictions: grant.restrictions ?? [],
              }))}
              onChange={(next) => {
                form.clearErrors('permissions');
                field.onChange(next);
              }}
              permissions={permissions}
              errors={editorErrors.byName}
              errorMessage={editorErrors.list}
              lockedOn={isAdminRole ? ['admin'] : []}
              lockedOff={guests ? ['admin'] : []}
            />
          )}
        />
      </Card>

      <AdminSaveBar label={submitLabel} isDisabled={isPending || !form.formState.isValid} />
    </Form>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-xl border border-divider bg-bg-alt/40 p-4 md:p-6">
      {title ? <h2 className="text-base font-semibold">{title}</h2> : null}
      {children}
    </section>
  );
}
