import { useParams } from 'react-router';
import { EditPlanPage, NewPlanPage } from '@/features/admin/billing/components/plan-editor-page';
import { PlansPage } from '@/features/admin/billing/components/plans-page';
import { SubscriptionPage } from '@/features/admin/billing/components/subscription-page';
import { SubscriptionsPage } from '@/features/admin/billing/components/subscriptions-page';
import { NotFoundRoute } from '../not-found-route';

/** A whole-number id from the URL, or NaN. */
function idParam(value: string | undefined): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : NaN;
}

/** `/admin/plans` (plans.update). */
export function PlansRoute() {
  return <PlansPage />;
}

/** `/admin/plans/new`. */
export function NewPlanRoute() {
  return <NewPlanPage />;
}

/** `/admin/plans/:productId/edit`; an id that is not a whole number is not a page. */
export function EditPlanRoute() {
  const id = idParam(useParams().productId);
  if (Number.isNaN(id)) return <NotFoundRoute />;
  return <EditPlanPage key={id} productId={id} />;
}

/** `/admin/subscriptions` (subscriptions.update). */
export function SubscriptionsRoute() {
  return <SubscriptionsPage />;
}

/** `/admin/subscriptions/:subscriptionId`. */
export function SubscriptionRoute() {
  const id = idParam(useParams().subscriptionId);
  if (Number.isNaN(id)) return <NotFoundRoute />;
  return <SubscriptionPage key={id} subscriptionId={id} />;
}
