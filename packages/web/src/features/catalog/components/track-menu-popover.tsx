import {
  BarChart3,
  Download,
  Disc3,
  ListEnd,
  ListPlus,
  ListStart,
  Mic2,
  Pencil,
  Radio,
  Repeat2,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Menu, MenuItem, Separator } from 'react-aria-components';
import { OpenPopover } from '@/components/ui/open-popover';
import { useLocation, useNavigate } from 'react-router';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { useCanDownload } from '@/features/catalog/hooks/use-can-download';
import { useShareLink } from '@/features/catalog/hooks/use-share-link';
import { loadAddToPlaylistDialog, useRepost } from '@/features/library/public';
import { trackDownloadUrl, getPlayer } from '@/features/player/public';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

import type { ExtraMenuAction } from './track-menu';

const itemClass =
  'flex cursor-default items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[focused]:bg-hover data-[pressed]:bg-hover';

/** One entry of the menu: its icon, then what it does. */
function TrackMenuItem({
  id,
  icon: Icon,
  label,
}: {
  id: string;
  icon: LucideIcon;
  label: ReactNode;
}) {
  return (
    <MenuItem id={id} className={itemClass}>
      <Icon aria-hidden className="size-4" />
      {label}
    </MenuItem>
  );
}

/** The per-track menu's popover (track-menu.tsx), loaded when a track menu first opens. */
export function TrackMenuPopover({
  track,
  extra,
  triggerRef,
  onClose,
}: {
  track: Track;
  extra: ExtraMenuAction[];
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const share = useShareLink();
  const canDownload = useCanDownload();
  const repost = useRepost('track', track);
  const artist = track.artists[0];

  const actions: Record<string, () => void> = {
    'play-next': () => {
      getPlayer().playNext(track);
      toast(t('Playing next'));
    },
    'add-to-queue': () => {
      getPlayer().addToQueue(track);
      toast(t('Added to queue'));
    },
    'add-to-playlist': () => {
      if (!user) return void navigate(paths.login(location.pathname));
      // The dialog's form code loads when it first opens, not with every list of tracks.
      void loadAddToPlaylistDialog().then(({ AddToPlaylistDialog }) =>
        openDialog((close) => <AddToPlaylistDialog trackIds={[track.id]} close={close} />, {
          label: t('Add to playlist'),
        }),
      );
    },
    repost: repost.toggle,
    radio: () => void navigate(paths.radio('track', track)),
    artist: () => artist && void navigate(paths.artist(artist)),
    album: () => track.album && void navigate(paths.album(track.album)),
    share: () => share(paths.track(track)),
    download: () => {
      window.location.href = trackDownloadUrl(track.id);
    },
    // The track's editor and insights, for whoever may edit it.
    edit: () => void navigate(paths.backstageEditTrack(track.id)),
    insights: () => void navigate(paths.backstageInsights('tracks', track.id)),
  };
  for (const action of extra) actions[action.id] = action.onAction;

  return (
    <OpenPopover
      triggerRef={triggerRef}
      onClose={onClose}
      className="min-w-56 rounded-xl border border-divider bg-bg p-1.5 shadow-2xl outline-none data-[entering]:animate-in"
    >
      <Menu
        aria-label={t('Track options')}
        autoFocus="first"
        onClose={onClose}
        className="outline-none"
        onAction={(key) => actions[String(key)]?.()}
      >
        <TrackMenuItem id="play-next" icon={ListStart} label={t('Play next')} />
        <TrackMenuItem id="add-to-queue" icon={ListEnd} label={t('Add to queue')} />
        <TrackMenuItem id="add-to-playlist" icon={ListPlus} label={t('Add to playlist')} />
        <TrackMenuItem
          id="repost"
          icon={Repeat2}
          label={repost.reposted ? t('Remove repost') : t('Repost')}
        />
        {extra.map((action) => (
          <MenuItem key={action.id} id={action.id} className={itemClass}>
            {action.icon}
            {action.label}
          </MenuItem>
        ))}
        <Separator className="my-1 h-px bg-divider" />
        <TrackMenuItem id="radio" icon={Radio} label={t('Go to track radio')} />
        {artist ? <TrackMenuItem id="artist" icon={Mic2} label={t('Go to artist')} /> : null}
        {track.album ? <TrackMenuItem id="album" icon={Disc3} label={t('Go to album')} /> : null}
        <TrackMenuItem id="share" icon={Share2} label={t('Copy link')} />
        {canDownload ? <TrackMenuItem id="download" icon={Download} label={t('Download')} /> : null}
        {track.editable ? (
          <>
            <Separator className="my-1 h-px bg-divider" />
            <TrackMenuItem id="edit" icon={Pencil} label={t('Edit')} />
            <TrackMenuItem id="insights" icon={BarChart3} label={t('Insights')} />
          </>
        ) : null}
      </Menu>
    </OpenPopover>
  );
}
