import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withMockedLocationAssign } from '@/test/location-assign';
import { isAbsoluteUrl, navigateOutsideRouter } from './navigate-outside-router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Workspace() {
  const { id } = useParams();
  return <h1>Workspace {id}</h1>;
}

describe('navigateOutsideRouter', () => {
  it('tells absolute URLs from app paths', () => {
    expect(isAbsoluteUrl('https://example.com')).toBe(true);
    expect(isAbsoluteUrl('//cdn.example.com/a')).toBe(true);
    expect(isAbsoluteUrl('mailto:someone@example.com')).toBe(true);
    expect(isAbsoluteUrl('/pages/privacy-policy')).toBe(false);
    expect(isAbsoluteUrl('notifications')).toBe(false);
  });

  it('moves a browser data router that it is not rendered inside', async () => {
    const router = createBrowserRouter([
      { path: '/', element: <h1>Home</h1> },
      { path: '/workspace/:id', element: <Workspace /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    act(() => navigateOutsideRouter('workspace/3'));
    expect(await screen.findByRole('heading', { name: 'Workspace 3' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspace/3');
    expect((window.history.state as { idx: number }).idx).toBe(1);
    router.dispose();
  });

  it('loads absolute URLs as a normal page load', () => {
    withMockedLocationAssign((assign) => {
      navigateOutsideRouter('https://example.com/help');
      expect(assign).toHaveBeenCalledWith('https://example.com/help');
    });
  });
});
