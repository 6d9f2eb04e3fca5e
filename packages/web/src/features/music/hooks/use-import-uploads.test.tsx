import { screen, waitFor } from '@testing-library/react';
import {
  MUSIC_MESSAGES,
  draftsResponseSchema,
  editableTrackResponseSchema,
  type DraftsResponse,
} from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import type { Transport } from '@/features/uploads/queue/transport';
import { UploadQueue } from '@/features/uploads/queue/upload-queue';
import { toUploadedFile } from '@/features/uploads/queue/uploaded-file';
import { answer, fail, sentRequests } from '@/test/http';
import { everyTransport, openUploadOptions } from '@/test/upload-queue';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { musicKeys } from '../api/music-api';
import { draftTrack } from '@/test/music-test-fixtures';
import { useImportUploads } from './use-import-uploads';

/** Every upload completes at once with file entry 40 + its position. */
function instantQueue() {
  let next = 40;
  const transport: Transport = ({ file }) =>
    Promise.resolve({ id: next++, name: file.name, mime: file.mime, audio: null } as FileEntry);
  return new UploadQueue({
    transports: everyTransport(transport),
    options: () => openUploadOptions(),
    translate: (message) => message,
  });
}

function Notes({ queue }: { queue: UploadQueue }) {
  const notes = useImportUploads(undefined, queue);
  return (
    <ul>
      {Object.entries(notes).map(([id, note]) => (
        <li key={id} data-testid="note" data-danger={note.danger ? 'yes' : 'no'}>
          {note.message}
        </li>
      ))}
    </ul>
  );
}

const audio = (name: string) => toUploadedFile(new File(['x'], name, { type: 'audio/mpeg' }));

describe('useImportUploads', () => {
  it('imports each uploaded audio file as a draft at once, and leaves other files alone', async () => {
    const queue = instantQueue();
    const imports = answer.post(
      'backstage/imports',
      { track: draftTrack({ id: 77, name: 'Fresh take' }) },
      editableTrackResponseSchema,
      { status: 201 },
    );
    answer.get('backstage/drafts', { tracks: [], albums: [] }, draftsResponseSchema);
    const { queryClient } = renderWithProviders(<Notes queue={queue} />, {
      bootstrap: { user: testUser() },
    });
    queue.add([
      audio('take.mp3'),
      toUploadedFile(new File(['x'], 'notes.txt', { type: 'text/plain' })),
    ]);

    expect(await screen.findByText('Draft created: Fresh take')).toBeInTheDocument();
    expect(imports.bodies).toEqual([{ file_entry_id: 40 }]);
    await waitFor(() =>
      expect(
        queryClient.getQueryData<DraftsResponse>(musicKeys.drafts)?.tracks.map((t) => t.id),
      ).toContain(77),
    );
  });

  it("shows a 422's message on the file's row and as a toast", async () => {
    const queue = instantQueue();
    fail.post('backstage/imports', 422, {
      message: MUSIC_MESSAGES.notAudio,
      errors: { file_entry_id: [MUSIC_MESSAGES.notAudio] },
    });
    renderWithProviders(<Notes queue={queue} />, { bootstrap: { user: testUser() } });
    queue.add([audio('noise.mp3')]);
    const note = await screen.findByText(MUSIC_MESSAGES.notAudio);
    expect(note).toHaveAttribute('data-danger', 'yes');
    expect(toastStore.get()).toMatchObject({
      type: 'danger',
      message: `noise.mp3: ${MUSIC_MESSAGES.notAudio}`,
    });
  });

  it('does not import uploads that finished before the page opened', async () => {
    const queue = instantQueue();
    queue.add([audio('earlier.mp3')]);
    await waitFor(() => expect(queue.getSnapshot().items[0]?.status).toBe('completed'));
    renderWithProviders(<Notes queue={queue} />, { bootstrap: { user: testUser() } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentRequests('post')).toEqual([]);
    expect(screen.queryAllByTestId('note')).toHaveLength(0);
  });
});
