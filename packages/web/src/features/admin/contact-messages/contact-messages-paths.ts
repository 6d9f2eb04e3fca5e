/** The contact messages admin URLs (issue 18 §4). */
export const contactMessagesAdminPaths = {
  list: () => '/admin/contact-messages',
  show: (messageId: number) => `/admin/contact-messages/${messageId}`,
} as const;
