import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DebugErrorBody, DebugTraceFrame } from '@tonearm/shared/http/http.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { resetTestState, testBootstrapData, testUser } from '@/test/render-with-providers';
import { setBootstrapData } from '@/lib/bootstrap-store';
import { ErrorDialogHost } from './error-dialog';
import { closeErrorDialog, openErrorDialog } from './error-dialog-store';
import { groupTraceFrames, initialFrameIndex, snippetLines } from './trace-frames';

function frame(overrides: Partial<DebugTraceFrame>): DebugTraceFrame {
  return {
    path: 'src/app.ts',
    method: 'handler',
    lineNumber: 1,
    codeSnippet: {},
    vendor: false,
    ...overrides,
  };
}

const trace: DebugTraceFrame[] = [
  frame({
    path: 'node_modules/fastify/lib/route.js',
    method: 'preHandler',
    lineNumber: 10,
    vendor: 'fastify',
  }),
  frame({
    path: 'src/modules/users/users.service.ts',
    method: 'UsersService.update',
    lineNumber: 42,
    codeSnippet: {
      '40': '  async update(id: number) {',
      '41': '    const user = await this.find(id);',
      '42': '    throw new Error(user.name);',
      '43': '  }',
    },
  }),
  frame({
    path: 'node_modules/kysely/dist/query.js',
    method: 'execute',
    lineNumber: 7,
    vendor: 'kysely',
  }),
  frame({
    path: 'node_modules/kysely/dist/driver.js',
    method: 'run',
    lineNumber: 99,
    vendor: 'kysely',
  }),
  frame({
    path: 'src/modules/users/users.routes.ts',
    method: 'updateUser',
    lineNumber: 18,
    codeSnippet: { '17': 'app.put(', '18': '  service.update(id)', '19': ');' },
  }),
  frame({
    path: 'node:internal/process/task_queues',
    method: 'processTicksAndRejections',
    lineNumber: 95,
    vendor: 'node',
  }),
];

const error: DebugErrorBody = {
  exception: 'TypeError',
  message: "Cannot read properties of undefined (reading 'name')",
  trace,
  totalVendorGroups: 3,
};

afterEach(() => {
  act(() => closeErrorDialog());
});

/** Logs the viewer in with these permissions (none: a plain user). */
function viewerWith(permissions: string[]) {
  const user = testUser({ permissions: permissions.map((name) => ({ name })) });
  act(() => setBootstrapData(testBootstrapData({ user })));
}

async function openDialog() {
  render(<ErrorDialogHost />);
  act(() => openErrorDialog(error));
  return screen.findByRole('dialog', { name: 'An error occured' });
}

describe('trace frame helpers', () => {
  it('folds consecutive vendor frames into groups and keeps app frames alone', () => {
    const entries = groupTraceFrames(trace);
    expect(
      entries.map((entry) =>
        entry.kind === 'frame' ? entry.index : entry.frames.map((f) => f.index),
      ),
    ).toEqual([[0], 1, [2, 3], 4, [5]]);
  });

  it('starts on the first app frame, or the top frame when every frame is vendor', () => {
    expect(initialFrameIndex(trace)).toBe(1);
    expect(initialFrameIndex([trace[0]!, trace[2]!])).toBe(0);
    expect(initialFrameIndex([])).toBe(-1);
  });

  it('orders snippet lines numerically', () => {
    const lines = snippetLines(frame({ codeSnippet: { '10': 'b', '9': 'a', '11': 'c' } }));
    expect(lines.map((line) => line.number)).toEqual([9, 10, 11]);
  });
});

describe('ErrorDialogHost', () => {
  it('stays closed without an error', () => {
    render(<ErrorDialogHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, exception name and message', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'An error occured' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('error-exception')).toHaveTextContent('TypeError');
    expect(within(dialog).getByTestId('error-message')).toHaveTextContent(
      "Cannot read properties of undefined (reading 'name')",
    );
  });

  it('groups vendor frames behind collapsed rows', async () => {
    const dialog = await openDialog();
    const toggles = within(dialog).getAllByTestId('vendor-group-toggle');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Show 1 vendor frame',
      'Show 2 vendor frames',
      'Show 1 vendor frame',
    ]);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const frames = within(dialog).getAllByTestId('trace-frame');
    expect(frames).toHaveLength(2);
    expect(frames[0]).toHaveTextContent('UsersService.update');
    expect(frames[0]).toHaveTextContent('src/modules/users/users.service.ts:42');
    expect(frames[1]).toHaveTextContent('updateUser');
    expect(frames[1]).toHaveTextContent('src/modules/users/users.routes.ts:18');
  });

  it('expands and collapses a vendor group', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    const toggle = within(dialog).getByRole('button', { name: 'Show 2 vendor frames' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide 2 vendor frames');
    const group = dialog.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(
      within(group as HTMLElement)
        .getAllByTestId('trace-frame')
        .map((f) => f.textContent),
    ).toEqual([
      expect.stringContaining('node_modules/kysely/dist/query.js:7'),
      expect.stringContaining('node_modules/kysely/dist/driver.js:99'),
    ]);
    expect(within(dialog).getAllByTestId('trace-frame')).toHaveLength(4);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show 2 vendor frames');
    expect(within(dialog).getAllByTestId('trace-frame')).toHaveLength(2);
  });

  it('shows the first app frame by default with the failing line highlighted', async () => {
    const dialog = await openDialog();
    const first = within(dialog).getAllByTestId('trace-frame')[0]!;
    expect(first).toHaveAttribute('aria-current', 'true');
    const snippet = within(dialog).getByTestId('code-snippet');
    expect(snippet).toHaveTextContent('src/modules/users/users.service.ts:42');
    const highlighted = snippet.querySelectorAll('[data-highlighted="true"]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveAttribute('data-line-number', '42');
    expect(highlighted[0]).toHaveTextContent('throw new Error(user.name);');
    expect(snippet.querySelectorAll('[data-line-number]')).toHaveLength(4);
    expect(snippet.querySelector('[data-line-number="40"]')).toHaveTextContent('40');
  });

  it('shows the snippet of the frame that is selected', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: /updateUser/ }));
    const snippet = within(dialog).getByTestId('code-snippet');
    expect(snippet).toHaveTextContent('src/modules/users/users.routes.ts:18');
    expect(snippet.querySelector('[data-highlighted="true"]')).toHaveAttribute(
      'data-line-number',
      '18',
    );
    expect(within(dialog).getByRole('button', { name: /updateUser/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it.each([['logs.view'], ['admin']])(
    'offers the latest error log as a download to a holder of %s',
    async (permission) => {
      viewerWith([permission]);
      const dialog = await openDialog();
      const link = within(dialog).getByRole('link', { name: 'Download log' });
      expect(link).toHaveAttribute('href', '/api/v1/logs/error/download-latest');
      expect(link).toHaveAttribute('download');
    },
  );

  it('offers no log download to those the log route refuses', async () => {
    viewerWith(['music.view', 'admin.access']);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('link', { name: 'Download log' })).not.toBeInTheDocument();
    act(() => closeErrorDialog());
    resetTestState();

    // A guest (the dialog also opens for a guest's failed request).
    const guestDialog = await openDialog();
    expect(
      within(guestDialog).queryByRole('link', { name: 'Download log' }),
    ).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and keeps focus inside while open', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
