import { render, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { applyTestBootstrapData, testUser } from '@/test/render-with-providers';
import { AccountGate } from './account-gate';

/** A page that makes one request, as any click would. */
function Page() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The server's answer to any call of a banned user.
    const client = createApiClient(async () => ({
      status: 403,
      statusText: 'Forbidden',
      headers: {},
      data: { message: AUTH_MESSAGES.suspended },
    }));
    client.get('library/tracks').catch(() => setFailed(true));
  }, []);
  return <p>{failed ? 'failed' : 'the page'}</p>;
}

// The gates load on demand (React.lazy); a cold first import can outlast findBy's 1 s wait on
// a busy machine, so load them once before the tests.
beforeAll(async () => {
  await import('./suspended-gate');
});

describe('a ban met by any request', () => {
  it('replaces the page with the suspended screen without a reload', async () => {
    applyTestBootstrapData({ user: testUser() });
    render(
      <AccountGate>
        <Page />
      </AccountGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account is suspended' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });
});
