import { slugify } from '@tonearm/shared/format/slugify';

/** Typed URL builders for every route the shell knows (DESIGN §2 config/paths.ts). */
export const paths = {
  home: () => '/',
  landing: () => '/landing',
  login: (redirect?: string) =>
    redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string, email?: string) =>
    `/password/reset/${encodeURIComponent(token)}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  workspaceRegister: () => '/workspace/join/register',
  accountSettings: () => '/account-settings',
  notifications: () => '/notifications',
  notificationSettings: () => '/notifications/settings',
  billing: () => '/billing',
  pricing: () => '/pricing',
  admin: () => '/admin',
  search: (query?: string) => (query ? `/search/${encodeURIComponent(query)}` : '/search'),
  library: () => '/library',
  notFound: () => '/404',
  userProfile: (user: { id: number; name: string }) => {
    const slug = slugify(user.name);
    return slug ? `/user/${user.id}/${slug}` : `/user/${user.id}`;
  },
  customPage: (slug: string) => `/pages/${slug}`,
  backstageUpload: () => '/backstage/upload',
} as const;
