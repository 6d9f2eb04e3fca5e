import { BarChart3, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';

/**
 * Issue 15 §2: "Edit" (the backstage editor) and "Insights" for a track, album or artist the
 * caller may edit (the answer's `editable`); nothing for anyone else.
 */
export function EditEntries({
  kind,
  id,
  editable,
  className,
}: {
  kind: 'tracks' | 'albums' | 'artists';
  id: number;
  editable: boolean | undefined;
  /** The page's round icon-button look. */
  className: string;
}) {
  const t = useTrans();
  if (!editable) return null;
  const edit =
    kind === 'tracks'
      ? paths.backstageEditTrack(id)
      : kind === 'albums'
        ? paths.backstageEditAlbum(id)
        : paths.backstageEditArtist(id);
  return (
    <>
      <Tooltip label={t('Edit')}>
        <Link to={edit} aria-label={t('Edit')} className={className} data-testid="edit-entry">
          <Pencil aria-hidden className="size-5" />
        </Link>
      </Tooltip>
      <Tooltip label={t('Insights')}>
        <Link
          to={paths.backstageInsights(kind, id)}
          aria-label={t('Insights')}
          className={className}
        >
          <BarChart3 aria-hidden className="size-5" />
        </Link>
      </Tooltip>
    </>
  );
}
