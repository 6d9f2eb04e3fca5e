import { postSubscriptionAction, useSubscriptionMutation } from './subscription-mutation';

export const changeSubscriptionPlan = ({ id, price_id }: { id: number; price_id: number }) =>
  postSubscriptionAction(id, 'change-plan', { price_id });

export const useChangeSubscriptionPlan = () => useSubscriptionMutation(changeSubscriptionPlan);
