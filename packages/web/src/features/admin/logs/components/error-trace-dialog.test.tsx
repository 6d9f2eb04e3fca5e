import { screen, within } from '@testing-library/react';
import type { ErrorLogEntry } from '@tonearm/shared/logs/logs.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { ErrorTraceDialog } from './error-trace-dialog';

const ENTRY: ErrorLogEntry = {
  id: 3,
  level: 'error',
  exception: 'TypeError',
  message: "Cannot read properties of undefined (reading 'id')",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'id')",
    '    at PlayerService.play (/srv/tonearm/packages/server/src/modules/player/player.service.ts:88:21)',
    '    at Object.handler (/srv/tonearm/node_modules/fastify/lib/route.js:10:5)',
  ].join('\n'),
  method: 'POST',
  url: '/api/v1/player/plays',
  user_id: 12,
  created_at: '2026-11-24T02:00:00.000Z',
};

describe('the error trace dialog', () => {
  afterEach(() => resetTestState());

  it('shows where the error happened and its frames, the app’s own marked', () => {
    renderWithProviders(<ErrorTraceDialog entry={ENTRY} onClose={() => undefined} />);
    expect(screen.getByText('POST /api/v1/player/plays')).toBeInTheDocument();
    expect(screen.getByText(ENTRY.message)).toBeInTheDocument();
    const frames = within(screen.getByTestId('trace-frames')).getAllByRole('listitem');
    expect(frames).toHaveLength(2);
    expect(frames[0]).toHaveTextContent('PlayerService.play');
    expect(frames[0]).toHaveTextContent('player.service.ts:88:21');
    expect(frames[0]).not.toHaveAttribute('data-vendor');
    expect(frames[1]).toHaveAttribute('data-vendor', 'true');
  });

  it('says so when an entry has no stack', () => {
    renderWithProviders(
      <ErrorTraceDialog entry={{ ...ENTRY, stack: null }} onClose={() => undefined} />,
    );
    expect(screen.getByText('This entry has no stack trace.')).toBeInTheDocument();
  });
});
