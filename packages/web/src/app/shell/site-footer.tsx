import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { MenuLink } from './menu-link';
import { useMenuItems } from './menus';

/** The site name and the "auth-page-footer" menu (spec 000 §2 auth page layout). */
export function SiteFooter({ className = '' }: { className?: string }) {
  const t = useTrans();
  const siteName = useSetting<string>('branding.site_name');
  const items = useMenuItems('auth-page-footer');
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
