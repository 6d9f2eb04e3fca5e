import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import { PERMISSION_GROUP_LABELS } from '@tonearm/shared/permissions/permission-restrictions';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  NumberField,
  SearchField,
  Text,
} from 'react-aria-components';
import { useTrans } from '@/lib/i18n';
import { SwitchField } from '@/components/ui/switch-field';

/** One granted permission as the editor edits it (a role's, or a user's direct one). */
export interface PermissionGrantValue {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

export interface PermissionsEditorProps {
  /** The permissions granted now. */
  value: PermissionGrantValue[];
  onChange: (value: PermissionGrantValue[]) => void;
  /** Every permission that can be granted (GET /api/v1/permissions). */
  permissions: PermissionInfo[];
  /** Field errors keyed by permission name (e.g. from a 422), shown under that permission. */
  errors?: Record<string, string | undefined>;
  /** An error about the whole list, shown above it. */
  errorMessage?: string;
  /** Names that cannot be turned off here (e.g. the admin role's `admin`). */
  lockedOn?: readonly string[];
  /** Names that cannot be turned on here (e.g. `admin` for the guest role). */
  lockedOff?: readonly string[];
  /** The accessible name of the whole editor. */
  label?: string;
}

interface PermissionGroup {
  key: string;
  label: string;
  permissions: PermissionInfo[];
}

export function groupLabel(group: string): string {
  return PERMISSION_GROUP_LABELS[group] ?? group.charAt(0).toUpperCase() + group.slice(1);
}

/** Groups in the order of the heading labels, then any other group by name. */
export function groupPermissions(permissions: PermissionInfo[], search = ''): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  const order = Object.keys(PERMISSION_GROUP_LABELS);
  const groups = new Map<string, PermissionInfo[]>();
  for (const permission of permissions) {
    const haystack = [permission.name, permission.description ?? '', groupLabel(permission.group)]
      .join(' ')
      .toLowerCase();
    if (needle && !haystack.includes(needle)) continue;
    const list = groups.get(permission.group) ?? [];
    list.push(permission);
    groups.set(permission.group, list);
  }
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, label: groupLabel(key), permissions: list }));
}

/** Turns a permission on (with its restrictions unset: no limit) or off. */
export function togglePermission(
  value: PermissionGrantValue[],
  permission: PermissionInfo,
  on: boolean,
): PermissionGrantValue[] {
  const without = value.filter((grant) => grant.name !== permission.name);
  if (!on) return without;
  return [
    ...without,
    {
      name: permission.name,
      restrictions: permission.restrictions.map((r) => ({ name: r.name, value: null })),
    },
  ];
}

/** Sets one restriction value of a granted permission; null means no limit. */
export function setRestriction(
  value: PermissionGrantValue[],
  permissionName: string,
  restrictionName: string,
  restrictionValue: number | null,
): PermissionGrantValue[] {
  return value.map((grant) => {
    if (grant.name !== permissionName) return grant;
    const others = grant.restrictions.filter((r) => r.name !== restrictionName);
    return {
      ...grant,
      restrictions: [...others, { name: restrictionName, value: restrictionValue }],
    };
  });
}

/**
 * The permission picker of the role editor and a user's permissions tab:
 * permissions grouped by area under headings, each a switch with its description, and the
 * numeric restrictions it supports (empty means no limit) once it is on; a search box narrows
 * the list.
 */
export function PermissionsEditor({
  value,
  onChange,
  permissions,
  errors = {},
  errorMessage,
  lockedOn = [],
  lockedOff = [],
  label,
}: PermissionsEditorProps) {
  const t = useTrans();
  const [search, setSearch] = useState('');
  const headingId = useId();
  const groups = useMemo(() => groupPermissions(permissions, search), [permissions, search]);
  const granted = useMemo(() => new Map(value.map((grant) => [grant.name, grant])), [value]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-base font-semibold">
          {label ?? t('Permissions')}
          <span className="ml-2 text-sm font-normal text-muted">
            {t(':count of :total on', { count: value.length, total: permissions.length })}
          </span>
        </h2>
        <SearchField
          value={search}
          onChange={setSearch}
          aria-label={t('Search permissions')}
          className="relative w-full sm:w-64"
        >
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            placeholder={t('Search permissions')}
            className={clsx(
              'h-10 w-full rounded-lg border border-divider bg-bg pr-3 pl-9 text-sm text-fg outline-none transition placeholder:text-muted/70',
              'focus:border-primary focus:ring-2 focus:ring-primary/25 [&::-webkit-search-cancel-button]:hidden',
            )}
          />
        </SearchField>
      </div>

      {errorMessage ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage}
        </p>
      ) : null}

      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-divider px-4 py-8 text-center text-sm text-muted">
          {t('No permission matches ":search".', { search })}
        </p>
      ) : null}

      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${headingId}-${group.key}`}>
          <h3
            id={`${headingId}-${group.key}`}
            className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {t(group.label)}
          </h3>
          <ul className="divide-y divide-divider overflow-hidden rounded-lg border border-divider bg-bg">
            {group.permissions.map((permission) => {
              const grant = granted.get(permission.name);
              const isLocked =
                (!!grant && lockedOn.includes(permission.name)) ||
                (!grant && lockedOff.includes(permission.name));
              return (
                <li key={permission.name} className="px-4 py-3">
                  <SwitchField
                    mono
                    label={permission.name}
                    description={permission.description ? t(permission.description) : undefined}
                    isSelected={!!grant}
                    isDisabled={isLocked}
                    onChange={(on) => onChange(togglePermission(value, permission, on))}
                  />
                  {grant && permission.restrictions.length > 0 ? (
                    <div className="mt-3 grid gap-3 sm:grid-cols-2">
                      {permission.restrictions.map((restriction) => {
                        const current = grant.restrictions.find((r) => r.name === restriction.name);
                        return (
                          <NumberField
                            key={restriction.name}
                            value={current?.value ?? NaN}
                            minValue={0}
                            step={1}
                            formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                            onChange={(next) =>
                              onChange(
                                setRestriction(
                                  value,
                                  permission.name,
                                  restriction.name,
                                  Number.isNaN(next) ? null : next,
                                ),
                              )
                            }
                            className="flex flex-col gap-1"
                          >
                            <Label className="text-sm font-medium">{t(restriction.label)}</Label>
                            <Group>
                              <Input
                                placeholder={t('No limit')}
                                className={clsx(
                                  'h-10 w-full rounded-lg border border-divider bg-bg px-3 text-sm text-fg outline-none transition placeholder:text-muted/70',
                                  'focus:border-primary focus:ring-2 focus:ring-primary/25',
                                )}
                              />
                            </Group>
                            <Text slot="description" className="text-xs text-muted">
                              {t(restriction.description)}
                            </Text>
                            <FieldError className="text-sm text-danger" />
                          </NumberField>
                        );
                      })}
                    </div>
                  ) : null}
                  {errors[permission.name] ? (
                    <p role="alert" className="mt-2 text-sm text-danger">
                      {errors[permission.name]}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
