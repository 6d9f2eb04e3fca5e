/** The admin plans and subscriptions pages' URLs (admin: plans, subscriptions). */
export const billingAdminPaths = {
  plans: () => '/admin/plans',
  newPlan: () => '/admin/plans/new',
  editPlan: (productId: number) => `/admin/plans/${productId}/edit`,
  subscriptions: () => '/admin/subscriptions',
  subscription: (subscriptionId: number) => `/admin/subscriptions/${subscriptionId}`,
  settings: () => '/admin/settings/subscriptions',
} as const;
