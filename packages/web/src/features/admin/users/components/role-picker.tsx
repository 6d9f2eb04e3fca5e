import type { AssignableRole } from '@tonearm/shared/users/user-admin.schemas';
import { MultiComboBoxField } from '@/components/ui/combo-box-field';
import { useTrans } from '@/lib/i18n';

/**
 * The roles a user has, picked by searching: a site can have dozens of roles, and a checkbox
 * for each pushed the rest of the form (and its submit button) out of sight.
 */
export function RolePicker({
  roles,
  value,
  onChange,
  errorMessage,
}: {
  roles: AssignableRole[];
  value: number[];
  onChange: (value: number[]) => void;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  return (
    <MultiComboBoxField
      label={t('Roles')}
      placeholder={t('Search roles')}
      options={roles.map((role) => ({ id: String(role.id), label: role.name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      errorMessage={errorMessage}
      testId="role-picker"
    />
  );
}
