import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from './top-progress-bar';

let resolveSlowLoader: () => void;
let resolveLazyPage: () => void;

function renderApp() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <TopProgressBar />
          <Outlet />
        </>
      ),
      children: [
        {
          path: '/',
          element: (
            <>
              <Link to="/slow">Slow page</Link>
              <Link to="/quick">Quick page</Link>
              <Link to="/lazy">Lazy page</Link>
            </>
          ),
        },
        {
          path: '/slow',
          loader: () => new Promise<null>((resolve) => (resolveSlowLoader = () => resolve(null))),
          element: <h1>Slow</h1>,
        },
        {
          // A page whose code is fetched on first visit (router.tsx's lazy routes).
          path: '/lazy',
          lazy: () =>
            new Promise<{ Component: ComponentType }>((resolve) => {
              resolveLazyPage = () => resolve({ Component: () => <h1>Lazy</h1> });
            }),
        },
        {
          path: '/quick',
          loader: () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 30)),
          element: <h1>Quick</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const bar = () => screen.queryByTestId('top-progress-bar');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TopProgressBar', () => {
  it('is not shown while nothing loads', () => {
    renderApp();
    expect(bar()).not.toBeInTheDocument();
  });

  it('appears 50 ms after a navigation starts loading', async () => {
    const router = renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('Slow page'));
    });
    expect(router.state.navigation.state).toBe('loading');
    await advance(49);
    expect(bar()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'top-progress-bar',
    );
    expect(bar()).toHaveAttribute('data-state', 'loading');
  });

  it('creeps forward while loading but never reaches the end', async () => {
    renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('Slow page'));
    });
    await advance(50);
    const fill = () =>
      Number.parseFloat(
        (bar()!.firstElementChild as HTMLElement).style.getPropertyValue('--progress'),
      );
    const start = fill();
    await advance(2000);
    expect(fill()).toBeGreaterThan(start);
    await advance(60_000);
    expect(fill()).toBeLessThan(90);
  });

  it('completes and goes away when loading ends', async () => {
    renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('Slow page'));
    });
    await advance(200);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    await act(async () => resolveSlowLoader());
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'complete');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await advance(400);
    expect(bar()).not.toBeInTheDocument();
  });

  it('never shows for loads shorter than 50 ms', async () => {
    renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('Quick page'));
    });
    for (let elapsed = 0; elapsed < 30; elapsed += 5) {
      await advance(5);
      expect(bar()).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Quick' })).toBeInTheDocument();
    await advance(1000);
    expect(bar()).not.toBeInTheDocument();
  });

  it("shows 50 ms into fetching a lazy page's code and completes when the page renders", async () => {
    const router = renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('Lazy page'));
    });
    expect(router.state.navigation.state).toBe('loading');
    await advance(49);
    expect(bar()).not.toBeInTheDocument();
    await advance(1);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    await act(async () => resolveLazyPage());
    expect(screen.getByRole('heading', { name: 'Lazy' })).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'complete');
    await advance(400);
    expect(bar()).not.toBeInTheDocument();
  });
});
