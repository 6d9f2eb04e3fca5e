import { postSubscriptionAction, useSubscriptionMutation } from './subscription-mutation';

export const renewSubscription = (id: number) => postSubscriptionAction(id, 'renew');

export const useRenewSubscription = () => useSubscriptionMutation(renewSubscription);
