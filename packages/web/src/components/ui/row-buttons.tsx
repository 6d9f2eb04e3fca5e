import type { LucideIcon } from 'lucide-react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTrans } from '@/lib/i18n';

/** A round icon button in a list row, dimmed while disabled. */
export const ROW_BUTTON_CLASS =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary/50 disabled:opacity-40 disabled:hover:bg-transparent';

/** One icon action of a list row, named by `label` for screen readers. */
export function RowButton({
  label,
  icon: Icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={ROW_BUTTON_CLASS}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-4" />
    </button>
  );
}

/** Up and down for the row `name` at `index` of `count` rows; the ends stay put. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const t = useTrans();
  return (
    <>
      <RowButton
        label={t('Move “:name” up', { name })}
        icon={ArrowUp}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <RowButton
        label={t('Move “:name” down', { name })}
        icon={ArrowDown}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </>
  );
}
