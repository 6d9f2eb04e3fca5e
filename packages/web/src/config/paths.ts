import { slugify } from '@tonearm/shared/format/slugify';

/** Typed URL builders for every route the shell knows (config/paths.ts). */
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
  // The web player.
  lyrics: () => '/lyrics',
  artist: (artist: { id: number; name: string }) => withSlug(`/artist/${artist.id}`, artist.name),
  album: (album: { id: number; name: string; artists?: { name: string }[] }) =>
    `/album/${album.id}/${slugOr(album.artists?.[0]?.name)}/${slugOr(album.name)}`,
  albumEmbed: (album: { id: number; name: string; artists?: { name: string }[] }) =>
    `${paths.album(album)}/embed`,
  track: (track: { id: number; name: string }) => `/track/${track.id}/${slugOr(track.name)}`,
  trackEmbed: (track: { id: number; name: string }) => `${paths.track(track)}/embed`,
  playlist: (playlist: { id: number; name: string }) =>
    `/playlist/${playlist.id}/${slugOr(playlist.name)}`,
  tag: (name: string, tab?: 'tracks' | 'albums') =>
    `/tag/${encodeURIComponent(name)}${tab ? `/${tab}` : ''}`,
  userProfileTab: (user: { id: number; name: string }, tab?: string) =>
    `/user/${user.id}/${slugOr(user.name)}${tab ? `/${tab}` : ''}`,
  radio: (seedType: string, seed: { id: number; name: string }) =>
    `/radio/${seedType}/${seed.id}/${slugOr(seed.name)}`,
  searchTab: (query: string, tab?: string) =>
    `/search/${encodeURIComponent(query)}${tab ? `/${tab}` : ''}`,
  librarySongs: () => '/library/songs',
  libraryPlaylists: () => '/library/playlists',
  libraryAlbums: () => '/library/albums',
  libraryArtists: () => '/library/artists',
  libraryHistory: () => '/library/history',
  channel: (slugOrId: string | number, restriction?: string) =>
    `/channel/${slugOrId}${restriction ? `/${encodeURIComponent(restriction)}` : ''}`,
  // Backstage and editors
  adminUpload: () => '/admin/upload',
  backstageNewTrack: () => '/backstage/tracks/new',
  backstageEditTrack: (id: number) => `/backstage/tracks/${id}/edit`,
  backstageNewAlbum: () => '/backstage/albums/new',
  backstageEditAlbum: (id: number) => `/backstage/albums/${id}/edit`,
  backstageEditArtist: (id: number) => `/backstage/artists/${id}/edit`,
  adminNewTrack: () => '/admin/tracks/new',
  adminEditTrack: (id: number) => `/admin/tracks/${id}/edit`,
  adminNewAlbum: () => '/admin/albums/new',
  adminEditAlbum: (id: number) => `/admin/albums/${id}/edit`,
  adminNewArtist: () => '/admin/artists/new',
  adminEditArtist: (id: number) => `/admin/artists/${id}/edit`,
  backstageInsights: (kind: 'tracks' | 'albums' | 'artists', id: number) =>
    `/backstage/${kind}/${id}/insights`,
  // Pricing, checkout and the billing area ("Billing and pricing").
  checkout: (productId: number | string, priceId: number | string) =>
    `/checkout/${productId}/${priceId}`,
  checkoutDone: (
    productId: number | string,
    priceId: number | string,
    gateway: 'stripe' | 'paypal',
  ) => `/checkout/${productId}/${priceId}/${gateway}/done`,
  registerFromPricing: () => '/register?redirectFrom=pricing',
  billingChangePaymentMethod: () => '/billing/change-payment-method',
  billingChangePaymentMethodDone: () => '/billing/change-payment-method/done',
  billingChangePlan: () => '/billing/change-plan',
  billingConfirmPlanChange: (productId: number, priceId: number) =>
    `/billing/change-plan/${productId}/${priceId}/confirm`,
  billingCancel: () => '/billing/cancel',
  billingRenew: () => '/billing/renew',
  billingInvoice: (id: number) => `/billing/invoices/${id}`,
} as const;

function slugOr(name: string | undefined): string {
  return slugify(name ?? '') || '-';
}

function withSlug(base: string, name: string): string {
  const slug = slugify(name);
  return slug ? `${base}/${slug}` : base;
}
