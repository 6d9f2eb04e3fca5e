import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import {
  workspaceInputSchema,
  type Workspace,
  type WorkspaceInput,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useUpdateWorkspace } from '../api/update-workspace';
import { Form } from '@/components/ui/form';

/** Renames a workspace (owner or admin); 422 field errors show on the name. */
export function RenameWorkspaceForm({ workspace }: { workspace: Workspace }) {
  const t = useTrans();
  const update = useUpdateWorkspace();
  const form = useForm<WorkspaceInput>({
    resolver: zodResolver(workspaceInputSchema),
    values: { name: workspace.name },
  });
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: workspace.id, ...values },
      { onError: (error) => applyServerErrors(error, form.setError, ['name']) },
    ),
  );
  return (
    <Form
      onSubmit={handleSubmit}
      className="flex flex-col gap-2"
      data-testid="rename-workspace-form"
    >
      <FormTextField control={form.control} name="name" label={t('Workspace name')} isRequired />
      <Button
        type="submit"
        variant="secondary"
        className="self-end"
        isDisabled={update.isPending || !form.formState.isDirty}
      >
        {t('Rename')}
      </Button>
    </Form>
  );
}
