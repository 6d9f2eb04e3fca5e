/** Query keys of the notifications feature; `all` covers every one. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  subscriptions: ['notifications', 'subscriptions'] as const,
  browserPush: ['notifications', 'browser-push'] as const,
};
