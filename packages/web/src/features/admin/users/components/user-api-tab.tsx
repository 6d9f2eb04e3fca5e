import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { AccessTokenSummary } from '@/components/ui/access-token-summary';
import { useTrans } from '@/lib/i18n';
import { useRevokeUserAccessToken, useUserAccessTokens } from '../api/get-user-access-tokens';
import { UserPanel, UserPanelList } from './user-panel';

/** Api tab: the user's access tokens, each revocable. */
export function UserApiTab({ userId }: { userId: number }) {
  const t = useTrans();
  const tokens = useUserAccessTokens(userId);
  const revoke = useRevokeUserAccessToken(userId);
  const handleRevoke = async (token: { id: number; name: string }) => {
    const confirmed = await confirmDanger({
      title: t('Revoke access token'),
      message: t('Apps using ":name" can no longer act as this user.', { name: token.name }),
      confirmLabel: t('Revoke'),
    });
    if (confirmed)
      revoke.mutate(token.id, { onSuccess: () => toast.positive(t('Access token revoked')) });
  };
  return (
    <UserPanel
      id="api"
      title={t('Access tokens')}
      description={t('Tokens this user made to use the API.')}
    >
      <UserPanelList
        query={tokens}
        empty={t('This user has no access tokens.')}
        testId="user-token-list"
        renderItem={(token) => (
          <li key={token.id} className="flex items-center gap-4 py-3">
            <KeyRound className="size-5 shrink-0 text-muted" aria-hidden />
            <AccessTokenSummary token={token} />
            <Tooltip label={t('Revoke')}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('Revoke :name', { name: token.name })}
                onPress={() => void handleRevoke(token)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </Tooltip>
          </li>
        )}
      />
    </UserPanel>
  );
}
