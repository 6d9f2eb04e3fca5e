import { clsx } from 'clsx';
import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import {
  REPORT_RANGES,
  type ReportPeriod,
  type ReportRange,
} from '@tonearm/shared/reports/report-range';
import { useTrans } from '@/lib/i18n';
import type { ReportSearchChange, ReportSearchState } from './use-report-search-params';

const RANGE_LABELS: Record<ReportRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  year: 'This year',
  custom: 'Custom',
};

export interface RangePickerProps {
  /** The report page's URL state: the range picked, its custom days and why they fail. */
  state: ReportSearchState;
  update: (change: ReportSearchChange) => void;
  /** The answer on screen, whose days a switch to "Custom" starts from. */
  shown: { current: ReportPeriod } | undefined;
}

/**
 * The five report ranges; "Custom" adds two date fields (UTC days, both included) and starts
 * from the days on screen, so it never opens on an error.
 */
export function RangePicker({ state, update, shown }: RangePickerProps) {
  const { range, from, to, customError } = state;
  const onChange = (change: ReportSearchChange) => {
    if (change.range === 'custom' && shown && !from && !to)
      update({ range: 'custom', from: shown.current.from, to: shown.current.to });
    else update(change);
  };
  const t = useTrans();
  const id = useId();
  return (
    <div className="flex flex-col items-stretch gap-3 sm:items-end">
      <ToggleButtonGroup
        aria-label={t('Date range')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[range]}
        onSelectionChange={(keys) => {
          const [next] = [...keys] as ReportRange[];
          if (next) onChange({ range: next });
        }}
        className="flex w-full rounded-button border border-divider bg-bg-alt p-1 sm:inline-flex sm:w-auto"
      >
        {REPORT_RANGES.map((value) => (
          <ToggleButton
            key={value}
            id={value}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                'flex-1 whitespace-nowrap rounded-button px-1.5 py-1.5 text-xs font-semibold outline-none transition sm:flex-none sm:px-3 sm:text-sm',
                isSelected ? 'bg-bg text-fg shadow-sm' : 'text-muted hover:text-fg',
                isFocusVisible && 'ring-2 ring-primary/50',
              )
            }
          >
            {t(RANGE_LABELS[value])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {range === 'custom' ? (
        <div className="flex flex-col gap-1 sm:items-end">
          <div className="flex flex-wrap items-end gap-2">
            <label
              className="flex flex-col gap-1 text-xs font-medium text-muted"
              htmlFor={`${id}-from`}
            >
              {t('From')}
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => onChange({ from: event.target.value })}
                aria-invalid={!!customError}
                className="h-9 rounded-md border border-divider bg-bg px-2 text-sm text-fg outline-none focus:border-primary"
              />
            </label>
            <label
              className="flex flex-col gap-1 text-xs font-medium text-muted"
              htmlFor={`${id}-to`}
            >
              {t('To')}
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => onChange({ to: event.target.value })}
                aria-invalid={!!customError}
                aria-describedby={customError ? `${id}-error` : undefined}
                className="h-9 rounded-md border border-divider bg-bg px-2 text-sm text-fg outline-none focus:border-primary"
              />
            </label>
          </div>
          {customError ? (
            <p id={`${id}-error`} role="alert" className="text-xs text-danger">
              {customError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
