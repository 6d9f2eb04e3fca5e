import type { AdminPage } from './admin-routes';

const customPages = () => import('./custom-pages-admin-routes');
const contactMessages = () => import('./contact-messages-admin-routes');

/** Custom pages (new, {pageId}/edit) and the contact form's messages. */
export const SITE_PAGES_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'custom-pages',
    permission: 'custom_pages.update',
    load: async () => (await customPages()).CustomPagesRoute,
  },
  {
    path: 'custom-pages/new',
    permission: 'custom_pages.update',
    load: async () => (await customPages()).NewCustomPageRoute,
  },
  {
    path: 'custom-pages/:pageId/edit',
    permission: 'custom_pages.update',
    load: async () => (await customPages()).EditCustomPageRoute,
  },
  {
    path: 'contact-messages',
    permission: 'settings.update',
    load: async () => (await contactMessages()).ContactMessagesRoute,
  },
  {
    path: 'contact-messages/:messageId',
    permission: 'settings.update',
    load: async () => (await contactMessages()).ContactMessageRoute,
  },
];
