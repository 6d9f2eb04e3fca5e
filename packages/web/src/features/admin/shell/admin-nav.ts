import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import {
  BadgeDollarSign,
  BarChart3,
  CreditCard,
  Disc3,
  FileText,
  HardDrive,
  Inbox,
  Languages,
  LayoutList,
  Mail,
  ListMusic,
  Megaphone,
  MessageSquare,
  Mic2,
  Palette,
  Music,
  ScrollText,
  Settings,
  Shapes,
  ShieldCheck,
  Tag,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type AdminNavGroupId = 'reports' | 'music' | 'people' | 'monetization' | 'site' | 'system';

export interface AdminNavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The link shows only to holders of this permission (`admin` grants all). */
  permission: string;
  /** Active only on this exact path (the `/admin` index), not on its children. */
  end?: boolean;
}

export interface AdminNavGroup {
  id: AdminNavGroupId;
  label: string;
  entries: AdminNavEntry[];
}

/**
 * The admin sidebar, grouped by purpose, in this order. Later issues add a page
 * with one line in its group (channels and tracks under Music, plans under Monetization, pages
 * and appearance under Site…). A group without a visible entry is hidden.
 */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    id: 'reports',
    label: 'Reports',
    entries: [
      { label: 'Reports', to: '/admin', icon: BarChart3, permission: 'admin.access', end: true },
    ],
  },
  {
    id: 'music',
    label: 'Music',
    entries: [
      { label: 'Channels', to: '/admin/channels', icon: LayoutList, permission: 'music.update' },
      { label: 'Tracks', to: '/admin/tracks', icon: Music, permission: 'music.update' },
      { label: 'Albums', to: '/admin/albums', icon: Disc3, permission: 'music.update' },
      { label: 'Artists', to: '/admin/artists', icon: Mic2, permission: 'music.update' },
      { label: 'Upload', to: '/admin/upload', icon: Upload, permission: 'music.create' },
      {
        label: 'Backstage requests',
        to: '/admin/backstage-requests',
        icon: Inbox,
        permission: 'music.update',
      },
      { label: 'Genres', to: '/admin/genres', icon: Shapes, permission: 'music.update' },
      { label: 'Tags', to: '/admin/tags', icon: Tag, permission: 'tags.update' },
      { label: 'Playlists', to: '/admin/playlists', icon: ListMusic, permission: 'music.update' },
      { label: 'Lyrics', to: '/admin/lyrics', icon: FileText, permission: 'music.update' },
      {
        label: 'Comments',
        to: '/admin/comments',
        icon: MessageSquare,
        permission: 'music.update',
      },
    ],
  },
  {
    id: 'people',
    label: 'People',
    entries: [
      { label: 'Users', to: '/admin/users', icon: Users, permission: 'users.update' },
      { label: 'Roles', to: '/admin/roles', icon: ShieldCheck, permission: 'roles.update' },
    ],
  },
  {
    id: 'monetization',
    label: 'Monetization',
    entries: [
      { label: 'Plans', to: '/admin/plans', icon: BadgeDollarSign, permission: 'plans.update' },
      {
        label: 'Subscriptions',
        to: '/admin/subscriptions',
        icon: CreditCard,
        permission: 'subscriptions.update',
      },
      { label: 'Ads', to: '/admin/ads', icon: Megaphone, permission: 'settings.update' },
    ],
  },
  {
    id: 'site',
    label: 'Site',
    entries: [
      { label: 'Settings', to: '/admin/settings', icon: Settings, permission: 'settings.update' },
      {
        label: 'Appearance',
        to: '/admin/appearance',
        icon: Palette,
        permission: 'appearance.update',
      },
      {
        label: 'Localizations',
        to: '/admin/localizations',
        icon: Languages,
        permission: 'localizations.update',
      },
      {
        label: 'Custom pages',
        to: '/admin/custom-pages',
        icon: FileText,
        permission: 'custom_pages.update',
      },
      {
        label: 'Contact messages',
        to: '/admin/contact-messages',
        icon: Mail,
        permission: 'settings.update',
      },
    ],
  },
  {
    id: 'system',
    label: 'System',
    entries: [
      { label: 'Files', to: '/admin/files', icon: HardDrive, permission: 'files.update' },
      { label: 'Logs', to: '/admin/logs', icon: ScrollText, permission: 'logs.view' },
    ],
  },
];

/** The groups and links this visitor may see; groups left empty are dropped. */
export function visibleAdminNav(
  ctx: PermissionContext,
  groups: AdminNavGroup[] = ADMIN_NAV,
): AdminNavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => hasPermission(ctx, entry.permission)),
    }))
    .filter((group) => group.entries.length > 0);
}
