import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activePanelId, useActivePanel } from './use-active-panel';

const IDS = ['account-details', 'password', 'two-factor', 'delete-account'];

/** Panels 600 px apart, the first 200 px down a 720 px viewport, the page not scrolled. */
function Page({ ready }: { ready: boolean }) {
  const active = useActivePanel(IDS, ready);
  return (
    <>
      <output data-testid="active">{active}</output>
      {ready ? IDS.map((id) => <section key={id} id={id} />) : <div>Loading</div>}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useActivePanel', () => {
  it('highlights the panel in view once the page has loaded, not the last one', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(720);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const index = IDS.indexOf(this.id);
      return { top: index < 0 ? 0 : 200 + index * 600 } as DOMRect;
    });
    // While the loader shows the page is short; afterwards it is tall.
    const scrollHeight = vi
      .spyOn(document.documentElement, 'scrollHeight', 'get')
      .mockReturnValue(720);
    const { rerender } = render(<Page ready={false} />);
    scrollHeight.mockReturnValue(2600);
    rerender(<Page ready />);
    expect(screen.getByTestId('active')).toHaveTextContent('account-details');
  });
});

describe('activePanelId', () => {
  const tops: Record<string, number> = {
    'account-details': 200,
    password: 800,
    'two-factor': 1400,
    'delete-account': 2000,
  };
  const topOf = (id: string) => tops[id] ?? null;

  it('is the last panel whose top passed a third of the viewport', () => {
    expect(activePanelId(IDS, { innerHeight: 720, scrollY: 0, scrollHeight: 2600 }, topOf)).toBe(
      'account-details',
    );
    const scrolled = (id: string) => (tops[id] ?? 0) - 700;
    expect(
      activePanelId(IDS, { innerHeight: 720, scrollY: 700, scrollHeight: 2600 }, scrolled),
    ).toBe('password');
  });

  it('is the last panel at the bottom of a scrolled page', () => {
    const scrolled = (id: string) => (tops[id] ?? 0) - 1880;
    expect(
      activePanelId(IDS, { innerHeight: 720, scrollY: 1880, scrollHeight: 2600 }, scrolled),
    ).toBe('delete-account');
  });

  it('is the first panel on a page that does not scroll or has no panels yet', () => {
    expect(
      activePanelId(IDS, { innerHeight: 720, scrollY: 0, scrollHeight: 720 }, () => null),
    ).toBe('account-details');
  });
});
