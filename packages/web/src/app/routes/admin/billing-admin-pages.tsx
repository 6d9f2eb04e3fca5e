import type { AdminPage } from './admin-routes';

const routes = () => import('./billing-admin-routes');

/** Billing admin: plans (new, {productId}/edit) and subscriptions (list, view). */
export const BILLING_ADMIN_PAGES: AdminPage[] = [
  { path: 'plans', permission: 'plans.update', load: async () => (await routes()).PlansRoute },
  {
    path: 'plans/new',
    permission: 'plans.update',
    load: async () => (await routes()).NewPlanRoute,
  },
  {
    path: 'plans/:productId/edit',
    permission: 'plans.update',
    load: async () => (await routes()).EditPlanRoute,
  },
  {
    path: 'subscriptions',
    permission: 'subscriptions.update',
    load: async () => (await routes()).SubscriptionsRoute,
  },
  {
    path: 'subscriptions/:subscriptionId',
    permission: 'subscriptions.update',
    load: async () => (await routes()).SubscriptionRoute,
  },
];
