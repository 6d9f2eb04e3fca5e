import type { SecretState } from '@tonearm/shared/settings/admin-settings.schemas';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { useTrans } from '@/lib/i18n';
import { fieldAria, FieldFrame, INPUT_CLASS } from '@/components/ui/field';
import { SecretField } from '@/components/ui/secret-field';
import { StringListField } from '@/components/ui/string-list-field';
import { SwitchField } from '@/components/ui/switch-field';
import { formKeyOf, secretChange, type SettingsFormValues } from '../settings-form-values';
import type { SelectOption, SettingsField } from '../settings-tabs';
import { PoliciesField } from './policies-field';

const MB = 1024 * 1024;

export interface SettingsFieldControlProps {
  field: SettingsField;
  control: Control<SettingsFormValues>;
  /** What GET answered for this setting (a secret's `{set}`). */
  saved: unknown;
  /** Options of the selects filled from the server (themes, locales). */
  dynamicOptions: Record<'themes' | 'locales', SelectOption[]>;
}

/** One setting's control, chosen by the field's kind, wired to the tab's form. */
export function SettingsFieldControl({
  field,
  control,
  saved,
  dynamicOptions,
}: SettingsFieldControlProps) {
  const t = useTrans();
  const key = formKeyOf(field.name);
  const id = `setting-${key.replaceAll('~', '-')}`;
  const label = t(field.label);
  const description = field.description ? t(field.description) : undefined;

  switch (field.kind) {
    case 'policies':
      return <PoliciesField control={control} name={key} label={label} description={description} />;
    case 'cookie-button':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={control} name={`${key}.label`} label={t('Link label')} />
          <FormTextField
            control={control}
            name={`${key}.action`}
            label={t('Link target')}
            description={t('A path, a URL, or setting:legal.privacy_policy_url')}
          />
        </div>
      );
    case 'text':
    case 'password':
      return (
        <FormTextField
          control={control}
          name={key}
          label={label}
          description={description}
          type={field.kind === 'password' ? 'password' : (field.inputType ?? 'text')}
          placeholder={field.kind === 'text' ? field.placeholder : undefined}
        />
      );
    case 'switch':
    case 'secret':
    case 'list':
    case 'select':
    case 'number':
    case 'megabytes':
      return (
        <Controller
          control={control}
          name={key}
          render={({ field: input, fieldState }) => {
            const errorMessage = fieldState.error?.message;
            // A native control (select, number) inside its frame: label, description and error.
            const frame = { id, label, description, errorMessage };
            const native = {
              id,
              name: key,
              ref: input.ref,
              ...fieldAria(id, errorMessage, description),
              onBlur: input.onBlur,
            };
            switch (field.kind) {
              case 'switch':
                return (
                  <SwitchField
                    name={key}
                    label={label}
                    description={description}
                    isSelected={input.value === true}
                    onChange={input.onChange}
                    errorMessage={errorMessage}
                  />
                );
              case 'secret':
                return (
                  <SecretField
                    id={id}
                    label={label}
                    isSet={(saved as SecretState | undefined)?.set === true}
                    value={input.value as string | null}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    errorMessage={errorMessage}
                    change={secretChange(input.value)}
                  />
                );
              case 'list':
                return (
                  <StringListField
                    id={id}
                    label={label}
                    description={description}
                    placeholder={field.placeholder}
                    value={Array.isArray(input.value) ? (input.value as string[]) : []}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    errorMessage={errorMessage}
                  />
                );
              case 'select': {
                const options =
                  typeof field.options === 'string' ? dynamicOptions[field.options] : field.options;
                const value =
                  typeof input.value === 'number' || typeof input.value === 'string'
                    ? String(input.value)
                    : '';
                return (
                  <FieldFrame {...frame}>
                    <select
                      {...native}
                      className={INPUT_CLASS}
                      value={value}
                      onChange={(event) => {
                        const next = event.target.value;
                        // Theme ids are numbers; "system", "light" and "dark" are not.
                        input.onChange(/^\d+$/.test(next) ? Number(next) : next);
                      }}
                    >
                      {options.some((option) => option.value === value) ? null : (
                        <option value={value}>{value}</option>
                      )}
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {t(option.label)}
                        </option>
                      ))}
                    </select>
                  </FieldFrame>
                );
              }
              case 'number':
              case 'megabytes': {
                const scale = field.kind === 'megabytes' ? MB : 1;
                const shown =
                  typeof input.value === 'number'
                    ? String(Math.round((input.value / scale) * 100) / 100)
                    : '';
                const unit = field.kind === 'megabytes' ? 'MB' : field.unit;
                return (
                  <FieldFrame {...frame}>
                    <div className="flex items-center gap-2">
                      <input
                        {...native}
                        type="number"
                        inputMode="decimal"
                        min={field.kind === 'number' ? field.min : 0}
                        max={field.kind === 'number' ? field.max : undefined}
                        step={field.kind === 'megabytes' ? 'any' : 1}
                        className={`${INPUT_CLASS} max-w-48`}
                        value={shown}
                        onChange={(event) => {
                          const raw = event.target.value;
                          input.onChange(raw === '' ? null : Math.round(Number(raw) * scale));
                        }}
                      />
                      {unit ? <span className="text-sm text-muted">{t(unit)}</span> : null}
                    </div>
                  </FieldFrame>
                );
              }
            }
          }}
        />
      );
  }
}
