import type { MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/form-fields';
import { usePermissions } from '@/features/admin/roles/api/get-permissions';
import { SearchInput } from '@/components/admin-kit/search-input';
import { INPUT_CLASS } from '@/components/ui/field';
import { useTrans } from '@/lib/i18n';
import { useMenuRoleOptions } from '../api/get-menu-role-options';
import { IconPicker } from '../components/icon-picker';
import { fieldError, ICON_BUTTON, SubPageHeader } from '../components/section-fields';
import { InputField, SelectField } from '@/components/ui/native-fields';

type Path = (string | number)[];

/**
 * A menu item (Menu): label, type (link opens a new window, route stays in the
 * app), action, target, icon, and who sees it: every role, every permission,
 * every setting and the subscription status must match.
 */
export function MenuItemEditor({
  item,
  errorPath,
  errors,
  onChange,
  onBack,
}: {
  item: MenuItem;
  errorPath: Path;
  errors: Record<string, string>;
  onChange: (item: MenuItem) => void;
  onBack: () => void;
}) {
  const t = useTrans();
  const error = (field: string) => fieldError(errors, 'menus', [...errorPath, field]);
  const set = <K extends keyof MenuItem>(key: K, value: MenuItem[K]) => {
    const next = { ...item, [key]: value };
    // Empty conditions are left out, as the defaults have them.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    onChange(next);
  };
  /** The value, change handler and error of one of the item's own fields. */
  const field = <K extends 'label' | 'type' | 'action'>(key: K) => ({
    value: item[key],
    onChange: (value: MenuItem[K]) => set(key, value),
    errorMessage: error(key),
  });
  /** A select whose empty first choice leaves the condition out. */
  const optional = <K extends 'target' | 'subscriptionStatus'>(key: K) => {
    type Choice = NonNullable<MenuItem[K]> | '';
    const value: Choice = item[key] ?? '';
    return {
      value,
      onChange: (choice: Choice) => set(key, choice === '' ? undefined : choice),
      errorMessage: error(key),
    };
  };

  return (
    <section className="flex flex-col gap-5" aria-label={t('Edit menu item')}>
      <SubPageHeader title={item.label || t('Menu item')} onBack={onBack} />
      <InputField label={t('Label')} {...field('label')} />
      <SelectField
        label={t('Type')}
        {...field('type')}
        options={[
          { value: 'route', label: t('Route (a page of this site)') },
          { value: 'link', label: t('Link (opens a new window)') },
        ]}
      />
      <InputField
        label={t('Action')}
        {...field('action')}
        placeholder="/library"
        description={t('A path such as /library or /user/{currentUser}, or a full http(s) URL.')}
      />
      <SelectField
        label={t('Target')}
        {...optional('target')}
        options={[
          { value: '', label: t('Default for the type') },
          { value: '_self', label: t('Same window') },
          { value: '_blank', label: t('New window') },
        ]}
      />
      <IconPicker label={t('Icon')} value={item.icon} onChange={(icon) => set('icon', icon)} />

      <h4 className="border-t border-divider pt-4 text-sm font-semibold">
        {t('Who sees this item')}
      </h4>
      <SelectField
        label={t('Subscription')}
        {...optional('subscriptionStatus')}
        options={[
          { value: '', label: t('Everyone') },
          { value: 'subscribed', label: t('Subscribers only') },
          { value: 'not-subscribed', label: t('Only those not subscribed') },
        ]}
      />
      <RolesField
        value={item.roles ?? []}
        onChange={(roles) => set('roles', roles)}
        errorMessage={error('roles')}
      />
      <PermissionsField
        value={item.permissions ?? []}
        onChange={(permissions) => set('permissions', permissions)}
        errorMessage={error('permissions')}
      />
      <SettingsField
        value={item.settings ?? {}}
        onChange={(settings) =>
          set('settings', Object.keys(settings).length ? settings : undefined)
        }
        errorMessage={error('settings')}
      />
    </section>
  );
}

/** A condition's field: the item's value, what to call with a new one, the server's error. */
interface ConditionFieldProps<Value, Changed = Value> {
  value: Value;
  onChange: (value: Changed) => void;
  errorMessage: string | undefined;
}

/** One condition on who sees the item: its legend and hint, its inputs, then its error. */
function ConditionFieldset({
  legend,
  hint,
  errorMessage,
  children,
}: {
  legend: string;
  hint: string;
  errorMessage: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted">{hint}</p>
      {children}
      {errorMessage ? (
        <p className="text-sm text-danger" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What a list of choices shows until it has loaded: loading, or why it could not load. */
function OptionsStatus({ query, failure }: { query: { isError: boolean }; failure: string }) {
  const t = useTrans();
  return query.isError ? (
    <p className="text-sm text-muted" role="alert">
      {failure}
    </p>
  ) : (
    <p className="text-sm text-muted">{t('Loading…')}</p>
  );
}

function RolesField({ value, onChange, errorMessage }: ConditionFieldProps<number[]>) {
  const t = useTrans();
  const roles = useMenuRoleOptions();
  return (
    <ConditionFieldset
      legend={t('Roles')}
      hint={t('Shown only to users holding every role ticked.')}
      errorMessage={errorMessage}
    >
      {roles.isSuccess ? (
        roles.data.map((role) => (
          <Checkbox
            key={role.id}
            isSelected={value.includes(role.id)}
            onChange={(selected) =>
              onChange(selected ? [...value, role.id] : value.filter((id) => id !== role.id))
            }
          >
            {role.name}
          </Checkbox>
        ))
      ) : (
        <OptionsStatus query={roles} failure={t('The roles could not be loaded.')} />
      )}
    </ConditionFieldset>
  );
}

function PermissionsField({ value, onChange, errorMessage }: ConditionFieldProps<string[]>) {
  const t = useTrans();
  const permissions = usePermissions();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (permissions.data ?? []).filter(
    (permission) =>
      !needle ||
      permission.name.toLowerCase().includes(needle) ||
      permission.group.toLowerCase().includes(needle),
  );
  const toggle = (name: string, selected: boolean) =>
    onChange(selected ? [...value, name] : value.filter((other) => other !== name));

  return (
    <ConditionFieldset
      legend={t('Permissions')}
      hint={t('Shown only to visitors holding every permission ticked.')}
      errorMessage={errorMessage}
    >
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('Required permissions')}>
          {value.map((name) => (
            <li
              key={name}
              className="flex items-center gap-1 rounded-full bg-primary-light py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary"
            >
              {name}
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-primary/50"
                aria-label={t('Remove “:name”', { name })}
                onClick={() => toggle(name, false)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchInput
        label={t('Filter permissions')}
        placeholder={t('Filter permissions')}
        value={filter}
        onChange={setFilter}
      />
      <div
        className="flex max-h-56 flex-col gap-2 overflow-y-auto rounded-lg border border-divider p-3"
        data-testid="permission-options"
      >
        {!permissions.isSuccess ? (
          <OptionsStatus query={permissions} failure={t('The permissions could not be loaded.')} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted">{t('Nothing found')}</p>
        ) : (
          shown.map((permission) => (
            <Checkbox
              key={permission.name}
              isSelected={value.includes(permission.name)}
              onChange={(selected) => toggle(permission.name, selected)}
            >
              <span className="flex flex-col">
                <span>{permission.name}</span>
                {permission.description ? (
                  <span className="text-xs text-muted">{permission.description}</span>
                ) : null}
              </span>
            </Checkbox>
          ))
        )}
      </div>
    </ConditionFieldset>
  );
}

type SettingRow = { key: string; value: string };

/** Stored values: "true"/"false" become booleans (compares a boolean by truth). */
function parseSettingValue(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function SettingsField({
  value,
  onChange,
  errorMessage,
}: ConditionFieldProps<Record<string, unknown>, Record<string, string | boolean>>) {
  const t = useTrans();
  // Rows are kept here so a half-typed row (no name yet) stays on screen.
  const [rows, setRows] = useState<SettingRow[]>(() =>
    Object.entries(value).map(([key, v]) => ({ key, value: String(v) })),
  );
  const update = (next: SettingRow[]) => {
    setRows(next);
    onChange(
      Object.fromEntries(
        next
          .filter((row) => row.key.trim())
          .map((row) => [row.key.trim(), parseSettingValue(row.value)]),
      ),
    );
  };
  return (
    <ConditionFieldset
      legend={t('Settings')}
      hint={t('Shown only while every setting has the value given (true, false or a text).')}
      errorMessage={errorMessage}
    >
      {rows.map((row, index) => (
        <div key={index} className="flex items-center gap-2" data-testid="setting-condition">
          <input
            className={INPUT_CLASS}
            aria-label={t('Setting name')}
            placeholder="billing.enable"
            value={row.key}
            onChange={(event) =>
              update(rows.map((r, i) => (i === index ? { ...r, key: event.target.value } : r)))
            }
          />
          <span aria-hidden className="text-muted">
            =
          </span>
          <input
            className={INPUT_CLASS}
            aria-label={t('Setting value')}
            placeholder="true"
            value={row.value}
            onChange={(event) =>
              update(rows.map((r, i) => (i === index ? { ...r, value: event.target.value } : r)))
            }
          />
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('Remove condition')}
            onClick={() => update(rows.filter((_, i) => i !== index))}
          >
            <X className="size-4" />
          </button>
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setRows([...rows, { key: '', value: 'true' }])}
        >
          <Plus className="size-4" aria-hidden />
          {t('Add setting condition')}
        </Button>
      </div>
    </ConditionFieldset>
  );
}
