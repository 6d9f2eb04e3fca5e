import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ComboBoxField, type ComboBoxSection } from '@/components/ui/combo-box-field';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useSetting } from '@/lib/bootstrap-store';
import { trans, useTrans } from '@/lib/i18n';
import type { AccountUser } from '../api/get-account-user';
import { useValueLists } from '../api/get-value-lists';
import { useSetLocale } from '../api/set-locale';
import { useUpdateAccount } from '../api/update-account';
import { SettingsPanel } from './settings-panel';
import { Form } from '@/components/ui/form';

const LISTS = ['timezones', 'countries', 'localizations'] as const;

interface LocationValues {
  language: string | null;
  country: string | null;
  timezone: string | null;
}

/** Location and language: language, country and timezone, each searchable. */
export function LocationPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  // With i18n.enable off everyone sees the default language; no picker then.
  const i18nEnabled = useSetting<boolean | undefined>('i18n.enable') !== false;
  const fields = i18nEnabled
    ? (['language', 'country', 'timezone'] as const)
    : (['country', 'timezone'] as const);
  const lists = useValueLists(LISTS);
  const update = useUpdateAccount();
  const setLocale = useSetLocale();
  const form = useForm<LocationValues>({
    values: { language: user.language, country: user.country, timezone: user.timezone },
  });

  const languages = useMemo(
    () => (lists.data?.localizations ?? []).map((l) => ({ id: l.language, label: l.name })),
    [lists.data],
  );
  const countries = useMemo(
    () => (lists.data?.countries ?? []).map((c) => ({ id: c.code, label: c.name })),
    [lists.data],
  );
  const timezones = useMemo<ComboBoxSection[]>(
    () =>
      Object.entries(lists.data?.timezones ?? {}).map(([group, zones]) => ({
        id: `group-${group}`,
        label: group,
        options: zones.map((zone) => ({ id: zone.value, label: zone.text })),
      })),
    [lists.data],
  );

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { language, ...place } = values;
      await update.mutateAsync(i18nEnabled ? values : place);
      // The new language's lines replace the page's at once.
      if (i18nEnabled && language && language !== user.language)
        await setLocale.mutateAsync(language);
      // trans, not t: after a language switch the toast speaks the new language.
      toast.positive(trans('Updated account details'));
    } catch (error) {
      applyServerErrors(error, form.setError, ['language', 'country', 'timezone']);
    }
  });
  const isSaving = update.isPending || setLocale.isPending;

  return (
    <Form onSubmit={handleSubmit} data-testid="location-form">
      <SettingsPanel
        id="location-and-language"
        title={t('Location and language')}
        description={t('Used for the app language and to show dates in your time.')}
        footer={
          <Button type="submit" isDisabled={!form.formState.isDirty || isSaving}>
            {t('Save')}
          </Button>
        }
      >
        <div className={i18nEnabled ? 'grid gap-4 md:grid-cols-3' : 'grid gap-4 md:grid-cols-2'}>
          {fields.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <ComboBoxField
                  name={field.name}
                  testId={`${name}-select`}
                  label={
                    name === 'language'
                      ? t('Language')
                      : name === 'country'
                        ? t('Country')
                        : t('Timezone')
                  }
                  placeholder={t('Search...')}
                  options={
                    name === 'language' ? languages : name === 'country' ? countries : timezones
                  }
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  errorMessage={fieldState.error?.message}
                  isDisabled={lists.isPending}
                />
              )}
            />
          ))}
        </div>
      </SettingsPanel>
    </Form>
  );
}
