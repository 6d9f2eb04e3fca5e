import { screen, waitFor, within } from '@testing-library/react';
import {
  adminProductResponseSchema,
  type AdminProduct,
} from '@tonearm/shared/billing/billing.schemas';
import {
  permissionsListSchema,
  type PermissionInfo,
} from '@tonearm/shared/permissions/permission-grants';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fail, sentRequests } from '@/test/http';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { TEST_PERMISSIONS } from '@/test/permission-fixtures';
import { EditPlanPage, NewPlanPage } from './plan-editor-page';

afterEach(resetTestState);

const PERMISSIONS: PermissionInfo[] = [TEST_PERMISSIONS.admin, TEST_PERMISSIONS.musicDownload];

const plan = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 3,
  name: 'Premium',
  description: 'Ad-free',
  hidden: false,
  free: false,
  recommended: true,
  feature_list: ['Ad-free listening'],
  position: 2,
  prices: [
    {
      id: 11,
      product_id: 3,
      amount: 9.99,
      currency: 'USD',
      interval: 'month',
      interval_count: 1,
      gateway_ids: {},
      subscriptions_count: 2,
    },
  ],
  permissions: [],
  gateway_ids: {},
  subscriptions_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function answerGets(product?: AdminProduct) {
  answer.get('permissions', { permissions: PERMISSIONS }, permissionsListSchema);
  if (product) answer.get(`admin/plans/${product.id}`, { product }, adminProductResponseSchema);
}

const bootstrap = { user: testUser({ permissions: [{ name: 'admin', restrictions: [] }] }) };

describe('the plan editor', () => {
  it(
    'sends the name, features, prices in major units and permissions of a new plan',
    { timeout: 20_000 },
    async () => {
      answerGets();
      const create = answer.post(
        'admin/plans',
        { product: plan({ id: 9 }) },
        adminProductResponseSchema,
        { status: 201 },
      );
      const { events } = renderWithProviders(<NewPlanPage />, {
        bootstrap,
        path: '/admin/plans/new',
      });
      await events.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Family');
      await events.click(screen.getByRole('button', { name: 'Add feature' }));
      await events.type(screen.getByRole('textbox', { name: 'Feature 1' }), 'Six accounts');
      await events.click(screen.getByRole('button', { name: 'Add feature' }));
      await events.type(screen.getByRole('textbox', { name: 'Feature 2' }), 'Offline');
      // Reorder: the second line first.
      await events.click(screen.getByRole('button', { name: 'Move feature 2 up' }));
      await events.click(screen.getByRole('button', { name: 'Add price' }));
      const row = screen.getByTestId('price-row');
      await events.type(within(row).getByRole('textbox', { name: 'Amount' }), '14.99');
      await events.selectOptions(within(row).getByRole('combobox', { name: 'Interval' }), 'year');
      await events.click(screen.getByRole('switch', { name: /^music\.download/ }));
      await events.click(screen.getByRole('button', { name: 'Create plan' }));

      await waitFor(() => expect(sentRequests('post')).not.toHaveLength(0));
      expect(sentRequests('post')[0]!.path).toBe('/api/v1/admin/plans');
      expect(create.bodies[0]).toEqual({
        name: 'Family',
        description: null,
        hidden: false,
        free: false,
        recommended: false,
        feature_list: ['Offline', 'Six accounts'],
        position: 0,
        prices: [{ amount: 14.99, currency: 'USD', interval: 'year', interval_count: 1 }],
        permissions: [{ name: 'music.download', restrictions: [] }],
      });
      expect(await screen.findByTestId('location')).toHaveTextContent('/admin/plans/9/edit');
    },
  );

  it('says a hidden plan is not for sale but stays with the people on it', async () => {
    answerGets(plan({ hidden: true }));
    renderWithProviders(<EditPlanPage productId={3} />, { bootstrap, path: '/admin/plans/3/edit' });
    const hidden = await screen.findByRole('switch', { name: /^Hidden/ });
    expect(hidden).toBeChecked();
    expect(
      screen.getByText(
        'Not for sale: left out of the pricing page, and checkout refuses it. People already on it keep it, renew it and change its price.',
      ),
    ).toBeInTheDocument();
  });

  it('shows field errors before sending, and the server’s after', { timeout: 20_000 }, async () => {
    answerGets();
    fail.post('admin/plans', 422, {
      message: 'Unknown permission.',
      errors: {
        name: ['Taken.'],
        'prices.0.currency': ['Use a three-letter currency code such as USD.'],
      },
    });
    const { events } = renderWithProviders(<NewPlanPage />, {
      bootstrap,
      path: '/admin/plans/new',
    });
    await events.click(await screen.findByRole('button', { name: 'Add price' }));
    await events.click(screen.getByRole('button', { name: 'Create plan' }));
    // The name is required and the empty amount is no number: nothing is sent.
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    expect(sentRequests('post')).toEqual([]);

    await events.type(screen.getByRole('textbox', { name: /^Name/ }), 'Family');
    await events.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await events.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    expect(screen.getByText('Use a three-letter currency code such as USD.')).toBeInTheDocument();
  });

  it(
    'locks a price that has subscribers and keeps its id when saving',
    { timeout: 20_000 },
    async () => {
      const product = plan();
      answerGets(product);
      answer.put('admin/plans/:id', { product }, adminProductResponseSchema);
      const { events } = renderWithProviders(<EditPlanPage productId={3} />, {
        bootstrap,
        path: '/admin/plans/3/edit',
      });
      const row = await screen.findByTestId('price-row');
      expect(within(row).getByText(/2 subscribers/)).toBeInTheDocument();
      expect(within(row).getByRole('textbox', { name: 'Amount' })).toBeDisabled();
      expect(within(row).getByRole('combobox', { name: 'Interval' })).toBeDisabled();
      expect(within(row).getByRole('button', { name: 'Remove price 1' })).toBeDisabled();
      expect(screen.getByTestId('plan-sync-status')).toHaveTextContent('Off');

      await events.clear(screen.getByRole('textbox', { name: /^Name/ }));
      await events.type(screen.getByRole('textbox', { name: /^Name/ }), 'Premium+');
      await events.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(sentRequests('put')).not.toHaveLength(0));
      expect(sentRequests('put')[0]!.path).toBe('/api/v1/admin/plans/3');
      expect(sentRequests('put')[0]!.body).toMatchObject({
        name: 'Premium+',
        prices: [{ id: 11, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }],
      });
    },
  );
});
