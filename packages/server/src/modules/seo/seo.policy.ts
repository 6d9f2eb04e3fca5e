import { hasPermission, type GuestRole } from '@tonearm/shared/permissions/permissions';

/**
 * Whether a guest may play what a page shares (og:audio, oEmbed players): the guest role holds
 * music.view (embeds need music.view, no login).
 */
export function guestsMayListen(guestRole: GuestRole | null): boolean {
  return hasPermission({ user: null, guestRole }, 'music.view');
}
