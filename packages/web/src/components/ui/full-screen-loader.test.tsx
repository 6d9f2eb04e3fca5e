import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceTimers, runOnFakeTimers } from '@/test/fake-timers';
import { FullScreenLoader, useDelayedLoader } from './full-screen-loader';

runOnFakeTimers();

function renderLoader(initial: boolean) {
  return renderHook(({ isLoading }) => useDelayedLoader(isLoading), {
    initialProps: { isLoading: initial },
  });
}

describe('useDelayedLoader', () => {
  it('stays hidden for the first 500 ms of loading', () => {
    const { result } = renderLoader(true);
    advanceTimers(499);
    expect(result.current).toBe(false);
    advanceTimers(1);
    expect(result.current).toBe(true);
  });

  it('never shows for loads shorter than 500 ms', () => {
    const { result, rerender } = renderLoader(true);
    advanceTimers(400);
    rerender({ isLoading: false });
    advanceTimers(1000);
    expect(result.current).toBe(false);
  });

  it('once shown, stays at least 200 ms even if loading ends sooner', () => {
    const { result, rerender } = renderLoader(true);
    advanceTimers(500);
    advanceTimers(50);
    rerender({ isLoading: false });
    expect(result.current).toBe(true);
    advanceTimers(149);
    expect(result.current).toBe(true);
    advanceTimers(1);
    expect(result.current).toBe(false);
  });

  it('hides at once when it has already been up for 200 ms', () => {
    const { result, rerender } = renderLoader(true);
    advanceTimers(500 + 300);
    rerender({ isLoading: false });
    expect(result.current).toBe(false);
  });

  it('stays up when loading starts again during the minimum display', () => {
    const { result, rerender } = renderLoader(true);
    advanceTimers(500);
    rerender({ isLoading: false });
    advanceTimers(100);
    rerender({ isLoading: true });
    advanceTimers(1000);
    expect(result.current).toBe(true);
    rerender({ isLoading: false });
    expect(result.current).toBe(false);
  });

  it('starts the 500 ms delay again for a new load', () => {
    const { result, rerender } = renderLoader(false);
    advanceTimers(1000);
    expect(result.current).toBe(false);
    rerender({ isLoading: true });
    advanceTimers(499);
    expect(result.current).toBe(false);
    advanceTimers(1);
    expect(result.current).toBe(true);
  });
});

describe('FullScreenLoader', () => {
  it('shows a labelled spinner over the page after the delay', () => {
    const { rerender } = render(<FullScreenLoader isLoading />);
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
    advanceTimers(500);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'full-screen-loader',
    );
    rerender(<FullScreenLoader isLoading={false} />);
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
    advanceTimers(200);
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
  });

  it('counts as loading while mounted when used as a fallback element', () => {
    render(<FullScreenLoader />);
    advanceTimers(500);
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
  });
});
