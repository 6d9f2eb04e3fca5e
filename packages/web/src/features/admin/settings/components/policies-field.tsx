import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { Tooltip } from '@/components/ui/tooltip';
import { useTrans } from '@/lib/i18n';
import type { SettingsFormValues } from '../settings-form-values';

/** Registration policies: each an id (the checkbox name), a label and a link. */
export function PoliciesField({
  control,
  name,
  label,
  description,
}: {
  control: Control<SettingsFormValues>;
  /** The form key of `registration.policies`. */
  name: string;
  label: string;
  description?: string;
}) {
  const t = useTrans();
  // The form's keys are only known at run time, so its type names no array path: cast the key.
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="policies-field">
      <legend className="text-sm font-medium">{label}</legend>
      {description ? <p className="-mt-1 text-xs text-muted">{description}</p> : null}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-divider px-4 py-3 text-sm text-muted">
          {t('No policies: registering needs no checkbox.')}
        </p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid items-start gap-3 rounded-lg border border-divider bg-bg-alt/40 p-3 sm:grid-cols-[10rem_1fr_1fr_auto]"
        >
          <FormTextField control={control} name={`${name}.${index}.id`} label={t('Id')} />
          <FormTextField control={control} name={`${name}.${index}.label`} label={t('Label')} />
          <FormTextField
            control={control}
            name={`${name}.${index}.action`}
            label={t('Link')}
            placeholder="/pages/terms-of-service"
          />
          <Tooltip label={t('Remove policy')}>
            <Button
              variant="ghost"
              aria-label={t('Remove policy')}
              className="size-11 self-end p-0"
              onPress={() => remove(index)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </Tooltip>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => append({ id: '', label: '', action: '' })}
        >
          <Plus className="size-4" aria-hidden />
          {t('Add policy')}
        </Button>
      </div>
    </fieldset>
  );
}
