import { LANDING_LIMITS, type LandingAction } from '@tonearm/shared/appearance/landing.schemas';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { ListEditor } from '../components/list-editor';
import { InputField, SelectField } from '@/components/ui/native-fields';
import { fieldError } from '../components/section-fields';
import { listOf } from './landing-fields';

const KEY = 'landing.actions';

/** Landing page, action buttons: label, where it leads and how it looks. */
export function LandingActionButtonsSection({
  settings,
  setSetting,
  errors,
}: AppearanceSectionProps) {
  const t = useTrans();
  const actions = listOf<LandingAction>(settings, KEY);
  return (
    <ListEditor<LandingAction>
      label={t('Action buttons')}
      entries={actions}
      onChange={(next) => setSetting(KEY, next)}
      max={LANDING_LIMITS.actions}
      addLabel={t('Add button')}
      errorMessage={fieldError(errors, KEY)}
      createEntry={() => ({ label: t('New button'), action: '/', type: 'secondary' })}
      entryName={(action, index) => action.label || t('Button :number', { number: index + 1 })}
      renderEntry={(action, index, update) => (
        <>
          <InputField
            label={t('Label')}
            value={action.label}
            onChange={(label) => update({ ...action, label })}
            errorMessage={fieldError(errors, KEY, [index, 'label'])}
          />
          <InputField
            label={t('Action')}
            value={action.action}
            onChange={(value) => update({ ...action, action: value })}
            errorMessage={fieldError(errors, KEY, [index, 'action'])}
            description={t('A path such as /register, or a full http(s) URL (opens a new window).')}
          />
          <SelectField
            label={t('Style')}
            value={action.type}
            onChange={(type) => update({ ...action, type })}
            options={[
              { value: 'primary', label: t('Primary') },
              { value: 'secondary', label: t('Secondary') },
            ]}
            errorMessage={fieldError(errors, KEY, [index, 'type'])}
          />
        </>
      )}
    />
  );
}
