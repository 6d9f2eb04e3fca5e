import { EditPlanPage } from '@/features/admin/billing/components/plan-editor-page';
import { SubscriptionPage } from '@/features/admin/billing/components/subscription-page';
import { IdParamRoute } from '../id-param-route';

export { NewPlanPage } from '@/features/admin/billing/components/plan-editor-page';
export { PlansPage } from '@/features/admin/billing/components/plans-page';
export { SubscriptionsPage } from '@/features/admin/billing/components/subscriptions-page';

/** `/admin/plans/:productId/edit`; an id that is not a whole number is not a page. */
export function EditPlanRoute() {
  return (
    <IdParamRoute param="productId" render={(id) => <EditPlanPage key={id} productId={id} />} />
  );
}

/** `/admin/subscriptions/:subscriptionId`. */
export function SubscriptionRoute() {
  return (
    <IdParamRoute
      param="subscriptionId"
      render={(id) => <SubscriptionPage key={id} subscriptionId={id} />}
    />
  );
}
