import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders } from '@/test/render-with-providers';
import { PageError } from './page-state';

describe('PageError', () => {
  it("shows the spec's route error for a failure other than 404 (not 'Something went wrong')", async () => {
    renderWithProviders(<PageError error={apiError(500)} retry={() => {}} />, {
      bootstrap: {},
      path: '/artist/1',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an issue loading this page');
    expect(alert).toHaveTextContent('Please try again later');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
