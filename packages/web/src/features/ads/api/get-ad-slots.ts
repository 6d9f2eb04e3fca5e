import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdSlot } from '@tonearm/shared/ads/ads-settings';
import { apiClient, resolveApiUrl } from '@/lib/api-client';

export type AdSlotVersions = Partial<Record<AdSlot, string>>;

/** GET ads: the filled slots this visitor sees, each with its snippet's version. */
export async function getAdSlots(): Promise<AdSlotVersions> {
  const { data } = await apiClient.answering('adSlotsResponseSchema').get('ads');
  return data.slots;
}

/** Keyed by who asks: logging in or out (a new plan) asks again. */
export const adSlotsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['ads', 'slots', userId],
    queryFn: getAdSlots,
    staleTime: 5 * 60_000,
  });

export function useAdSlots(userId: number | null) {
  return useQuery(adSlotsQueryOptions(userId));
}

/** The ad document of a slot (GET ads/{slot}/frame): an iframe's src, never fetched by script. */
export function adFrameUrl(slot: AdSlot, version: string): string {
  return `${resolveApiUrl(`ads/${slot}/frame`)}?v=${encodeURIComponent(version)}`;
}
