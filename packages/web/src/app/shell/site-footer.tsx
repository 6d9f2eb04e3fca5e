import type { MenuPosition } from '@tonearm/shared/menus/menu-positions';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { MenuLink } from './menu-link';
import { useMenuItems } from './menus';

/**
 * The site name and the menu at `position`: "auth-page-footer" on the auth pages (auth page
 * layout), "landing-footer" on the landing page.
 */
export function SiteFooter({
  className = '',
  position = 'auth-page-footer',
}: {
  className?: string;
  position?: MenuPosition;
}) {
  const t = useTrans();
  const siteName = useSetting<string>('branding.site_name');
  const items = useMenuItems(position);
  return (
    <footer
      className={`flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-muted ${className}`}
      data-testid="site-footer"
    >
      <span>
        © {new Date().getFullYear()} {siteName}
      </span>
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className={() => 'transition hover:text-fg'}>
          {t(item.label)}
        </MenuLink>
      ))}
    </footer>
  );
}
