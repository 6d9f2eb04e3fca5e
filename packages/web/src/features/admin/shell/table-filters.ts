import type { FilterDef } from '@/components/data-table/data-table-types';

/** A select filter with fixed choices: each value sent to the server with its label, in order. */
export function selectFilter(
  key: string,
  label: string,
  labels: Record<string, string>,
): FilterDef {
  return {
    key,
    label,
    type: 'select',
    options: Object.entries(labels).map(([value, optionLabel]) => ({ value, label: optionLabel })),
  };
}

/** A select filter over a list (statuses, roles, days): each item gives its value and label. */
export function listFilter<Item>(
  key: string,
  label: string,
  items: readonly Item[],
  option: (item: Item) => [value: string, label: string],
): FilterDef {
  return {
    key,
    label,
    type: 'select',
    options: items.map((item) => {
      const [value, optionLabel] = option(item);
      return { value, label: optionLabel };
    }),
  };
}
