import { slugify, userProfilePath } from '@tonearm/shared/format/slugify';
import type { NotificationData } from '@tonearm/shared/notifications/notifications.schemas';
import { escapeHtml } from '../../platform/text/html-text';

/**
 * What each event's notification says, built in one place: names are escaped
 * before they go into a line's HTML, and the main action leads to the page the event concerns.
 */

const slugOr = (name: string) => slugify(name) || '-';
const artistPath = (artist: { id: number; name: string }) =>
  `/artist/${artist.id}/${slugOr(artist.name)}`;
const albumPath = (album: { id: number; name: string }, artistName: string) =>
  `/album/${album.id}/${slugOr(artistName)}/${slugOr(album.name)}`;
const trackPath = (track: { id: number; name: string }) =>
  `/track/${track.id}/${slugOr(track.name)}`;

export function newFollowerMessage(follower: {
  id: number;
  name: string;
  image: string | null;
}): NotificationData {
  const profile = userProfilePath(follower);
  return {
    image: follower.image,
    lines: [
      { type: 'primary', content: `<b>${escapeHtml(follower.name)}</b> started following you` },
    ],
    mainAction: { action: profile, label: 'View profile' },
  };
}

export function newReleaseMessage(release: {
  kind: 'album' | 'track';
  id: number;
  name: string;
  image: string | null;
  artist: { id: number; name: string };
}): NotificationData {
  const action =
    release.kind === 'album' ? albumPath(release, release.artist.name) : trackPath(release);
  return {
    image: release.image,
    lines: [
      {
        type: 'primary',
        content: `<b>${escapeHtml(release.artist.name)}</b> released a new ${release.kind}: <b>${escapeHtml(release.name)}</b>`,
      },
    ],
    mainAction: { action, label: release.kind === 'album' ? 'Open album' : 'Open track' },
    buttonActions: [{ label: 'View artist', action: artistPath(release.artist) }],
  };
}

export function commentMessage(comment: {
  kind: 'reply' | 'on_track';
  author: { name: string; image: string | null };
  track: { id: number; name: string };
  content: string;
}): NotificationData {
  const who = `<b>${escapeHtml(comment.author.name)}</b>`;
  const track = `<b>${escapeHtml(comment.track.name)}</b>`;
  const excerpt =
    comment.content.length > 140 ? `${comment.content.slice(0, 139)}…` : comment.content;
  return {
    image: comment.author.image,
    lines: [
      {
        type: 'primary',
        content:
          comment.kind === 'reply'
            ? `${who} replied to your comment on ${track}`
            : `${who} commented on your track ${track}`,
      },
      { type: 'other', content: escapeHtml(excerpt) },
    ],
    mainAction: { action: trackPath(comment.track), label: 'View comment' },
  };
}

export function backstageDecisionMessage(decision: {
  approved: boolean;
  artistName: string;
  notes?: string | null;
}): NotificationData {
  const name = `<b>${escapeHtml(decision.artistName)}</b>`;
  return {
    lines: [
      {
        type: 'primary',
        content: decision.approved
          ? `Your backstage request for ${name} was approved`
          : `Your backstage request for ${name} was denied`,
      },
      ...(decision.notes ? [{ type: 'other' as const, content: escapeHtml(decision.notes) }] : []),
    ],
    mainAction: decision.approved
      ? { action: '/backstage/upload', label: 'Upload music' }
      : { action: '/backstage/requests', label: 'View request' },
  };
}

export function renewalFailedMessage(options: {
  planName: string;
  graceEndsAt: string;
}): NotificationData {
  const until = new Date(options.graceEndsAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return {
    lines: [
      {
        type: 'primary',
        content: `We could not renew your <b>${escapeHtml(options.planName)}</b> subscription`,
      },
      {
        type: 'other',
        content: `You keep your access until ${escapeHtml(until)}. Update your payment method to keep it.`,
      },
    ],
    mainAction: { action: '/billing/change-payment-method', label: 'Update payment method' },
  };
}

export function endingSoonMessage(options: { planName: string; endsAt: string }): NotificationData {
  const on = new Date(options.endsAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return {
    lines: [
      {
        type: 'primary',
        content: `Your <b>${escapeHtml(options.planName)}</b> subscription ends on ${escapeHtml(on)}`,
      },
      { type: 'other', content: 'Resume it to keep your access.' },
    ],
    mainAction: { action: '/billing', label: 'Resume subscription' },
  };
}
