import { MoreHorizontal, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

// The menu's code (react-aria's menu and popover, the actions' hooks) loads when a track menu
// first opens (not with every list of tracks).
const TrackMenuPopover = lazy(async () => ({
  default: (await import('./track-menu-popover')).TrackMenuPopover,
}));

export interface ExtraMenuAction {
  id: string;
  label: string;
  icon: ReactNode;
  onAction: () => void;
}

/** The per-track "…" menu: queue actions, playlists, repost, navigation, radio, share, download. */
export function TrackMenu({
  track,
  extra = [],
  className,
  open: heldOpen,
  onOpenChange,
}: {
  track: Track;
  extra?: ExtraMenuAction[];
  className?: string;
  /**
   * Whether the menu is open, when a list holds it: a row that is replaced (a reorderable
   * table swaps its plain rows for sortable ones once their code loads) keeps its menu open.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useTrans();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <>
      <Tooltip label={t('More options for :name', { name: track.name })}>
        <Button
          ref={triggerRef}
          aria-haspopup="menu"
          aria-expanded={open}
          onPress={() => setOpen(!open)}
          aria-label={t('More options for :name', { name: track.name })}
          data-testid="track-menu-button"
          className={
            className ??
            'grid size-8 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary'
          }
        >
          <MoreHorizontal aria-hidden className="size-5" />
        </Button>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <TrackMenuPopover
            track={track}
            extra={extra}
            triggerRef={triggerRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export const removeIcon = <Trash2 aria-hidden className="size-4" />;
