import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace } from '@/lib/active-workspace';
import { setBootstrapData } from '@/lib/bootstrap-store';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { deleteAccount } from '../api/delete-account';
import { usePasswordConfirmation } from '../hooks/use-password-confirmation';
import { SettingsPanel } from './settings-panel';

function ConfirmDeleteDialog({ close }: { close: CloseDialog<boolean> }) {
  const t = useTrans();
  return (
    <div data-testid="delete-account-dialog">
      <DialogHeader
        title={t('Delete account?')}
        description={t(
          'Your account and everything in it will be deleted for good. This cannot be undone.',
        )}
      />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close(false)} autoFocus>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onPress={() => close(true)}>
          {t('Delete')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Delete account: confirm, then the account goes and the user lands on /login. */
export function DeleteAccountPanel() {
  const t = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withConfirmedPassword = usePasswordConfirmation();

  const handleDelete = async () => {
    const confirmed = await openDialog<boolean>((close) => <ConfirmDeleteDialog close={close} />, {
      role: 'alertdialog',
    });
    if (!confirmed) return;
    try {
      const result = await withConfirmedPassword(deleteAccount);
      if (!result) return;
      toast.positive(t('Account deleted'));
      clearActiveWorkspace();
      setBootstrapData(result.bootstrapData);
      queryClient.clear();
      await navigate('/login');
      queryClient.clear();
    } catch (error) {
      showHttpErrorToast(error);
    }
  };

  return (
    <SettingsPanel
      id="delete-account"
      tone="danger"
      title={t('Delete account')}
      description={t('Delete your account and all of its data. This cannot be undone.')}
      footer={
        <Button variant="danger" onPress={() => void handleDelete()}>
          {t('Delete account')}
        </Button>
      }
    >
      <p className="text-sm text-muted">
        {t('Before you go, download anything you want to keep.')}
      </p>
    </SettingsPanel>
  );
}
