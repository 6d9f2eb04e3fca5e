import { AD_SLOT_LABELS, AD_SLOTS, adSettingKey } from '@tonearm/shared/ads/ads-settings';
import {
  AD_SNIPPET_MAX,
  ADS_MESSAGES,
  adsSettingsSchema,
  type AdsSettings,
} from '@tonearm/shared/ads/ads.schemas';
import { clsx } from 'clsx';
import { useState } from 'react';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { PanelCard } from '@/components/ui/panel-card';
import { toast } from '@/components/ui/toast/toast-store';
import { SwitchField } from '@/components/ui/switch-field';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useAdsSettings } from '../api/get-ads-settings';
import { useUpdateAdsSettings } from '../api/update-ads-settings';
import { StateForm } from '@/components/admin-kit/state-form';

type AdsErrors = Partial<Record<string, string>>;

/** The first message of each invalid field, by setting name (`ads.artist_top`). */
function validate(values: AdsSettings): AdsErrors {
  const result = adsSettingsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AdsErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

function errorsFrom(error: unknown): AdsErrors {
  const fields = isApiError(error) ? error.response?.data?.errors : undefined;
  if (!fields || Object.keys(fields).length === 0) {
    showHttpErrorToast(error);
    return {};
  }
  return Object.fromEntries(
    Object.entries(fields).map(([key, messages]) => [
      key,
      Array.isArray(messages) ? String(messages[0] ?? '') : String(messages),
    ]),
  );
}

function AdsForm({ saved }: { saved: AdsSettings }) {
  const t = useTrans();
  const update = useUpdateAdsSettings();
  const [values, setValues] = useState<AdsSettings>(saved);
  const [errors, setErrors] = useState<AdsErrors>({});

  const save = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      setValues(await update.mutateAsync(values));
      toast.positive(t(ADS_MESSAGES.saved));
    } catch (error) {
      setErrors(errorsFrom(error));
    }
  };

  return (
    <StateForm className="flex flex-col gap-6" onSubmit={save}>
      <PanelCard
        id="ads-enable"
        title={t('Ads')}
        description={t(
          'Each ad runs in a sandboxed frame: it cannot read the page, and listeners whose plan is ad-free never receive it.',
        )}
      >
        <SwitchField
          label={t('Show ads')}
          description={t('Turn every slot on or off at once.')}
          isSelected={values['ads.enable']}
          onChange={(selected) => setValues((current) => ({ ...current, 'ads.enable': selected }))}
        />
      </PanelCard>
      <PanelCard
        id="ads-slots"
        title={t('Ad slots')}
        description={t(
          'HTML and script snippets from your ad network. Leave a slot empty to hide it.',
        )}
        footer={
          <Button type="submit" isDisabled={update.isPending}>
            {t('Save')}
          </Button>
        }
      >
        <div className="flex flex-col gap-5">
          {AD_SLOTS.map((slot) => {
            const key = adSettingKey(slot);
            return (
              <AriaTextField
                key={slot}
                className="flex flex-col gap-1.5"
                value={values[key]}
                onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
                isInvalid={!!errors[key]}
              >
                <Label className="text-sm font-medium">{t(AD_SLOT_LABELS[slot].label)}</Label>
                <TextArea
                  rows={4}
                  spellCheck={false}
                  maxLength={AD_SNIPPET_MAX + 1}
                  className={clsx(
                    'rounded-lg border border-divider bg-bg px-3 py-2 font-mono text-sm text-fg outline-none transition',
                    'focus:border-primary focus:ring-2 focus:ring-primary/25 data-[invalid]:border-danger',
                  )}
                />
                <span className="text-xs text-muted">{t(AD_SLOT_LABELS[slot].help)}</span>
                <FieldError className="text-sm text-danger">{errors[key]}</FieldError>
              </AriaTextField>
            );
          })}
        </div>
      </PanelCard>
    </StateForm>
  );
}

/** `/admin/ads` (settings.update): the site's ad slots. */
export function AdsPage() {
  const t = useTrans();
  const settings = useAdsSettings();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <AdminPageHeader title={t('Ads')} breadcrumbs={[{ label: t('Ads'), to: '/admin/ads' }]} />
      {settings.isPending ? (
        <p className="text-sm text-muted" role="status">
          {t('Loading…')}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="rounded-xl border border-divider p-8 text-center">
          <p className="font-medium">{t('This page could not be loaded.')}</p>
          <Button variant="secondary" className="mt-3" onPress={() => void settings.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <AdsForm saved={settings.data} />
      )}
    </div>
  );
}
