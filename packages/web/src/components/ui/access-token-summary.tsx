import type { AccessToken } from '@tonearm/shared/account/account.schemas';
import { RelativeTime, useTrans } from '@/lib/i18n';

/** An access token's row text: its name, and when it was last used (or that it never was). */
export function AccessTokenSummary({ token }: { token: AccessToken }) {
  const t = useTrans();
  return (
    <div className="min-w-0 flex-1">
      <div className="truncate text-sm font-medium">{token.name}</div>
      <div className="text-xs text-muted">
        {token.last_used_at ? (
          <>
            {t('Last used')} <RelativeTime date={token.last_used_at} />
          </>
        ) : (
          t('Never used')
        )}
      </div>
    </div>
  );
}
