import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';

export interface SegmentedChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A radio group drawn as a segmented control: arrow keys move between the options, the
 * selected one is announced as checked (react-aria's RadioGroup).
 */
export function SegmentedChoice<T extends string>({
  label,
  hideLabel = false,
  value,
  onChange,
  options,
  className,
  testId,
}: {
  label: string;
  hideLabel?: boolean;
  value: T;
  onChange: (value: T) => void;
  options: SegmentedChoiceOption<T>[];
  className?: string;
  testId?: string;
}) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      className={clsx('flex flex-col items-center gap-2', className)}
      data-testid={testId}
    >
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>{label}</Label>
      <div className="inline-flex rounded-full border border-divider bg-bg-alt p-1">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                'flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold outline-none transition',
                isSelected ? 'bg-bg text-fg shadow-sm' : 'text-muted hover:text-fg',
                isFocusVisible && 'ring-2 ring-primary/50',
              )
            }
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
