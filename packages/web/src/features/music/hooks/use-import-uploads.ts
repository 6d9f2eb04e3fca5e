import { useQueryClient } from '@tanstack/react-query';
import type { DraftsResponse, EditableTrack } from '@tonearm/shared/music/music.schemas';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import {
  type UploadNote,
  useUploadQueue,
  uploadQueue as defaultQueue,
  type UploadItem,
  type UploadQueue,
} from '@/features/uploads/public';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { importUpload, musicKeys } from '../api/music-api';

const AUDIO_EXTENSIONS = new Set([
  'mp3',
  'flac',
  'wav',
  'ogg',
  'oga',
  'opus',
  'm4a',
  'aac',
  'aif',
  'aiff',
  'wma',
  'webm',
]);

/** Whether a finished upload is audio to import (by its mime, its tags or its extension). */
export function isAudioUpload(item: UploadItem): boolean {
  const entry = item.entry;
  return (
    !!entry?.audio ||
    item.file.mime.startsWith('audio/') ||
    !!entry?.mime.startsWith('audio/') ||
    AUDIO_EXTENSIONS.has(item.file.extension.toLowerCase())
  );
}

/** Puts a new draft at the top of the cached drafts list, so it shows at once. */
export function withDraft(
  drafts: DraftsResponse | undefined,
  track: EditableTrack,
): DraftsResponse {
  const tracks = (drafts?.tracks ?? []).filter((t) => t.id !== track.id);
  return { tracks: [track, ...tracks], albums: drafts?.albums ?? [] };
}

/**
 * Turns each audio file uploaded from this page into a draft track (`POST backstage/imports`)
 * as soon as its upload completes. Uploads finished before the page opened are left alone.
 * Answers a note per upload for its row: importing, imported, or the server's reason (422).
 */
export function useImportUploads(
  onImported?: (track: EditableTrack) => void,
  queue: UploadQueue = defaultQueue,
): Record<string, UploadNote> {
  const t = useTrans();
  const queryClient = useQueryClient();
  const snapshot = useUploadQueue(queue);
  const handled = useRef<Set<string> | null>(null);
  if (handled.current === null) {
    // Whatever finished before this page opened is not ours to import.
    handled.current = new Set(
      queue
        .getSnapshot()
        .items.filter((i) => i.status === 'completed')
        .map((i) => i.file.id),
    );
  }
  const [notes, setNotes] = useState<Record<string, UploadNote>>({});
  const imported = useRef(onImported);
  useEffect(() => {
    imported.current = onImported;
  }, [onImported]);

  useEffect(() => {
    const seen = handled.current!;
    for (const item of snapshot.items) {
      if (item.status !== 'completed' || !item.entry || seen.has(item.file.id)) continue;
      seen.add(item.file.id);
      if (!isAudioUpload(item)) continue;
      const id = item.file.id;
      setNotes((old) => ({ ...old, [id]: { message: t('Creating draft…') } }));
      importUpload(item.entry.id).then(
        (track) => {
          queryClient.setQueryData<DraftsResponse>(musicKeys.drafts, (old) =>
            withDraft(old, track),
          );
          void queryClient.invalidateQueries({ queryKey: musicKeys.drafts });
          imported.current?.(track);
          setNotes((old) => ({
            ...old,
            [id]: { message: t('Draft created: :name', { name: track.name }) },
          }));
        },
        (error: unknown) => {
          const message = errorMessage(error);
          setNotes((old) => ({ ...old, [id]: { message, danger: true } }));
          toast.danger(`${item.file.name}: ${message}`);
        },
      );
    }
  }, [snapshot, queryClient, t]);

  return notes;
}
