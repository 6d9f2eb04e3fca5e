import { openDialog } from '@/components/ui/modal/modal-store';
import { trans } from '@/lib/i18n';

// The dialogs' code (forms, members list) loads when one is first opened, not with the navbar.

export async function openCreateWorkspaceDialog(): Promise<void> {
  const { CreateWorkspaceDialog } = await import('./create-workspace-dialog');
  await openDialog((close) => <CreateWorkspaceDialog close={close} />);
}

export async function openWorkspaceSettingsDialog(workspaceId: number): Promise<void> {
  const { WorkspaceSettingsDialog } = await import('./workspace-settings-dialog');
  await openDialog((close) => <WorkspaceSettingsDialog workspaceId={workspaceId} close={close} />, {
    label: trans('Workspace settings'),
  });
}
