import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminPageHeader } from './admin-page-header';

describe('AdminPageHeader', () => {
  it('shows the breadcrumb trail with the last one as the current page, the title and actions', async () => {
    renderWithProviders(
      <AdminPageHeader
        title="John Doe"
        breadcrumbs={[
          { label: 'Users', to: '/admin/users' },
          { label: 'John Doe', to: '/admin/users/7' },
        ]}
        actions={<Button>Save</Button>}
      />,
      { path: '/admin/users/7' },
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('a')).toHaveAttribute('href', '/admin/users');
    expect(trail.querySelector('[aria-current="page"]')).toHaveTextContent('John Doe');
    expect(screen.getByRole('heading', { level: 1, name: 'John Doe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('has no breadcrumb navigation without breadcrumbs', async () => {
    renderWithProviders(<AdminPageHeader title="Reports" />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
