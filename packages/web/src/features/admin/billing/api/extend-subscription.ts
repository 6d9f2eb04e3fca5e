import { postSubscriptionAction, useSubscriptionMutation } from './subscription-mutation';

/** `until`: the new renewal or end date, ISO with an offset. */
export const extendSubscription = ({ id, until }: { id: number; until: string }) =>
  postSubscriptionAction(id, 'extend', { until });

export const useExtendSubscription = () =>
  useSubscriptionMutation(extendSubscription, { showErrorToast: false });
