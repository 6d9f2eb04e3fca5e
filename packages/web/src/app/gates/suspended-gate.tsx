import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { GateLayout } from './gate-layout';

/** The suspended screen: only logout is possible. */
export function SuspendedGate() {
  const t = useTrans();
  const siteName = useSetting<string>('branding.site_name');
  return (
    <GateLayout>
      <h1 className="text-xl font-bold">{t('Your account is suspended')}</h1>
      <p className="mt-3 text-sm text-muted">
        {t(
          "You can't open :name because your account is suspended. Contact the Admin to re-activate your account.",
          { name: siteName },
        )}
      </p>
    </GateLayout>
  );
}
