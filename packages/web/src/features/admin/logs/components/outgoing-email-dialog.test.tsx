import { screen } from '@testing-library/react';
import type { OutgoingEmail } from '@tonearm/shared/logs/logs.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { emailDocument, OutgoingEmailDialog } from './outgoing-email-dialog';
import { answer, sentRequests } from '@/test/http';

const MAIL: OutgoingEmail = {
  id: 5,
  to: 'ada@example.com',
  subject: 'Reset your password',
  status: 'failed',
  transport: 'smtp',
  error: 'Connection refused',
  created_at: '2026-11-24T02:00:00.000Z',
  body: 'Open https://tonearm.test/password/reset/abc',
  html: '<p>Open <a href="https://tonearm.test/password/reset/abc">the link</a></p><script>parent.stolen = 1</script>',
};

describe('the outgoing-email dialog', () => {
  afterEach(() => {
    resetTestState();
    vi.restoreAllMocks();
  });

  it('shows the body in a fully sandboxed frame: no scripts, no same-origin access', async () => {
    answer.get('*', { email: MAIL });
    renderWithProviders(<OutgoingEmailDialog id={5} onClose={() => undefined} />);

    const frame = await screen.findByTitle('Body of “Reset your password”');
    expect(sentRequests('get', 'logs/outgoing-email/5')).not.toEqual([]);
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox attribute applies every restriction (allow-scripts, allow-same-origin
    // and the rest all off); any token in it would lift one.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(MAIL.html);
    expect(frame.hasAttribute('src')).toBe(false);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Connection refused')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('shows a text-only mail as escaped preformatted text', () => {
    const doc = emailDocument({ html: null, body: 'Hi <b>there</b> & "you"' });
    expect(doc).toContain('Hi &lt;b&gt;there&lt;/b&gt; &amp; &quot;you&quot;');
    expect(doc).not.toContain('<b>');
  });
});
