import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { advanceTimersAsync, runOnFakeTimers } from '@/test/fake-timers';
import { FirstPageFallback, FirstPageLoader } from './first-page-loader';

let resolvePage: () => void;

/** The app's set-up: a lazy page under a root layout that renders nothing until it is ready. */
function renderApp() {
  const router = createMemoryRouter([
    {
      element: <Outlet />,
      hydrateFallbackElement: <FirstPageFallback />,
      children: [
        {
          path: '/',
          lazy: () =>
            new Promise<{ Component: ComponentType }>((resolve) => {
              resolvePage = () => resolve({ Component: () => <h1>Home</h1> });
            }),
        },
      ],
    },
  ]);
  render(
    <>
      <RouterProvider router={router} />
      <FirstPageLoader router={router} />
    </>,
  );
  return router;
}

const loader = () => screen.queryByTestId('full-screen-loader');

runOnFakeTimers();

describe('FirstPageLoader', () => {
  it('shows nothing when the first page is ready within 500 ms', async () => {
    renderApp();
    await advanceTimersAsync(499);
    expect(loader()).not.toBeInTheDocument();
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await advanceTimersAsync(2000);
    expect(loader()).not.toBeInTheDocument();
  });

  it("appears after 500 ms of loading the first page's code", async () => {
    renderApp();
    await advanceTimersAsync(499);
    expect(loader()).not.toBeInTheDocument();
    await advanceTimersAsync(1);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'full-screen-loader',
    );
  });

  it('stays at least 200 ms over the page once shown, then goes', async () => {
    renderApp();
    await advanceTimersAsync(550);
    expect(loader()).toBeInTheDocument();
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(loader()).toBeInTheDocument();
    await advanceTimersAsync(149);
    expect(loader()).toBeInTheDocument();
    await advanceTimersAsync(1);
    expect(loader()).not.toBeInTheDocument();
  });

  it('hides as soon as the page is ready when it has been up 200 ms already', async () => {
    renderApp();
    await advanceTimersAsync(900);
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(loader()).not.toBeInTheDocument();
  });
});
