import { useId } from 'react';
import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  type WorkspaceRole,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { useTrans } from '@/lib/i18n';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** A native select of the roles an invitation or a role change may grant (never owner). */
export function RoleSelect({
  label,
  value,
  onChange,
  isDisabled,
  errorMessage,
  hideLabel = false,
}: {
  label: string;
  value: AssignableWorkspaceRole;
  onChange: (role: AssignableWorkspaceRole) => void;
  isDisabled?: boolean;
  errorMessage?: string;
  hideLabel?: boolean;
}) {
  const t = useTrans();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-invalid={!!errorMessage}
        onChange={(event) => onChange(event.target.value as AssignableWorkspaceRole)}
        className="h-10 rounded-lg border border-divider bg-bg px-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 disabled:opacity-60"
      >
        {ASSIGNABLE_WORKSPACE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </option>
        ))}
      </select>
      {errorMessage ? <span className="text-sm text-danger">{errorMessage}</span> : null}
    </div>
  );
}
