import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const loader = () => screen.queryByTestId('full-screen-loader');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FirstPageLoader', () => {
  it('shows nothing when the first page is ready within 500 ms', async () => {
    renderApp();
    await advance(499);
    expect(loader()).not.toBeInTheDocument();
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await advance(2000);
    expect(loader()).not.toBeInTheDocument();
  });

  it("appears after 500 ms of loading the first page's code", async () => {
    renderApp();
    await advance(499);
    expect(loader()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-testid',
      'full-screen-loader',
    );
  });

  it('stays at least 200 ms over the page once shown, then goes', async () => {
    renderApp();
    await advance(550);
    expect(loader()).toBeInTheDocument();
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(loader()).toBeInTheDocument();
    await advance(149);
    expect(loader()).toBeInTheDocument();
    await advance(1);
    expect(loader()).not.toBeInTheDocument();
  });

  it('hides as soon as the page is ready when it has been up 200 ms already', async () => {
    renderApp();
    await advance(900);
    await act(async () => resolvePage());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(loader()).not.toBeInTheDocument();
  });
});
