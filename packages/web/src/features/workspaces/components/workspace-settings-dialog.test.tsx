import { screen, waitFor, within } from '@testing-library/react';
import type {
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceWithMembers,
} from '@tonearm/shared/workspaces/workspaces.constants';
import {
  workspaceInviteResponseSchema,
  workspaceInvitesResponseSchema,
  workspaceMemberResponseSchema,
  workspaceResponseSchema,
  workspaceWithMembersResponseSchema,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog, openDialog } from '@/components/ui/modal/modal-store';
import { toastStore } from '@/components/ui/toast/toast-store';
import {
  clearActiveWorkspace,
  getActiveWorkspaceId,
  setActiveWorkspaceId,
} from '@/lib/active-workspace';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { WorkspaceSettingsDialog } from './workspace-settings-dialog';

afterEach(() => {
  closeDialog();
  clearActiveWorkspace();
});

const ME = 7;

function member(user_id: number, name: string, role: WorkspaceRole): WorkspaceMember {
  return {
    user_id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    image: null,
    role,
    joined_at: '2026-11-01T00:00:00.000Z',
  };
}

/** "The Band" (id 5): Olivia owns it, John (the current user) has `myRole`, Sam is a member. */
function band(myRole: WorkspaceRole): WorkspaceWithMembers {
  const owner = myRole === 'owner' ? member(ME, 'John', 'owner') : member(1, 'Olivia', 'owner');
  const others = myRole === 'owner' ? [member(2, 'Ada', 'admin')] : [member(ME, 'John', myRole)];
  const manager = myRole !== 'member';
  return {
    id: 5,
    name: 'The Band',
    members_count: 3,
    role: myRole,
    owner_id: owner.user_id,
    members: [owner, ...others, member(3, 'Sam', 'member')],
    invites: manager
      ? [
          {
            id: '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11',
            email: 'new@example.com',
            role: 'member',
            invited_by: 1,
            created_at: '2026-11-20T00:00:00.000Z',
          },
        ]
      : [],
  };
}

/** The server of one workspace: what it knows of it, and what each change answers. */
function answerWorkspace(workspace: WorkspaceWithMembers) {
  fail.get('*', 404);
  const path = `workspace/${workspace.id}`;
  answer.put(
    path,
    (request) => ({ workspace: { ...workspace, ...(request.body as object) } }),
    workspaceResponseSchema,
  );
  answer.put(
    `${path}/member/:userId`,
    (request) => ({ member: { ...member(3, 'Sam', 'member'), ...(request.body as object) } }),
    workspaceMemberResponseSchema,
  );
  answer.post(`${path}/invite`, { invites: [] }, workspaceInvitesResponseSchema, { status: 201 });
  answer.post(
    `${path}/invite/:inviteId/resend`,
    { invite: workspace.invites[0]! },
    workspaceInviteResponseSchema,
  );
  answer.delete('*', undefined, { status: 204 });
  return answer.get(path, { workspace }, workspaceWithMembersResponseSchema);
}

async function renderSettings(myRole: WorkspaceRole) {
  const workspace = answerWorkspace(band(myRole));
  setActiveWorkspaceId(5);
  const rendered = renderWithProviders(<ModalHost />, {
    bootstrap: { user: testUser({ id: ME }) },
  });
  const closed = openDialog((close) => <WorkspaceSettingsDialog workspaceId={5} close={close} />);
  const dialog = await screen.findByTestId('workspace-settings-dialog', {}, { timeout: 5000 });
  return { ...rendered, workspace, dialog, closed };
}

const row = (userId: number) => screen.getByTestId(`member-${userId}`);
const roleSelects = () => screen.queryAllByRole('combobox', { name: /^Role of/ });

describe('WorkspaceSettingsDialog by role', () => {
  it('gives the owner rename, invite, member management, pending invites and delete', async () => {
    await renderSettings('owner');
    expect(screen.getByRole('textbox', { name: /^Workspace name/ })).toHaveValue('The Band');
    expect(screen.getByTestId('invite-members-form')).toBeInTheDocument();
    // Everyone but the owner themself can be managed.
    expect(roleSelects()).toHaveLength(2);
    expect(within(row(ME)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(ME)).getByText('Owner')).toBeInTheDocument();
    expect(within(row(2)).getByText('ada@example.com')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('pending-invites')).getByText('new@example.com'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).not.toBeInTheDocument();
  });

  it('lets an admin manage members but not the owner, and leave instead of delete', async () => {
    await renderSettings('admin');
    expect(screen.getByRole('textbox', { name: /^Workspace name/ })).toBeInTheDocument();
    expect(screen.getByTestId('invite-members-form')).toBeInTheDocument();
    expect(within(row(1)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(1)).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row(ME)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(3)).getByRole('combobox', { name: 'Role of Sam' })).toHaveValue('member');
    expect(within(row(3)).getByRole('button', { name: 'Remove Sam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });

  it('shows a member the members only, and lets them leave', async () => {
    await renderSettings('member');
    expect(screen.queryByRole('textbox', { name: /^Workspace name/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-members-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-invites')).not.toBeInTheDocument();
    expect(roleSelects()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(row(1)).getByText('Olivia')).toBeInTheDocument();
    expect(within(row(1)).getByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });
});

describe('WorkspaceSettingsDialog actions', () => {
  it('renames', async () => {
    const { events } = await renderSettings('admin');
    const name = screen.getByRole('textbox', { name: /^Workspace name/ });
    await events.clear(name);
    await events.type(name, 'The Big Band');
    await events.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(sentBodies('put', 'workspace/5')).toContainEqual({ name: 'The Big Band' }),
    );
    await waitFor(() => expect(toastStore.get()?.message).toBe('Updated workspace'));
  });

  it("changes a member's role and removes a member", async () => {
    const { events } = await renderSettings('owner');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Role of Sam' }), 'admin');
    await waitFor(() =>
      expect(sentBodies('put', 'workspace/5/member/3')).toContainEqual({ role: 'admin' }),
    );
    await waitFor(() => expect(toastStore.get()?.message).toBe('Role updated'));

    await events.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await waitFor(() => expect(sentRequests('delete', 'workspace/5/member/2')).not.toHaveLength(0));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Member removed'));
  });

  it('invites several addresses with a role', async () => {
    const { events } = await renderSettings('owner');
    await events.type(
      screen.getByRole('textbox', { name: 'Invite by email' }),
      'amy@example.com, Bob@Example.com',
    );
    await events.selectOptions(
      within(screen.getByTestId('invite-members-form')).getByRole('combobox', { name: 'Role' }),
      'admin',
    );
    await events.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(sentBodies('post', 'workspace/5/invite')).toContainEqual({
        emails: ['amy@example.com', 'bob@example.com'],
        role: 'admin',
      }),
    );
    await waitFor(() => expect(toastStore.get()?.message).toBe('Invitation sent'));
    expect(screen.getByRole('textbox', { name: 'Invite by email' })).toHaveValue('');
  });

  it("shows the server's field errors for the address they are about", async () => {
    const { events } = await renderSettings('owner');
    fail.post('workspace/5/invite', 422, {
      message: 'The given data was invalid.',
      errors: { 'emails.1': ['This person is already a member of the workspace.'] },
    });
    const field = screen.getByRole('textbox', { name: 'Invite by email' });
    await events.type(field, 'amy@example.com sam@example.com');
    await events.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('sam@example.com: This person is already a member of the workspace.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('amy@example.com sam@example.com');
  });

  it('refuses a malformed address without calling the server', async () => {
    const { events } = await renderSettings('owner');
    await events.type(screen.getByRole('textbox', { name: 'Invite by email' }), 'amy@, bob');
    await events.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter valid email addresses.')).toBeInTheDocument();
    expect(sentRequests('post')).toEqual([]);
  });

  it('resends and cancels a pending invitation', async () => {
    const { events, workspace } = await renderSettings('admin');
    const inviteId = '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11';
    await events.click(
      screen.getByRole('button', { name: 'Resend invitation to new@example.com' }),
    );
    await waitFor(() =>
      expect(sentRequests('post', `workspace/5/invite/${inviteId}/resend`)).not.toHaveLength(0),
    );
    await events.click(
      screen.getByRole('button', { name: 'Cancel invitation to new@example.com' }),
    );
    await waitFor(() =>
      expect(sentRequests('delete', `workspace/5/invite/${inviteId}`)).not.toHaveLength(0),
    );
    // The list is asked for again after the change.
    await waitFor(() => expect(workspace.calls).toHaveLength(2));
  });

  it('deletes after confirming, and falls back to Default', async () => {
    const { events, closed } = await renderSettings('owner');
    await events.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const confirm = await screen.findByTestId('confirm-workspace-action');
    expect(sentRequests('delete')).toEqual([]);
    await events.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closed;
    expect(sentRequests('delete', 'workspace/5')).not.toHaveLength(0);
    expect(getActiveWorkspaceId()).toBe(0);
    expect(toastStore.get()?.message).toBe('Deleted workspace');
  });

  it('keeps the workspace when the confirmation is cancelled', async () => {
    const { events } = await renderSettings('owner');
    await events.click(screen.getByRole('button', { name: 'Delete workspace' }));
    await events.click(
      within(await screen.findByTestId('confirm-workspace-action')).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(await screen.findByTestId('workspace-settings-dialog')).toBeInTheDocument();
    expect(sentRequests('delete')).toEqual([]);
    expect(getActiveWorkspaceId()).toBe(5);
  });

  it('leaves, and falls back to Default', async () => {
    const { events, closed } = await renderSettings('member');
    await events.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await events.click(
      within(await screen.findByTestId('confirm-workspace-action')).getByRole('button', {
        name: 'Leave',
      }),
    );
    await closed;
    expect(sentRequests('delete', `workspace/5/member/${ME}`)).not.toHaveLength(0);
    expect(getActiveWorkspaceId()).toBe(0);
    expect(toastStore.get()?.message).toBe('Left workspace');
  });
});
