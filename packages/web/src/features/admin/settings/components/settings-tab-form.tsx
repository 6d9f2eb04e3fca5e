import type {
  AdminSettingsResponse,
  SettingsTab,
} from '@tonearm/shared/settings/admin-settings.schemas';
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { SETTINGS_MESSAGES } from '@tonearm/shared/settings/admin-settings.schemas';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import {
  formFieldOfServerError,
  settingsTabResolver,
  toFormValues,
  type SettingsFormValues,
} from '../settings-form-values';
import { tabDefinition, type SelectOption } from '../settings-tabs';
import { SettingsFieldControl } from './settings-field-control';
import { Form } from '@/components/ui/form';

/** A 422's field errors onto this tab's fields; anything else (403 on a demo site) a toast. */
function applySaveErrors(
  tab: SettingsTab,
  error: unknown,
  setError: UseFormSetError<SettingsFormValues>,
): void {
  const errors = isApiError(error) ? error.response?.data?.errors : undefined;
  const onFields = Object.entries(errors ?? {}).flatMap(([field, messages]) => {
    const key = formFieldOfServerError(tab, field);
    const message = Array.isArray(messages) ? messages[0] : messages;
    return key ? [[key, message ?? ''] as const] : [];
  });
  if (onFields.length === 0) return showHttpErrorToast(error);
  onFields.forEach(([key, message], index) =>
    setError(key, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}

/**
 * One settings tab as a form: the tab's shared schema validates it, Save is enabled only when
 * the form is valid and changed, and a save answers the values now in force.
 */
export function SettingsTabForm({
  tab,
  data,
  dynamicOptions,
}: {
  tab: SettingsTab;
  data: AdminSettingsResponse;
  dynamicOptions: Record<'themes' | 'locales', SelectOption[]>;
}) {
  const t = useTrans();
  const definition = tabDefinition(tab);
  const resolver = useMemo(() => settingsTabResolver(tab), [tab]);
  const form = useForm<SettingsFormValues>({
    resolver,
    defaultValues: toFormValues(tab, data.settings),
    mode: 'onChange',
  });
  const update = useUpdateAdminSettings();
  const { isDirty, isValid } = form.formState;
  // A rule across fields may fail on a field other than the one just changed (enabling a
  // provider needs its client id): each edit checks the whole tab, so Save is never disabled
  // without a visible reason. (Server errors stay until the next edit.)
  const { subscribe, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') void trigger();
        },
      }),
    [subscribe, trigger],
  );

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        form.reset(toFormValues(tab, answer.settings));
        toast.positive(t(SETTINGS_MESSAGES.saved));
      },
      onError: (error) => applySaveErrors(tab, error, form.setError),
    }),
  );

  return (
    <Form
      onSubmit={handleSubmit}
      data-testid={`settings-form-${tab}`}
      className="flex flex-col gap-6"
    >
      {definition.sections.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`section-${tab}-${section.title}`}
          className="rounded-panel border border-divider bg-bg shadow-sm"
        >
          <div className="border-b border-divider px-5 py-4 sm:px-6">
            <h2 id={`section-${tab}-${section.title}`} className="text-base font-semibold">
              {t(section.title)}
            </h2>
            {section.description ? (
              <p className="mt-0.5 text-sm text-muted">{t(section.description)}</p>
            ) : null}
          </div>
          <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
            {section.fields.map((field) => (
              <SettingsFieldControl
                key={field.name}
                field={field}
                control={form.control}
                saved={data.settings[field.name]}
                dynamicOptions={dynamicOptions}
              />
            ))}
          </div>
        </section>
      ))}
      <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 border-t border-divider bg-bg/95 px-1 py-3 backdrop-blur">
        {isDirty ? (
          <span className="mr-auto text-sm text-muted" aria-live="polite">
            {isValid ? t('Unsaved changes') : t('Fix the highlighted fields to save')}
          </span>
        ) : null}
        <Button
          variant="ghost"
          isDisabled={!isDirty || update.isPending}
          onPress={() => form.reset()}
        >
          {t('Discard')}
        </Button>
        <Button type="submit" isDisabled={!isDirty || !isValid || update.isPending}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
