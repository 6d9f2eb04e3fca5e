import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorDialogHost } from '@/components/ui/error-dialog/error-dialog';
import { closeErrorDialog } from '@/components/ui/error-dialog/error-dialog-store';
import { apiError, findProbedLocation, renderWithProviders } from '@/test/render-with-providers';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  closeErrorDialog();
});

/** A page at /broken whose loader fails with `error`. */
function renderFailingLoader(error: unknown) {
  return renderWithProviders(<p>Loaded</p>, {
    bootstrap: {},
    path: '/broken',
    route: {
      loader: () => {
        throw error;
      },
      errorElement: <RouteErrorBoundary />,
    },
  });
}

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

async function expectNotFoundPage() {
  expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take me there!' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('There was an issue loading this page')).not.toBeInTheDocument();
  expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
}

async function expectGenericErrorPage() {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('There was an issue loading this page');
  expect(alert).toHaveTextContent('Please try again later');
  expect(screen.queryByRole('heading', { name: NOT_FOUND })).not.toBeInTheDocument();
  expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
}

describe('RouteErrorBoundary', () => {
  it('shows the not-found page for a 404 thrown with data()', async () => {
    renderFailingLoader(data(null, { status: 404 }));
    await expectNotFoundPage();
  });

  it('shows the not-found page for a thrown 404 Response', async () => {
    renderFailingLoader(new Response(null, { status: 404 }));
    await expectNotFoundPage();
  });

  it('shows the not-found page when an API call of the loader answers 404', async () => {
    renderFailingLoader(apiError(404, { message: 'Not found' }));
    await expectNotFoundPage();
  });

  it('takes the visitor home from the not-found page', async () => {
    const { events } = renderFailingLoader(data(null, { status: 404 }));
    await events.click(await screen.findByRole('link', { name: 'Take me there!' }));
    expect(await findProbedLocation()).toBe('/');
  });

  it('shows the generic error for any other status', async () => {
    renderFailingLoader(data(null, { status: 500 }));
    await expectGenericErrorPage();
  });

  it('shows the generic error when an API call of the loader answers 403', async () => {
    renderFailingLoader(apiError(403));
    await expectGenericErrorPage();
  });

  it('shows the generic error for an exception thrown by a loader', async () => {
    renderFailingLoader(new Error('boom'));
    await expectGenericErrorPage();
  });

  it('shows the generic error for an exception thrown while rendering', async () => {
    // React reports errors its boundaries catch; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    renderWithProviders(<Broken />, {
      bootstrap: {},
      route: { errorElement: <RouteErrorBoundary /> },
    });
    await expectGenericErrorPage();
    expect(consoleError).toHaveBeenCalled();
  });

  it('opens the error dialog when the failed answer carries a debug trace', async () => {
    renderWithProviders(<p>Loaded</p>, {
      bootstrap: {},
      path: '/broken',
      route: {
        loader: () => {
          throw apiError(500, {
            exception: 'TypeError',
            message: 'Cannot read properties of undefined',
            trace: [
              {
                path: 'src/modules/catalog/catalog.service.ts',
                method: 'artist',
                lineNumber: 12,
                codeSnippet: { '12': 'return row.name;' },
                vendor: false,
              },
            ],
            totalVendorGroups: 0,
          } as never);
        },
        errorElement: (
          <>
            <RouteErrorBoundary />
            <ErrorDialogHost />
          </>
        ),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /An error occured/ });
    expect(dialog).toHaveTextContent('Cannot read properties of undefined');
  });
});
