import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@tonearm/shared/workspaces/workspaces.constants';
import {
  workspaceListResponseSchema,
  workspaceResponseSchema,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import {
  clearActiveWorkspace,
  getActiveWorkspaceId,
  setActiveWorkspaceId,
} from '@/lib/active-workspace';
import { useJoinWorkspace } from '@/features/workspaces/api/respond-to-invite';
import { apiClient } from '@/lib/api-client';
import { setBootstrapData } from '@/lib/bootstrap-store';
import { answer, fail } from '@/test/http';
import {
  mockMatchMedia,
  renderWithProviders,
  resetTestState,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { Navbar } from './navbar';
import { WorkspaceSwitcher } from './workspace-switcher';

afterEach(() => {
  closeDialog();
  clearActiveWorkspace();
});

const DEFAULT: Workspace = { id: 0, name: 'Default', members_count: 1, role: 'owner' };
const BAND: Workspace = { id: 5, name: 'The Band', members_count: 4, role: 'admin' };
const LABEL: Workspace = { id: 9, name: 'Label crew', members_count: 2, role: 'member' };

/** A page query, to see that switching refetches every query in the new scope. */
function PageProbe() {
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: async () => (await apiClient.get('probe')).data as { n: number },
  });
  return <div data-testid="probe">{query.data?.n ?? ''}</div>;
}

/** The server: the user's workspaces (read when asked, so a test may add one) and the probe. */
function answerWorkspaces(workspaces: Workspace[] = [BAND, DEFAULT, LABEL]) {
  fail.get('*', 404);
  let probeCalls = 0;
  answer.get('probe', () => ({ n: ++probeCalls }));
  const list = answer.get('me/workspaces', () => ({ workspaces }), workspaceListResponseSchema);
  return { list, probeCalls: () => probeCalls };
}

/** `workspaces`: the bootstrap list, which the server makes the same as GET me/workspaces. */
function renderSwitcher(workspaces: Workspace[] = [], extra: ReactNode = null) {
  act(() => setBootstrapData({ ...testBootstrapData({ user: testUser() }), workspaces }));
  return renderWithProviders(
    <>
      <WorkspaceSwitcher />
      <PageProbe />
      <ModalHost />
      {extra}
    </>,
  );
}

const INVITE = '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11';

/** Joins from an invitation, as the notification's button does. */
function JoinButton() {
  const join = useJoinWorkspace();
  return <Button onPress={() => join.mutate(INVITE)}>Join</Button>;
}

async function openMenu(events: ReturnType<typeof renderSwitcher>['events']) {
  await events.click(screen.getByTestId('workspace-switcher-trigger'));
  return screen.findByRole('menu', { name: 'Workspaces' });
}

describe('WorkspaceSwitcher', () => {
  it('shows Default when no workspace is active, asking the server nothing', async () => {
    const server = answerWorkspaces();
    renderSwitcher();
    expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('Default');
    await screen.findByText('1', { selector: '[data-testid="probe"]' });
    expect(server.list.calls).toHaveLength(0);
  });

  it("names the active workspace from the bootstrap list, and asks the server once it's opened", async () => {
    const server = answerWorkspaces([DEFAULT, BAND, LABEL]);
    setActiveWorkspaceId(5);
    const { events } = renderSwitcher([DEFAULT, BAND]);
    expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('The Band');
    await screen.findByText('1', { selector: '[data-testid="probe"]' });
    expect(server.list.calls).toHaveLength(0);
    const menu = await openMenu(events);
    await within(menu).findByRole('menuitemradio', { name: /Label crew/ });
    expect(server.list.calls).not.toHaveLength(0);
  });

  it('lists GET me/workspaces with Default first and the active one checked', async () => {
    answerWorkspaces();
    setActiveWorkspaceId(5);
    const { events } = renderSwitcher();
    // The active workspace is not in the bootstrap data, so its name comes from the server.
    await waitFor(() =>
      expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('The Band'),
    );
    const menu = await openMenu(events);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Default1 member',
      'The Band4 members',
      'Label crew2 members',
    ]);
    expect(items[1]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Workspace settings' })).toBeInTheDocument();
  });

  it('falls back to Default when the server no longer lists the active workspace', async () => {
    answerWorkspaces([DEFAULT, LABEL]);
    setActiveWorkspaceId(5);
    renderSwitcher();
    await waitFor(() =>
      expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('Default'),
    );
    expect(getActiveWorkspaceId()).toBe(0);
  });

  it('keeps a workspace just joined while the list is being refreshed', async () => {
    const list = [DEFAULT];
    answerWorkspaces(list);
    answer.get(
      `workspace/join/${INVITE}`,
      () => {
        list.push(BAND);
        return { workspace: BAND };
      },
      workspaceResponseSchema,
    );
    const { events } = renderSwitcher([], <JoinButton />);
    const menu = await openMenu(events);
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('The Band'),
    );
    expect(getActiveWorkspaceId()).toBe(5);
  });

  it('hides "Workspace settings" while Default is active', async () => {
    answerWorkspaces();
    const { events } = renderSwitcher();
    const menu = await openMenu(events);
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3));
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Workspace settings' }),
    ).not.toBeInTheDocument();
  });

  it('switches: sets the cookie, refetches every query and closes the menu', async () => {
    const server = answerWorkspaces();
    const { events } = renderSwitcher();
    await screen.findByText('1', { selector: '[data-testid="probe"]' });
    const menu = await openMenu(events);
    await events.click(await within(menu).findByRole('menuitemradio', { name: /Label crew/ }));

    expect(getActiveWorkspaceId()).toBe(9);
    expect(document.cookie).toContain('activeWorkspace=9');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(screen.getByTestId('workspace-switcher-trigger')).toHaveTextContent('Label crew');
    // The page's query ran again, now scoped by the api client's workspaceId.
    await screen.findByText('2', { selector: '[data-testid="probe"]' });
    expect(server.probeCalls()).toBe(2);
  });

  it('goes back to Default by dropping the cookie', async () => {
    answerWorkspaces();
    setActiveWorkspaceId(5);
    const { events } = renderSwitcher();
    const menu = await openMenu(events);
    await events.click(await within(menu).findByRole('menuitemradio', { name: /Default/ }));
    expect(getActiveWorkspaceId()).toBe(0);
    expect(document.cookie).not.toContain('activeWorkspace=5');
  });

  it('opens the create dialog from "Create workspace"', async () => {
    answerWorkspaces();
    const { events } = renderSwitcher();
    const menu = await openMenu(events);
    await events.click(within(menu).getByRole('menuitem', { name: 'Create workspace' }));
    expect(await screen.findByTestId('create-workspace-dialog')).toBeInTheDocument();
  });
});

describe('the workspace switcher in the navbar', () => {
  it('sits in the navbar for users and in the mobile drawer, not for guests', async () => {
    answerWorkspaces();
    mockMatchMedia(['(max-width: 767px)']);
    const { events } = renderWithProviders(<Navbar />, { bootstrap: { user: testUser() } });
    // Loaded after the navbar (a guest's first load carries none of it).
    expect(
      await screen.findByTestId('workspace-switcher-trigger', {}, { timeout: 5000 }),
    ).toHaveAccessibleName('Workspace: Default');
    await events.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(drawer).getByTestId('workspace-switcher-trigger')).toHaveTextContent('Default');

    resetTestState();
    renderWithProviders(<Navbar />, { bootstrap: { user: null } });
    expect(screen.queryByTestId('workspace-switcher-trigger')).not.toBeInTheDocument();
  });
});
