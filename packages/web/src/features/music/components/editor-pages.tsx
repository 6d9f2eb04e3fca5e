import type { EditableTrack } from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { BarChart3, ExternalLink } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { PageError } from '@/components/ui/page-state';
import { errorStatus } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { useEditableAlbum, useEditableArtist, useEditableTrack } from '../api/music-api';
import { useAudioUpload } from '../hooks/use-audio-upload';
import { AlbumForm } from './album-form';
import { ArtistForm } from './artist-form';
import { TrackForm } from './track-form';

/** Where an editor page lives: backstage (the player frame) or the admin frame. */
export type EditorArea = 'backstage' | 'admin';

type Kind = 'tracks' | 'albums' | 'artists';

const editPath = (area: EditorArea, kind: Kind, id: number) => `/${area}/${kind}/${id}/edit`;

function EditorFrame({
  area,
  title,
  section,
  actions,
  children,
}: {
  area: EditorArea;
  title: string;
  section: { label: string; to: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  if (area === 'admin')
    return (
      <div className="space-y-6">
        <AdminPageHeader
          title={title}
          breadcrumbs={[section, { label: title, to: '' }]}
          actions={actions}
        />
        <div className="max-w-4xl">{children}</div>
      </div>
    );
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:px-8 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** 403 and 404 from the editor's API show the not-found page; other errors the route error. */
function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const status = errorStatus(error);
  if (status === 403 || status === 404) return <Navigate to={paths.notFound()} replace />;
  return <PageError error={error} retry={retry} />;
}

function Loading() {
  const t = useTrans();
  return <p className="p-8 text-sm text-muted">{t('Loading…')}</p>;
}

function ViewLinks({ kind, id, to }: { kind: Kind; id: number; to: string }) {
  const t = useTrans();
  return (
    <>
      <Link
        to={to}
        className="inline-flex h-8 items-center gap-1.5 rounded-button border border-divider px-3 text-xs font-semibold hover:bg-hover"
      >
        <ExternalLink className="size-3.5" aria-hidden />
        {t('View')}
      </Link>
      <Link
        to={paths.backstageInsights(kind, id)}
        className="inline-flex h-8 items-center gap-1.5 rounded-button border border-divider px-3 text-xs font-semibold hover:bg-hover"
      >
        <BarChart3 className="size-3.5" aria-hidden />
        {t('Insights')}
      </Link>
    </>
  );
}

function numberParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The list an editor page belongs to: the admin's list of the kind, or backstage's upload page. */
function editorSection(area: EditorArea, kind: Kind, label: string) {
  return { label, to: area === 'admin' ? `/admin/${kind}` : paths.backstageUpload() };
}

/**
 * An edit page: the entry the route names, once loaded, in its frame with links to its public
 * page and its insights; `children` renders the entry's form.
 */
function EditEntryPage<Entry extends { id: number; name: string }>({
  area,
  kind,
  id,
  query,
  sectionLabel,
  publicPath,
  children,
}: {
  area: EditorArea;
  kind: Kind;
  id: number | null;
  query: UseQueryResult<Entry>;
  sectionLabel: string;
  publicPath: (entry: Entry) => string;
  children: (entry: Entry) => ReactNode;
}) {
  const t = useTrans();
  if (!id) return <Navigate to={paths.notFound()} replace />;
  if (query.error) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const entry = query.data;
  return (
    <EditorFrame
      area={area}
      title={t('Edit “:name”', { name: entry.name })}
      section={editorSection(area, kind, sectionLabel)}
      actions={<ViewLinks kind={kind} id={entry.id} to={publicPath(entry)} />}
    >
      {children(entry)}
    </EditorFrame>
  );
}

export function EditTrackPage({ area }: { area: EditorArea }) {
  const t = useTrans();
  const id = numberParam(useParams().trackId);
  const query = useEditableTrack(id ?? 0);
  return (
    <EditEntryPage
      area={area}
      kind="tracks"
      id={id}
      query={query}
      sectionLabel={t('Tracks')}
      publicPath={paths.track}
    >
      {(track) => <TrackForm key={track.id} track={track} />}
    </EditEntryPage>
  );
}

/** Upload one audio file, then the track form; saving creates the track (`POST tracks`). */
export function NewTrackPage({ area }: { area: EditorArea }) {
  const t = useTrans();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [entry, setEntry] = useState<FileEntry | null>(null);
  const { progress, upload: uploadAudio } = useAudioUpload();
  const upload = async (file: File | undefined) => {
    const uploaded = file ? await uploadAudio(file) : null;
    if (uploaded) setEntry(uploaded);
  };
  const audio = entry?.audio;
  const prefill = entry
    ? ({
        name: audio?.title ?? entry.name.replace(/\.[^.]+$/, ''),
        artists: (audio?.artists ?? []).map((name, index) => ({
          id: -1 - index,
          name,
          image: null,
        })),
        number: audio?.trackNumber ?? null,
        genres: (audio?.genre ?? []).map((name, index) => ({ id: -1 - index, name, slug: name })),
        image: audio?.coverUrl ?? null,
      } as Partial<EditableTrack>)
    : null;
  return (
    <EditorFrame
      area={area}
      title={t('New track')}
      section={editorSection(area, 'tracks', t('Tracks'))}
    >
      {entry && prefill ? (
        <TrackForm
          track={null}
          fileEntryId={entry.id}
          prefill={prefill}
          onSaved={(track) => void navigate(editPath(area, 'tracks', track.id), { replace: true })}
        />
      ) : (
        <div className="rounded-panel border-2 border-dashed border-divider p-10 text-center">
          <p className="text-sm text-muted">{t('Start with the audio file of the track.')}</p>
          <input
            ref={input}
            type="file"
            accept="audio/*"
            hidden
            data-testid="new-track-audio-input"
            aria-label={t('Choose audio file')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button
            className="mt-4"
            isDisabled={progress !== null}
            onPress={() => input.current?.click()}
          >
            {progress !== null
              ? t('Uploading… :percent%', { percent: progress })
              : t('Choose audio file')}
          </Button>
        </div>
      )}
    </EditorFrame>
  );
}

export function EditAlbumPage({ area }: { area: EditorArea }) {
  const t = useTrans();
  const id = numberParam(useParams().albumId);
  const query = useEditableAlbum(id ?? 0);
  return (
    <EditEntryPage
      area={area}
      kind="albums"
      id={id}
      query={query}
      sectionLabel={t('Albums')}
      publicPath={paths.album}
    >
      {(album) => <AlbumForm key={album.id} album={album} />}
    </EditEntryPage>
  );
}

export function NewAlbumPage({ area }: { area: EditorArea }) {
  const t = useTrans();
  const navigate = useNavigate();
  return (
    <EditorFrame
      area={area}
      title={t('New album')}
      section={editorSection(area, 'albums', t('Albums'))}
    >
      <AlbumForm
        album={null}
        onSaved={(album) => void navigate(editPath(area, 'albums', album.id), { replace: true })}
      />
    </EditorFrame>
  );
}

export function EditArtistPage({ area }: { area: EditorArea }) {
  const t = useTrans();
  const id = numberParam(useParams().artistId);
  const query = useEditableArtist(id ?? 0);
  return (
    <EditEntryPage
      area={area}
      kind="artists"
      id={id}
      query={query}
      sectionLabel={t('Artists')}
      publicPath={paths.artist}
    >
      {(artist) => <ArtistForm key={artist.id} artist={artist} />}
    </EditEntryPage>
  );
}

/** Admin only: creating an artist needs music.update. */
export function NewArtistPage() {
  const t = useTrans();
  const navigate = useNavigate();
  return (
    <EditorFrame
      area="admin"
      title={t('New artist')}
      section={editorSection('admin', 'artists', t('Artists'))}
    >
      <ArtistForm
        artist={null}
        onSaved={(artist) =>
          void navigate(editPath('admin', 'artists', artist.id), { replace: true })
        }
      />
    </EditorFrame>
  );
}
