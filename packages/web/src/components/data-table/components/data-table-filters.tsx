import { useTrans } from '@/lib/i18n';
import type { FilterDef } from '../data-table-types';

export interface DataTableFiltersProps {
  filters: FilterDef[];
  values: Record<string, string>;
  onChange: (key: string, value: string | null) => void;
}

/** One labelled select per filter; "All" clears it. */
export function DataTableFilters({ filters, values, onChange }: DataTableFiltersProps) {
  const t = useTrans();
  return (
    <>
      {filters.map((filter) => {
        const options =
          filter.type === 'boolean'
            ? [
                { value: 'true', label: t('Yes') },
                { value: 'false', label: t('No') },
              ]
            : (filter.options ?? []);
        const value = values[filter.key] ?? '';
        return (
          <label
            key={filter.key}
            className="flex h-10 items-center gap-2 rounded-lg border border-divider bg-bg pl-3 text-sm transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25"
          >
            <span className="whitespace-nowrap text-muted">{filter.label}</span>
            <select
              value={value}
              onChange={(event) => onChange(filter.key, event.target.value || null)}
              data-filter={filter.key}
              className="h-full cursor-pointer rounded-r-lg bg-transparent pr-2 font-medium text-fg outline-none"
            >
              <option value="">{t('All')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </>
  );
}
