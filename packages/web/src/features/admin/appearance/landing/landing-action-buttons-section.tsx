import { LANDING_LIMITS, type LandingAction } from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { InputField, SelectField } from '@/components/ui/native-fields';
import { LandingListSection } from './landing-list-section';

/** Landing page, action buttons: label, where it leads and how it looks. */
export function LandingActionButtonsSection(props: AppearanceSectionProps) {
  const t = useTrans();
  return (
    <LandingListSection<LandingAction>
      {...props}
      settingKey="landing.actions"
      label={t('Action buttons')}
      max={LANDING_LIMITS.actions}
      addLabel={t('Add button')}
      createEntry={() => ({ label: t('New button'), action: '/', type: 'secondary' })}
      entryName={(action, index) => action.label || t('Button :number', { number: index + 1 })}
      renderEntry={(action, fields) => (
        <>
          <InputField label={t('Label')} {...fields.text('label')} />
          <InputField
            label={t('Action')}
            {...fields.text('action')}
            description={t('A path such as /register, or a full http(s) URL (opens a new window).')}
          />
          <SelectField
            label={t('Style')}
            value={action.type}
            onChange={(type) => fields.update({ ...action, type })}
            options={[
              { value: 'primary', label: t('Primary') },
              { value: 'secondary', label: t('Secondary') },
            ]}
            errorMessage={fields.error('type')}
          />
        </>
      )}
    />
  );
}
