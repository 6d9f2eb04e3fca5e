import {
  Headphones,
  Home,
  Library,
  Mic,
  Radio,
  Search,
  Settings,
  Shield,
  Upload,
  User,
  type LucideIcon,
} from 'lucide-react';

/** The icons a menu item or a landing feature may name (the appearance editor's picker). */
export const MENU_ICONS: Record<string, LucideIcon> = {
  home: Home,
  search: Search,
  library: Library,
  shield: Shield,
  user: User,
  settings: Settings,
  headphones: Headphones,
  radio: Radio,
  mic: Mic,
  upload: Upload,
};

/** Menu items name their icon; unknown names render nothing. */
export function MenuIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden className={className ?? 'size-5'} /> : null;
}
