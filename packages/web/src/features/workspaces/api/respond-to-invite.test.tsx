import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { apiClient } from '@/lib/api-client';
import { apiError, apiResponse, renderWithProviders, testUser } from '@/test/render-with-providers';
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
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValue(
        apiResponse({ workspace: { id: 12, name: 'The Band', members_count: 3, role: 'member' } }),
      );
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(getActiveWorkspaceId()).toBe(12));
    expect(get).toHaveBeenCalledWith(`workspace/join/${INVITE}`);
    expect(toastStore.get()?.message).toBe('Joined workspace');
  });

  it('declines: "Declined workspace invitation", the active workspace unchanged', async () => {
    const del = vi.spyOn(apiClient, 'delete').mockResolvedValue(apiResponse(null, 204));
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Declined workspace invitation'));
    expect(del).toHaveBeenCalledWith(`workspace/invite/${INVITE}`);
    expect(getActiveWorkspaceId()).toBe(0);
  });

  it('says "This invite is no longer valid" on a 404, once', async () => {
    vi.spyOn(apiClient, 'delete').mockRejectedValue(apiError(404, { message: 'Not found.' }));
    const shown = vi.spyOn(toastStore, 'show');
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('This invite is no longer valid'));
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
