import { Moon, Sun } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { setThemeChoice, useActiveTheme } from '@/lib/theme';
import { Tooltip } from '@/components/ui/tooltip';

/** Whether visitors may switch themes at all (the user menu hides its toggle otherwise). */
export function useCanChangeTheme(): boolean {
  return useSetting<boolean>('themes.user_change') !== false;
}

export function useThemeToggle() {
  const theme = useActiveTheme();
  const isDark = !!theme?.is_dark;
  return {
    isDark,
    /** The item reads "Light mode" while dark, "Dark mode" while light. */
    label: isDark ? 'Light mode' : 'Dark mode',
    toggle: () => setThemeChoice(isDark ? 'light' : 'dark'),
  };
}

/** An icon button for visitors without a user menu. */
export function ThemeToggleButton() {
  const t = useTrans();
  const { isDark, label, toggle } = useThemeToggle();
  if (!useCanChangeTheme()) return null;
  return (
    <Tooltip label={t(label)}>
      <Button
        onPress={toggle}
        aria-label={t(label)}
        className="grid size-10 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
      >
        {isDark ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
      </Button>
    </Tooltip>
  );
}
