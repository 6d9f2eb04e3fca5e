import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice, invoiceSellerSchema } from '@tonearm/shared/billing/billing.schemas';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/** GET billing/invoices/{id}: one of the user's own invoices and who issued it. */
export async function getInvoice(id: number): Promise<{ invoice: Invoice; seller: InvoiceSeller }> {
  const { data } = await apiClient.answering('invoiceResponseSchema').get(`billing/invoices/${id}`);
  return data;
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: number) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: id > 0 });
}
