import { screen, waitFor } from '@testing-library/react';
import { workspaceResponseSchema } from '@tonearm/shared/workspaces/workspaces.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog, openDialog } from '@/components/ui/modal/modal-store';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { answer, fail, sentRequests } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

afterEach(() => {
  closeDialog();
  clearActiveWorkspace();
});

function renderDialog() {
  const rendered = renderWithProviders(<ModalHost />, { bootstrap: { user: testUser() } });
  const closed = openDialog((close) => <CreateWorkspaceDialog close={close} />);
  return { ...rendered, closed };
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

describe('CreateWorkspaceDialog', () => {
  it("shows the server's 422 field error on the name and stays on Default", async () => {
    const create = fail.post('workspace', 422, {
      message: 'The given data was invalid.',
      errors: { name: ['You already have a workspace with this name.'] },
    });
    const { events } = renderDialog();
    await events.type(await screen.findByRole('textbox', { name: /^Name/ }), 'The Band');
    await events.click(screen.getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText('You already have a workspace with this name.'),
    ).toBeInTheDocument();
    expect(create.bodies).toContainEqual({ name: 'The Band' });
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('create-workspace-dialog')).toBeInTheDocument();
    expect(getActiveWorkspaceId()).toBe(0);
    // The form shows the error; no general toast on top of it.
    expect(toastStore.get()).toBeNull();
  });

  it('asks for a name before calling the server', async () => {
    const { events } = renderDialog();
    await screen.findByTestId('create-workspace-dialog');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(sentRequests('post')).toEqual([]);
  });

  it('creates the workspace, makes it active, says so and closes', async () => {
    const create = answer.post(
      'workspace',
      { workspace: { id: 12, name: 'The Band', members_count: 1, role: 'owner' } },
      workspaceResponseSchema,
      { status: 201 },
    );
    fail.get('*', 404);
    const { events, closed } = renderDialog();
    await events.type(await screen.findByRole('textbox', { name: /^Name/ }), '  The Band ');
    await events.click(screen.getByRole('button', { name: 'Create' }));

    await closed;
    expect(getActiveWorkspaceId()).toBe(12);
    expect(toastStore.get()?.message).toBe('Created workspace');
    expect(create.bodies).toContainEqual({ name: 'The Band' });
  });
});
