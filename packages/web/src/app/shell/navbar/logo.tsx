import { Link } from 'react-router';
import { stringSetting } from '@tonearm/shared/settings/string-setting';
import { useSettings } from '@/lib/bootstrap-store';
import { useActiveTheme } from '@/lib/theme';

/** The site logo in its light or dark variant, with the compact mark below 768 px. */
export function Logo({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const theme = useActiveTheme();
  const dark = !!theme?.is_dark;
  const siteName = stringSetting(settings, 'branding.site_name', 'Tonearm');
  const full = stringSetting(settings, dark ? 'branding.logo_dark' : 'branding.logo_light');
  const mobile =
    stringSetting(settings, dark ? 'branding.logo_dark_mobile' : 'branding.logo_light_mobile') ||
    full;
  return (
    <Link to="/" className={`flex shrink-0 items-center ${className}`} aria-label={siteName}>
      <picture>
        <source media="(max-width: 767px)" srcSet={mobile} />
        <img
          src={full}
          alt={siteName}
          className="h-8 w-auto max-md:h-8"
          data-testid="site-logo"
          data-variant={dark ? 'dark' : 'light'}
        />
      </picture>
    </Link>
  );
}
