import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { AdSlot } from './ad-slot';
import { answer, sentRequests } from '@/test/http';

const SLOTS = { slots: { artist_top: 'abc123', general_top: 'def456' } };

describe('AdSlot', () => {
  it('frames the slot’s own ad document in a sandbox without allow-same-origin', async () => {
    answer.get('*', SLOTS);
    renderWithProviders(<AdSlot slot="artist_top" />, {
      bootstrap: { settings: { 'ads.enable': true } },
    });
    const frame = await screen.findByTitle('Advertisement');
    expect(sentRequests('get', 'ads')).not.toEqual([]);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/v1/ads/artist_top/frame?v=abc123');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).toContain('allow-popups');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    // Artist_top is at most 1000px wide.
    expect(screen.getByTestId('ad-artist_top')).toHaveStyle({ maxWidth: '1000px' });
  });

  it('takes the height the ad reports, within the slot’s limit, and only from its own frame', async () => {
    answer.get('*', SLOTS);
    renderWithProviders(<AdSlot slot="general_top" />, {
      bootstrap: { settings: { 'ads.enable': true } },
    });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Advertisement');
    const report = (height: number, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'tonearm-ad-size', height }, source }),
        );
      });
    report(120, frame.contentWindow);
    expect(frame.style.height).toBe('120px');
    // General slots are at most 150px high.
    report(900, frame.contentWindow);
    expect(frame.style.height).toBe('150px');
    report(40, window);
    expect(frame.style.height).toBe('150px');
  });

  it('renders nothing and asks nothing for a user whose plan is ad-free', () => {
    answer.get('*', SLOTS);
    renderWithProviders(<AdSlot slot="artist_top" />, {
      bootstrap: {
        settings: { 'ads.enable': true },
        user: testUser({ permissions: [{ name: 'ads.hide', restrictions: [] }] }),
      },
    });
    expect(screen.queryByTitle('Advertisement')).toBeNull();
    expect(sentRequests('get')).toEqual([]);
  });

  it('renders nothing while ads are off, or when the slot is empty', async () => {
    answer.get('*', SLOTS);
    renderWithProviders(<AdSlot slot="artist_top" />);
    expect(screen.queryByTitle('Advertisement')).toBeNull();
    expect(sentRequests('get')).toEqual([]);
    resetTestState();

    answer.get('*', SLOTS);
    renderWithProviders(
      <div>
        <AdSlot slot="album_above" />
        <AdSlot slot="general_top" />
      </div>,
      { bootstrap: { settings: { 'ads.enable': true } } },
    );
    expect(await screen.findByTestId('ad-general_top')).toBeInTheDocument();
    expect(screen.queryByTestId('ad-album_above')).toBeNull();
  });
});
