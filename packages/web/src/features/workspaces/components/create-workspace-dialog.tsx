import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import {
  workspaceInputSchema,
  type WorkspaceInput,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { FormTextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useCreateWorkspace } from '../api/create-workspace';
import { Form } from '@/components/ui/form';

/** Names a new workspace; once created it becomes the active one (use-create-workspace). */
export function CreateWorkspaceDialog({ close }: { close: CloseDialog }) {
  const t = useTrans();
  const create = useCreateWorkspace();
  const form = useForm<WorkspaceInput>({
    resolver: zodResolver(workspaceInputSchema),
    defaultValues: { name: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => close(),
      onError: (error) => applyServerErrors(error, form.setError, ['name']),
    }),
  );

  return (
    <Form onSubmit={handleSubmit} data-testid="create-workspace-dialog">
      <DialogHeader
        title={t('Create workspace')}
        description={t(
          'Share playlists with your team: everyone in a workspace can add to its playlists.',
        )}
      />
      <FormTextField control={form.control} name="name" label={t('Name')} autoFocus isRequired />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={create.isPending}>
          {t('Create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
