import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from './button';
import { useTrans } from '@/lib/i18n';
import { fieldAria, FieldFrame, INPUT_CLASS } from './field';

/**
 * A write-only secret: shows whether one is set, never its value. "Change" opens
 * an input for a new one, "Remove" clears it on save; an empty input leaves it as it is.
 */
export function SecretField({
  id,
  label,
  isSet,
  value,
  onChange,
  onBlur,
  errorMessage,
  change,
}: {
  id: string;
  label: string;
  isSet: boolean;
  /** "" unchanged, a string the new secret, null removed. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
  /** What a save would do with `value`, as the form reckons it. */
  change: 'keep' | 'replace' | 'remove';
}) {
  const t = useTrans();
  const [editing, setEditing] = useState(false);
  const status =
    change === 'remove'
      ? t('Will be removed on save')
      : change === 'replace'
        ? t('Will be replaced on save')
        : isSet
          ? t('Set')
          : t('Not set');
  return (
    <FieldFrame id={id} label={label} errorMessage={errorMessage}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid={`${id}-status`}
          className={clsx(
            'inline-flex h-7 items-center rounded-full px-2.5 text-xs font-semibold',
            change === 'remove'
              ? 'bg-danger/10 text-danger'
              : isSet || change === 'replace'
                ? 'bg-positive/15 text-positive'
                : 'bg-bg-alt text-muted',
          )}
        >
          {status}
        </span>
        {editing || change !== 'keep' ? (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setEditing(false);
              onChange('');
            }}
          >
            {t('Cancel')}
          </Button>
        ) : (
          <>
            <Button size="sm" variant="secondary" onPress={() => setEditing(true)}>
              {isSet ? t('Change') : t('Set')}
            </Button>
            {isSet ? (
              <Button size="sm" variant="ghost" onPress={() => onChange(null)}>
                {t('Remove')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {editing ? (
        <input
          id={id}
          name={id}
          type="password"
          autoComplete="new-password"
          autoFocus
          className={INPUT_CLASS}
          value={value ?? ''}
          {...fieldAria(id, errorMessage)}
          placeholder={t('Enter a new value')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      ) : null}
    </FieldFrame>
  );
}
