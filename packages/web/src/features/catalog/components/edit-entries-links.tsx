import { BarChart3, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import type { EditEntriesProps } from './edit-entries';
import { actionIconButton } from './page-actions';

/** The links of `EditEntries`, in a chunk of their own: only people who may edit load them. */
export function EditEntriesLinks({ kind, id }: EditEntriesProps) {
  const t = useTrans();
  const edit =
    kind === 'tracks'
      ? paths.backstageEditTrack(id)
      : kind === 'albums'
        ? paths.backstageEditAlbum(id)
        : paths.backstageEditArtist(id);
  return (
    <>
      <Tooltip label={t('Edit')}>
        <Link
          to={edit}
          aria-label={t('Edit')}
          className={actionIconButton}
          data-testid="edit-entry"
        >
          <Pencil aria-hidden className="size-5" />
        </Link>
      </Tooltip>
      <Tooltip label={t('Insights')}>
        <Link
          to={paths.backstageInsights(kind, id)}
          aria-label={t('Insights')}
          className={actionIconButton}
        >
          <BarChart3 aria-hidden className="size-5" />
        </Link>
      </Tooltip>
    </>
  );
}
