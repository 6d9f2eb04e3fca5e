import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { advanceTimersAsync, runOnFakeTimers } from '@/test/fake-timers';
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

const bar = () => screen.queryByTestId('top-progress-bar');

/** Clicks a link of the app, which starts its navigation. */
async function openLink(text: string) {
  await act(async () => {
    fireEvent.click(screen.getByText(text));
  });
}

/** Opens a link whose page loads slowly: the bar is not there at 49 ms, and is at 50 ms. */
async function openLinkAndWaitForTheBar(router: ReturnType<typeof renderApp>, text: string) {
  await openLink(text);
  expect(router.state.navigation.state).toBe('loading');
  await advanceTimersAsync(49);
  expect(bar()).not.toBeInTheDocument();
  await advanceTimersAsync(1);
  expect(bar()).toHaveAttribute('data-state', 'loading');
}

runOnFakeTimers();

describe('TopProgressBar', () => {
  it('is not shown while nothing loads', () => {
    renderApp();
    expect(bar()).not.toBeInTheDocument();
  });

  it('appears 50 ms after a navigation starts loading', async () => {
    await openLinkAndWaitForTheBar(renderApp(), 'Slow page');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'top-progress-bar',
    );
  });

  it('creeps forward while loading but never reaches the end', async () => {
    renderApp();
    await openLink('Slow page');
    await advanceTimersAsync(50);
    const fill = () =>
      Number.parseFloat(
        (bar()!.firstElementChild as HTMLElement).style.getPropertyValue('--progress'),
      );
    const start = fill();
    await advanceTimersAsync(2000);
    expect(fill()).toBeGreaterThan(start);
    await advanceTimersAsync(60_000);
    expect(fill()).toBeLessThan(90);
  });

  it('completes and goes away when loading ends', async () => {
    renderApp();
    await openLink('Slow page');
    await advanceTimersAsync(200);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    await act(async () => resolveSlowLoader());
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'complete');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await advanceTimersAsync(400);
    expect(bar()).not.toBeInTheDocument();
  });

  it('never shows for loads shorter than 50 ms', async () => {
    renderApp();
    await openLink('Quick page');
    for (let elapsed = 0; elapsed < 30; elapsed += 5) {
      await advanceTimersAsync(5);
      expect(bar()).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Quick' })).toBeInTheDocument();
    await advanceTimersAsync(1000);
    expect(bar()).not.toBeInTheDocument();
  });

  it("shows 50 ms into fetching a lazy page's code and completes when the page renders", async () => {
    await openLinkAndWaitForTheBar(renderApp(), 'Lazy page');
    await act(async () => resolveLazyPage());
    expect(screen.getByRole('heading', { name: 'Lazy' })).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'complete');
    await advanceTimersAsync(400);
    expect(bar()).not.toBeInTheDocument();
  });
});
