import type { EditableAlbum, EditableTrack } from '@tonearm/shared/music/music.schemas';
import { clsx } from 'clsx';
import { ChevronDown, ChevronRight, Disc3, Music } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { isProcessing, useDrafts, usePublishMusic } from '../api/music-api';
import { TrackForm } from './track-form';

export interface DraftGroup {
  album: EditableAlbum | null;
  tracks: EditableTrack[];
}

/**
 * Drafts grouped by album: each album (in the answer's order) with its tracks by number, then
 * the tracks on no album (or on an album that is not a draft), newest first.
 */
export function groupDrafts(tracks: EditableTrack[], albums: EditableAlbum[]): DraftGroup[] {
  const groups: DraftGroup[] = [];
  const placed = new Set<number>();
  for (const album of albums) {
    const own = tracks
      .filter((track) => track.album_id === album.id)
      .sort((a, b) => (a.number ?? 9999) - (b.number ?? 9999) || a.id - b.id);
    own.forEach((track) => placed.add(track.id));
    if (own.length) groups.push({ album, tracks: own });
  }
  const singles = tracks.filter((track) => !placed.has(track.id));
  if (singles.length) groups.push({ album: null, tracks: singles });
  return groups;
}

function artistNames(artists: { name: string }[]): string {
  return artists.map((artist) => artist.name).join(', ');
}

function ProcessingState({ track }: { track: EditableTrack }) {
  const t = useTrans();
  if (track.processing === 'failed')
    return (
      <p className="text-xs text-danger" data-testid="draft-error">
        {track.processing_error ?? t('Processing failed')}
      </p>
    );
  if (isProcessing(track)) {
    const value = Math.max(0, Math.min(100, track.processing_progress));
    return (
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={t('Processing :name', { name: track.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-1.5 w-32 overflow-hidden rounded-full bg-fg/10"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${value}%` }}
          />
        </div>
        <span className="text-xs text-muted tabular-nums">
          {track.processing === 'queued' ? t('Queued') : `${value}%`}
        </span>
      </div>
    );
  }
  return <span className="text-xs text-emerald-600">{t('Ready')}</span>;
}

function DraftRow({
  track,
  selected,
  onSelect,
}: {
  track: EditableTrack;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const t = useTrans();
  const [open, setOpen] = useState(false);
  const formId = `draft-${track.id}-form`;
  return (
    <li data-testid="draft-row" data-track-id={track.id} className="py-3">
      <div className="flex items-center gap-3">
        <Checkbox isSelected={selected} onChange={onSelect}>
          <span className="sr-only">{t('Select :name', { name: track.name })}</span>
        </Checkbox>
        <div className="grid size-10 shrink-0 place-items-center overflow-hidden rounded bg-fg/5">
          {track.image ? (
            <img src={track.image} alt="" className="size-full object-cover" />
          ) : (
            <Music className="size-4 text-muted" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="draft-title">
            {track.number ? (
              <span className="mr-1.5 text-muted tabular-nums">{track.number}.</span>
            ) : null}
            {track.name}
          </p>
          <p className="truncate text-xs text-muted">{artistNames(track.artists)}</p>
          {track.genres.length || track.tags.length ? (
            <p className="mt-1 flex flex-wrap gap-1" data-testid="draft-tags">
              {[...track.genres.map((g) => g.name), ...track.tags.map((tag) => tag.name)].map(
                (name) => (
                  <span key={name} className="rounded-full bg-fg/10 px-2 py-0.5 text-[11px]">
                    {name}
                  </span>
                ),
              )}
            </p>
          ) : null}
          <div className="mt-1">
            <ProcessingState track={track} />
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={formId}
          onPress={() => setOpen(!open)}
        >
          {open ? (
            <ChevronDown className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          )}
          {t('Edit')}
        </Button>
      </div>
      {open ? (
        <div id={formId} className="mt-4 md:pl-8">
          <TrackForm track={track} compact />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The caller's drafts below the uploader: grouped by album, processing shown as
 * it goes (asked again every 2 s while a track is queued or processing), each row editable in
 * place, and published one, several, an album or all at once.
 */
export function DraftsList() {
  const t = useTrans();
  const drafts = useDrafts();
  const publish = usePublishMusic();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const tracks = drafts.data?.tracks ?? [];
  const groups = groupDrafts(tracks, drafts.data?.albums ?? []);
  const chosen = tracks.filter((track) => selected.has(track.id)).map((track) => track.id);

  const run = (input: { track_ids?: number[]; album_ids?: number[] }) =>
    publish.mutate(input, {
      onSuccess: (published) => {
        setSelected((old) => new Set([...old].filter((id) => !published.some((p) => p.id === id))));
        const first = published[0];
        if (!first) return;
        toast.positive(
          published.length === 1
            ? t('Published “:name”', { name: first.name })
            : t(':count tracks published', { count: published.length }),
          { action: { label: 'View', target: paths.track(first) } },
        );
      },
      onError: (error) => showHttpErrorToast(error),
    });

  if (drafts.isLoading) return <p className="text-sm text-muted">{t('Loading drafts…')}</p>;
  if (!tracks.length)
    return (
      <p
        className="rounded-panel border border-dashed border-divider p-6 text-center text-sm text-muted"
        data-testid="drafts-empty"
      >
        {t('No drafts. Uploaded tracks show up here to check and publish.')}
      </p>
    );

  return (
    <section aria-labelledby="drafts-heading" data-testid="drafts-list" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          {t('Drafts')} <span className="text-muted">({tracks.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!chosen.length || publish.isPending}
            onPress={() => run({ track_ids: chosen })}
          >
            {t('Publish selected (:count)', { count: chosen.length })}
          </Button>
          <Button
            size="sm"
            isDisabled={publish.isPending}
            onPress={() =>
              run({
                track_ids: groups
                  .filter((g) => !g.album)
                  .flatMap((g) => g.tracks.map((tr) => tr.id)),
                album_ids: groups.flatMap((g) => (g.album ? [g.album.id] : [])),
              })
            }
          >
            {t('Publish all')}
          </Button>
        </div>
      </div>
      {groups.map((group) => (
        <div
          key={group.album?.id ?? 'singles'}
          className="rounded-panel border border-divider p-4"
          data-testid="draft-group"
        >
          <div className="flex items-center gap-3">
            <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded bg-fg/5">
              {group.album?.image ? (
                <img src={group.album.image} alt="" className="size-full object-cover" />
              ) : (
                <Disc3 className="size-5 text-muted" aria-hidden />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="truncate font-semibold" data-testid="draft-group-title">
                {group.album ? group.album.name : t('Singles')}
              </h3>
              {group.album ? (
                <p className="truncate text-sm text-muted">{artistNames(group.album.artists)}</p>
              ) : null}
            </div>
            {group.album ? (
              <Button
                variant="secondary"
                size="sm"
                isDisabled={publish.isPending}
                onPress={() => run({ album_ids: [group.album!.id] })}
              >
                {t('Publish album')}
              </Button>
            ) : null}
          </div>
          <ul className={clsx('mt-2 divide-y divide-divider')}>
            {group.tracks.map((track) => (
              <DraftRow
                key={track.id}
                track={track}
                selected={selected.has(track.id)}
                onSelect={(on) =>
                  setSelected((old) => {
                    const next = new Set(old);
                    if (on) next.add(track.id);
                    else next.delete(track.id);
                    return next;
                  })
                }
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
