import { clsx } from 'clsx';
import { Ban } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { MENU_ICONS, MenuIcon } from '@/components/menu-icon';

const MENU_ICON_NAMES = Object.keys(MENU_ICONS);
import { useTrans } from '@/lib/i18n';

/** Picks one of the app's menu icons (or none): a radio group of icon tiles, arrow-key friendly. */
export function IconPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (icon: string | undefined) => void;
}) {
  const t = useTrans();
  const tile = clsx(
    'grid size-10 cursor-pointer place-items-center rounded-lg border border-divider text-muted outline-none transition',
    'data-[hovered]:bg-hover data-[selected]:border-primary data-[selected]:bg-primary-light data-[selected]:text-primary',
    'data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary/50',
  );
  return (
    <RadioGroup
      value={value ?? ''}
      onChange={(next) => onChange(next || undefined)}
      orientation="horizontal"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-medium">{label}</Label>
      <div className="flex flex-wrap gap-1.5">
        <Radio value="" aria-label={t('No icon')} className={tile}>
          <Ban className="size-4" aria-hidden />
        </Radio>
        {MENU_ICON_NAMES.map((name) => (
          <Radio key={name} value={name} aria-label={name} className={tile}>
            <MenuIcon name={name} className="size-5" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
