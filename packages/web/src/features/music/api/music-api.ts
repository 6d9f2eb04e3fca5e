import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ResponseName, ResponseOf } from '@tonearm/shared/http/response-schemas';
import type {
  AlbumInput,
  ArtistInput,
  DraftsResponse,
  EditableAlbum,
  EditableArtist,
  EditableTrack,
  LyricsInput,
  NewTrackInput,
  PublishInput,
  TrackInput,
} from '@tonearm/shared/music/music.schemas';
import type { Lyrics } from '@tonearm/shared/catalog/catalog.schemas';
import { answerBody, apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/**
 * The music editors' HTTP calls (the route table of `shared/music/music.schemas.ts`) and their
 * TanStack Query hooks. Mutations leave error toasts to the forms, which put field errors on
 * the fields.
 */
export const musicKeys = {
  drafts: ['backstage', 'drafts'] as const,
  track: (id: number) => ['music', 'track', id] as const,
  album: (id: number) => ['music', 'album', id] as const,
  artist: (id: number) => ['music', 'artist', id] as const,
};

/** POST backstage/imports: an uploaded audio file entry becomes a draft track. */
export async function importUpload(fileEntryId: number): Promise<EditableTrack> {
  const { data } = await apiClient
    .answering('editableTrackResponseSchema')
    .post('backstage/imports', {
      file_entry_id: fileEntryId,
    });
  return data.track;
}

export async function getDrafts(): Promise<DraftsResponse> {
  const { data } = await apiClient.answering('draftsResponseSchema').get('backstage/drafts');
  return data;
}

/** While a draft's audio is queued or processing, the list asks again every 2 s. */
export const DRAFTS_POLL_MS = 2000;

export function isProcessing(track: Pick<EditableTrack, 'processing'>): boolean {
  return track.processing === 'queued' || track.processing === 'processing';
}

export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: musicKeys.drafts,
    queryFn: getDrafts,
    refetchInterval: (query) =>
      query.state.data?.tracks.some(isProcessing) ? DRAFTS_POLL_MS : false,
  });

export function useDrafts() {
  return useQuery(draftsQueryOptions());
}

export async function publishMusic(input: PublishInput): Promise<EditableTrack[]> {
  const { data } = await apiClient.answering('publishResponseSchema').post('music/publish', {
    track_ids: input.track_ids ?? [],
    album_ids: input.album_ids ?? [],
  });
  return data.tracks;
}

export function usePublishMusic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishMusic,
    // Published tracks leave the drafts list at once; the list is then asked again.
    onSuccess: (published) => {
      const ids = new Set(published.map((track) => track.id));
      queryClient.setQueryData<DraftsResponse>(musicKeys.drafts, (old) =>
        old ? { ...old, tracks: old.tracks.filter((track) => !ids.has(track.id)) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: musicKeys.drafts }),
  });
}

// ---- tracks ----

export async function getEditableTrack(id: number): Promise<EditableTrack> {
  const { data } = await apiClient
    .answering('editableTrackResponseSchema')
    .get(`tracks/${id}/edit`);
  return data.track;
}

export function useEditableTrack(id: number) {
  return useQuery({ queryKey: musicKeys.track(id), queryFn: () => getEditableTrack(id) });
}

export async function createTrack(input: NewTrackInput): Promise<EditableTrack> {
  const { data } = await apiClient.answering('editableTrackResponseSchema').post('tracks', input);
  return data.track;
}

export async function updateTrack(id: number, input: TrackInput): Promise<EditableTrack> {
  const { data } = await apiClient
    .answering('editableTrackResponseSchema')
    .put(`tracks/${id}`, input);
  return data.track;
}

export async function deleteTrack(id: number): Promise<void> {
  await apiClient.delete(`tracks/${id}`);
}

export async function saveLyrics(id: number, input: LyricsInput): Promise<Lyrics> {
  const { data } = await apiClient
    .answering('lyricsResponseSchema')
    .put(`tracks/${id}/lyrics`, input);
  return data.lyrics;
}

export async function deleteLyrics(id: number): Promise<void> {
  await apiClient.delete(`tracks/${id}/lyrics`);
}

/**
 * After an editor saves an entry: the editor's query holds the answer, and the entry's public
 * page (and, for tracks and albums, the drafts list) read it again.
 */
function useEntrySaved<Entry extends { id: number }>(
  kind: 'tracks' | 'albums' | 'artists',
  editorKey: (id: number) => QueryKey,
) {
  const queryClient = useQueryClient();
  return (entry: Entry) => {
    queryClient.setQueryData(editorKey(entry.id), entry);
    if (kind !== 'artists') void queryClient.invalidateQueries({ queryKey: musicKeys.drafts });
    void queryClient.invalidateQueries({ queryKey: [kind, entry.id] });
  };
}

export function useCreateTrack() {
  const onSuccess = useEntrySaved<EditableTrack>('tracks', musicKeys.track);
  return useFormMutation(createTrack, { onSuccess });
}

export function useUpdateTrack() {
  const onSuccess = useEntrySaved<EditableTrack>('tracks', musicKeys.track);
  return useFormMutation(
    ({ id, input }: { id: number; input: TrackInput }) => updateTrack(id, input),
    { onSuccess },
  );
}

export function useSaveLyrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LyricsInput }) => saveLyrics(id, input),
    onSuccess: (_lyrics, { id }) => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.track(id) });
      void queryClient.invalidateQueries({ queryKey: musicKeys.drafts });
      void queryClient.invalidateQueries({ queryKey: ['tracks', id] });
    },
    meta: { showErrorToast: false },
  });
}

// ---- albums ----

export async function getEditableAlbum(id: number): Promise<EditableAlbum> {
  const { data } = await apiClient
    .answering('editableAlbumResponseSchema')
    .get(`albums/${id}/edit`);
  return data.album;
}

export function useEditableAlbum(id: number) {
  return useQuery({ queryKey: musicKeys.album(id), queryFn: () => getEditableAlbum(id) });
}

/** PUT {kind}/{id} saves an entry; POST {kind} (no id yet) creates it. */
function saveEntry<Name extends ResponseName>(
  name: Name,
  kind: 'albums' | 'artists',
  id: number | null,
  input: unknown,
): Promise<ResponseOf<Name>> {
  return id ? answerBody(name).put(`${kind}/${id}`, input) : answerBody(name).post(kind, input);
}

export async function saveAlbum(id: number | null, input: AlbumInput): Promise<EditableAlbum> {
  return (await saveEntry('editableAlbumResponseSchema', 'albums', id, input)).album;
}

export function useSaveAlbum() {
  const onSuccess = useEntrySaved<EditableAlbum>('albums', musicKeys.album);
  return useFormMutation(
    ({ id, input }: { id: number | null; input: AlbumInput }) => saveAlbum(id, input),
    { onSuccess },
  );
}

// ---- artists ----

export async function getEditableArtist(id: number): Promise<EditableArtist> {
  const { data } = await apiClient
    .answering('editableArtistResponseSchema')
    .get(`artists/${id}/edit`);
  return data.artist;
}

export function useEditableArtist(id: number) {
  return useQuery({ queryKey: musicKeys.artist(id), queryFn: () => getEditableArtist(id) });
}

export async function saveArtist(id: number | null, input: ArtistInput): Promise<EditableArtist> {
  return (await saveEntry('editableArtistResponseSchema', 'artists', id, input)).artist;
}

export function useSaveArtist() {
  const onSuccess = useEntrySaved<EditableArtist>('artists', musicKeys.artist);
  return useFormMutation(
    ({ id, input }: { id: number | null; input: ArtistInput }) => saveArtist(id, input),
    { onSuccess },
  );
}
