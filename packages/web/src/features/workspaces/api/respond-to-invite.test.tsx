import { screen, waitFor } from '@testing-library/react';
import { workspaceResponseSchema } from '@tonearm/shared/workspaces/workspaces.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { answer, fail } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { useDeclineWorkspaceInvite, useJoinWorkspace } from './respond-to-invite';

afterEach(() => {
  clearActiveWorkspace();
});

const INVITE = '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11';

function InviteButtons() {
  const join = useJoinWorkspace();
  const decline = useDeclineWorkspaceInvite();
  return (
    <>
      <Button onPress={() => join.mutate(INVITE)}>Join</Button>
      <Button onPress={() => decline.mutate(INVITE)}>Decline</Button>
    </>
  );
}

function renderButtons() {
  return renderWithProviders(<InviteButtons />, { bootstrap: { user: testUser() } });
}

describe('answering a workspace invitation', () => {
  it('joins: "Joined workspace", and the workspace becomes active', async () => {
    const join = answer.get(
      `workspace/join/${INVITE}`,
      { workspace: { id: 12, name: 'The Band', members_count: 3, role: 'member' } },
      workspaceResponseSchema,
    );
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(getActiveWorkspaceId()).toBe(12));
    expect(join.calls).not.toHaveLength(0);
    expect(toastStore.get()?.message).toBe('Joined workspace');
  });

  it('declines: "Declined workspace invitation", the active workspace unchanged', async () => {
    const decline = answer.delete(`workspace/invite/${INVITE}`, undefined, { status: 204 });
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Declined workspace invitation'));
    expect(decline.calls).not.toHaveLength(0);
    expect(getActiveWorkspaceId()).toBe(0);
  });

  it('says "This invite is no longer valid" on a 404, once', async () => {
    fail.delete(`workspace/invite/${INVITE}`, 404, { message: 'Not found.' });
    const shown = vi.spyOn(toastStore, 'show');
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('This invite is no longer valid'));
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
