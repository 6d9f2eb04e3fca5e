import type { ProductInput } from '@tonearm/shared/billing/billing.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { Services } from '../../container';

/** The seed acts as the site itself: any permission may go into a plan (never `admin`). */
const SEED_CONTEXT: PermissionContext = {
  user: { id: 0, permissions: [{ name: 'admin', restrictions: [] }] },
  guestRole: null,
};

const plan = (values: Partial<ProductInput> & Pick<ProductInput, 'name'>): ProductInput => ({
  description: null,
  hidden: false,
  free: false,
  recommended: false,
  feature_list: [],
  position: 0,
  prices: [],
  permissions: [],
  ...values,
});

/** Plain grants of `names`, without restrictions. */
const grants = (...names: string[]): ProductInput['permissions'] =>
  names.map((name) => ({ name, restrictions: [] }));

/** A price in US dollars per month and one per year. */
const monthlyAndYearly = (monthly: number, yearly: number): ProductInput['prices'] => [
  { amount: monthly, currency: 'USD', interval: 'month', interval_count: 1 },
  { amount: yearly, currency: 'USD', interval: 'year', interval_count: 1 },
];

/**
 * Demo plans: a free plan and two paid ones with monthly and yearly prices, the
 * middle one recommended. Every registered user already listens and downloads (the default
 * role); paid plans add uploading, within limits on Premium (restrictions).
 */
export const DEMO_PLANS: ProductInput[] = [
  plan({
    name: 'Free',
    description: 'Listen to the whole catalog, with ads.',
    free: true,
    position: 1,
    feature_list: ['Unlimited listening', 'Create playlists', 'Follow artists'],
    permissions: grants('music.view'),
  }),
  plan({
    name: 'Premium',
    description: 'Ad-free listening, downloads and your own uploads.',
    recommended: true,
    position: 2,
    feature_list: [
      'Everything in Free',
      'Ad-free listening',
      'Download tracks',
      'Upload up to 50 tracks',
    ],
    prices: monthlyAndYearly(9.99, 99.99),
    permissions: [
      ...grants('music.view', 'music.download', 'ads.hide'),
      {
        name: 'music.create',
        restrictions: [
          { name: 'count', value: 100 },
          { name: 'tracks', value: 50 },
        ],
      },
    ],
  }),
  plan({
    name: 'Pro',
    description: 'For artists: unlimited uploads and the API.',
    position: 3,
    feature_list: [
      'Everything in Premium',
      'Unlimited uploads',
      'API access and tokens',
      'Priority support',
    ],
    prices: monthlyAndYearly(14.99, 149.99),
    permissions: grants('music.view', 'music.download', 'music.create', 'api.access', 'ads.hide'),
  }),
];

/**
 * Seeds the demo plans and switches billing on with the built-in test gateway, so a newcomer
 * sees a real pricing page and can subscribe at once. Runs only on the start that
 * seeded the demo catalog (main.ts), and never where plans already exist.
 */
export async function seedDemoPlans(
  services: Services,
  options: { log?: { info: (msg: string) => void } } = {},
): Promise<boolean> {
  if (
    (await services.plans.list({ page: 1, perPage: 1, orderBy: 'position', orderDir: 'asc' }))
      .total > 0
  )
    return false;
  for (const input of DEMO_PLANS) await services.plans.create(SEED_CONTEXT, input);
  await services.settings.update({ 'billing.enable': true, 'billing.test_gateway.enable': true });
  options.log?.info(`demo plans seeded: ${DEMO_PLANS.map((p) => p.name).join(', ')}`);
  return true;
}
