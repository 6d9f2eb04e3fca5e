import { CUSTOM_CODE_MAX } from '@tonearm/shared/appearance/appearance-settings.schemas';
import { stringSetting } from '@tonearm/shared/settings/string-setting';
import { useId } from 'react';
import { FieldFrame } from '@/components/ui/field';
import { useTrans } from '@/lib/i18n';
import type { AppearanceSectionProps } from '../appearance-section-props';

function CodeField({
  label,
  description,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={CUSTOM_CODE_MAX}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={12}
        aria-describedby={`${id}-description`}
        aria-invalid={errorMessage ? true : undefined}
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
      <div id={`${id}-description`} className="text-xs text-muted">
        {description}
      </div>
      {errorMessage ? (
        <div role="alert" className="text-sm text-danger">
          {errorMessage}
        </div>
      ) : null}
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
