import type { BillingCycle } from '@tonearm/shared/billing/billing.schemas';
import { useTrans } from '@/lib/i18n';
import { SegmentedChoice } from './segmented-choice';

/** Pricing: the yearly (default) / monthly toggle. */
export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const t = useTrans();
  return (
    <SegmentedChoice
      label={t('Billing cycle')}
      hideLabel
      value={value}
      onChange={onChange}
      testId="billing-cycle"
      options={[
        { value: 'yearly', label: t('Yearly') },
        { value: 'monthly', label: t('Monthly') },
      ]}
    />
  );
}
