import { Radio, Share2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { useShareLink } from '@/features/catalog/hooks/use-share-link';
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
