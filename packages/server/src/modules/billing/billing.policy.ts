import {
  subscriptionFlags,
  type SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';
import type { InvoiceRow, SubscriptionRow } from '../../platform/db/schema';

/** Who may do what to which billing row: a user's billing is theirs alone. */

/** An invoice is its owner's; anyone else learns nothing of it (404, not 403). */
export function canViewInvoice(userId: number, invoice: Pick<InvoiceRow, 'user_id'>): boolean {
  return invoice.user_id === userId;
}

function flagsOf(row: SubscriptionRow, now: Date) {
  return subscriptionFlags(
    {
      status: row.status as SubscriptionStatus,
      ends_at: row.ends_at,
      grace_ends_at: row.grace_ends_at,
    },
    now,
  );
}

/** Changing plan or payment method needs a subscription that gives access now. */
export function canChange(row: SubscriptionRow, now: Date): boolean {
  return flagsOf(row, now).valid;
}

/** Cancel: a valid subscription that is not cancelled already. */
export function canCancel(row: SubscriptionRow, now: Date): boolean {
  return flagsOf(row, now).valid && row.status !== 'cancelled';
}

/** Renew (resume): only a cancelled one whose period has not ended. */
export function canRenew(row: SubscriptionRow, now: Date): boolean {
  return row.status === 'cancelled' && flagsOf(row, now).valid;
}
