import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader, useDelayedLoader } from './full-screen-loader';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderLoader(initial: boolean) {
  return renderHook(({ isLoading }) => useDelayedLoader(isLoading), {
    initialProps: { isLoading: initial },
  });
}

describe('useDelayedLoader', () => {
  it('stays hidden for the first 500 ms of loading', () => {
    const { result } = renderLoader(true);
    advance(499);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('never shows for loads shorter than 500 ms', () => {
    const { result, rerender } = renderLoader(true);
    advance(400);
    rerender({ isLoading: false });
    advance(1000);
    expect(result.current).toBe(false);
  });

  it('once shown, stays at least 200 ms even if loading ends sooner', () => {
    const { result, rerender } = renderLoader(true);
    advance(500);
    advance(50);
    rerender({ isLoading: false });
    expect(result.current).toBe(true);
    advance(149);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('hides at once when it has already been up for 200 ms', () => {
    const { result, rerender } = renderLoader(true);
    advance(500 + 300);
    rerender({ isLoading: false });
    expect(result.current).toBe(false);
  });

  it('stays up when loading starts again during the minimum display', () => {
    const { result, rerender } = renderLoader(true);
    advance(500);
    rerender({ isLoading: false });
    advance(100);
    rerender({ isLoading: true });
    advance(1000);
    expect(result.current).toBe(true);
    rerender({ isLoading: false });
    expect(result.current).toBe(false);
  });

  it('starts the 500 ms delay again for a new load', () => {
    const { result, rerender } = renderLoader(false);
    advance(1000);
    expect(result.current).toBe(false);
    rerender({ isLoading: true });
    advance(499);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });
});

describe('FullScreenLoader', () => {
  it('shows a labelled spinner over the page after the delay', () => {
    const { rerender } = render(<FullScreenLoader isLoading />);
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
    advance(500);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'full-screen-loader',
    );
    rerender(<FullScreenLoader isLoading={false} />);
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
  });

  it('counts as loading while mounted when used as a fallback element', () => {
    render(<FullScreenLoader />);
    advance(500);
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
  });
});
