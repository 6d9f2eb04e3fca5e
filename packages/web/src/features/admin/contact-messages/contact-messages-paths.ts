/** The contact messages admin URLs. */
export const contactMessagesAdminPaths = {
  list: () => '/admin/contact-messages',
  show: (messageId: number) => `/admin/contact-messages/${messageId}`,
} as const;
