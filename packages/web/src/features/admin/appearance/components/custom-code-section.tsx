import { CUSTOM_CODE_MAX } from '@tonearm/shared/appearance/appearance-settings.schemas';
import { stringSetting } from '@tonearm/shared/settings/string-setting';
import { useId } from 'react';
import { fieldAria, FieldFrame, type StringFieldProps } from '@/components/ui/field';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';

function CodeField({
  description,
  errorMessage,
  ...field
}: StringFieldProps & { description: string }) {
  const id = useId();
  const { onChange } = field;
  return (
    <FieldFrame id={id} label={field.label} description={description} errorMessage={errorMessage}>
      <textarea
        id={id}
        value={field.value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={CUSTOM_CODE_MAX}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={12}
        {...fieldAria(id, errorMessage, description)}
        className="min-h-48 resize-y rounded-lg border border-divider bg-bg-alt p-3 font-mono text-xs leading-5 text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-danger"
        onKeyDown={(event) => {
          // A tab indents in a code field; Escape then Tab still leaves it (keyboard users).
          if (event.key !== 'Tab' || event.shiftKey || event.currentTarget.dataset.escaped) return;
          event.preventDefault();
          const area = event.currentTarget;
          const { selectionStart, selectionEnd } = area;
          const next = `${area.value.slice(0, selectionStart)}  ${area.value.slice(selectionEnd)}`;
          onChange(next);
          requestAnimationFrame(() =>
            area.setSelectionRange(selectionStart + 2, selectionStart + 2),
          );
        }}
        onKeyUp={(event) => {
          if (event.key === 'Escape') event.currentTarget.dataset.escaped = '1';
        }}
        onBlur={(event) => delete event.currentTarget.dataset.escaped}
      />
    </FieldFrame>
  );
}

/**
 * Custom code: CSS and JavaScript added to every page. The server serves them as files of the
 * site (the CSP stays strict); the preview shows the CSS as it is typed, the script once saved.
 */
export function CustomCodeSection({ settings, setSetting, errors }: AppearanceSectionProps) {
  const t = useTrans();
  const fields = [
    {
      key: 'custom_code.css',
      label: t('Custom CSS'),
      description: t(
        'Applied to every page after the site styles. The preview shows it as you type.',
      ),
    },
    {
      key: 'custom_code.js',
      label: t('Custom JavaScript'),
      description: t('Runs on every page once saved. Press Escape, then Tab, to leave the field.'),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {fields.map(({ key, label, description }) => (
        <CodeField
          key={key}
          label={label}
          description={description}
          value={stringSetting(settings, key)}
          onChange={(value) => setSetting(key, value)}
          errorMessage={errors[key]}
        />
      ))}
    </div>
  );
}
