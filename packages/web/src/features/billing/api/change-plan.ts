import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProrationPreview, Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';
import { useSubscriptionChange } from './refresh-billing-state';

/**
 * POST billing/change-plan/preview: what changing to this price costs now (it changes nothing,
 * so it is read as a query).
 */
export async function previewPlanChange(priceId: number): Promise<ProrationPreview> {
  const { data } = await apiClient
    .answering('prorationPreviewResponseSchema')
    .post('billing/change-plan/preview', { price_id: priceId });
  return data.preview;
}

export const planChangePreviewQueryOptions = (priceId: number) =>
  queryOptions({
    queryKey: billingKeys.planChangePreview(priceId),
    queryFn: () => previewPlanChange(priceId),
    // A proration is worth a fresh look each time the page opens.
    staleTime: 0,
    retry: false,
  });

export function usePlanChangePreview(priceId: number) {
  return useQuery({ ...planChangePreviewQueryOptions(priceId), enabled: priceId > 0 });
}

/** POST billing/change-plan. */
export async function changePlan(priceId: number): Promise<Subscription> {
  const { data } = await apiClient
    .answering('subscriptionResponseSchema')
    .post('billing/change-plan', { price_id: priceId });
  return data.subscription;
}

export function useChangePlan() {
  return useSubscriptionChange(changePlan);
}
