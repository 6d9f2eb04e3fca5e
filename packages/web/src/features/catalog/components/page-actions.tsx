import { Radio, Share2, Shuffle } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import {
  useCollectionPlayback,
  usePlayCollection,
  type CollectionType,
} from '@/features/catalog/hooks/use-play-collection';
import { useShareLink } from '@/features/catalog/hooks/use-share-link';
import { PlayButton } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';

/** The round icon buttons in the header of an album, artist, playlist or track page. */
export const actionIconButton =
  'grid size-10 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary';

/** Copies the link of the page's item (an app path) to the clipboard. */
export function CopyLinkButton({ path }: { path: string }) {
  const t = useTrans();
  const share = useShareLink();
  return (
    <Tooltip label={t('Copy link')}>
      <Button aria-label={t('Copy link')} onPress={() => share(path)} className={actionIconButton}>
        <Share2 aria-hidden className="size-5" />
      </Button>
    </Tooltip>
  );
}

/** Opens the radio seeded by the page's item. */
export function RadioLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} className={actionIconButton}>
      <Radio aria-hidden className="size-5" />
    </Link>
  );
}

interface CollectionActionProps {
  type: CollectionType;
  item: { id: number; name: string };
}

/** The big play button of an album's, artist's or playlist's page: plays all of it. */
export function PlayCollectionButton({ type, item }: CollectionActionProps) {
  const playback = useCollectionPlayback(type, item);
  return <PlayButton size="xl" label={item.name} {...playback} />;
}

/** Plays all of an album or playlist in shuffled order. */
export function ShuffleCollectionButton({ type, item }: CollectionActionProps) {
  const t = useTrans();
  const play = usePlayCollection();
  return (
    <Tooltip label={t('Shuffle play')}>
      <Button
        aria-label={t('Shuffle play')}
        onPress={() => void play(type, item.id, item.name, { shuffle: true })}
        className={actionIconButton}
      >
        <Shuffle aria-hidden className="size-5" />
      </Button>
    </Tooltip>
  );
}
