import { postSubscriptionAction, useSubscriptionMutation } from './subscription-mutation';

/** `immediately` ends access now; otherwise at the end of the paid period. */
export const cancelSubscription = ({ id, immediately }: { id: number; immediately: boolean }) =>
  postSubscriptionAction(id, 'cancel', { immediately });

export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
