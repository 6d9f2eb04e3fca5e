import { clsx } from 'clsx';
import { FolderUp, UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import type { UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import { useTrans } from '@/lib/i18n';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { uploadQueue as defaultQueue } from '../queue/upload-queue-instance';
import type { UploadQueue } from '../queue/upload-queue';
import { toUploadedFile, type UploadedFile } from '../queue/uploaded-file';
import { UploadProgressList, type UploadNote } from './upload-progress-list';

/** Walks dropped folders (the drop API hands out entries, not files). */
async function filesFromEntry(entry: FileSystemEntry, prefix = ''): Promise<UploadedFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    return [toUploadedFile(file, prefix ? `${prefix}/${file.name}` : '')];
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries answers in batches until it answers an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  const nested = await Promise.all(children.map((child) => filesFromEntry(child, path)));
  return nested.flat();
}

export interface FileUploaderProps {
  metadata?: UploadMetadata;
  /** Accept attribute of the file picker, e.g. `audio/*`. */
  accept?: string;
  queue?: UploadQueue;
  /** Per upload (by file id): a note under its row, e.g. what became of it. */
  notes?: Record<string, UploadNote>;
}

/** A drop zone with file and folder pickers, and the queue's progress below it. */
export function FileUploader({
  metadata = {},
  accept,
  queue = defaultQueue,
  notes,
}: FileUploaderProps) {
  const t = useTrans();
  const snapshot = useUploadQueue(queue);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const addFiles = (files: UploadedFile[]) => {
    if (files.length) queue.add(files, metadata);
  };

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const entries = [...event.dataTransfer.items]
      .map((item) => item.webkitGetAsEntry?.())
      .filter((entry): entry is FileSystemEntry => !!entry);
    if (entries.length) {
      addFiles((await Promise.all(entries.map((entry) => filesFromEntry(entry)))).flat());
    } else {
      addFiles([...event.dataTransfer.files].map((file) => toUploadedFile(file)));
    }
  };

  return (
    <div className="space-y-6">
      <div
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => void onDrop(event)}
        className={clsx(
          'flex flex-col items-center justify-center rounded-panel border-2 border-dashed px-6 py-14 text-center transition',
          dragging ? 'border-primary bg-primary/5' : 'border-divider bg-fg/[0.02]',
        )}
      >
        <div className="grid size-14 place-items-center rounded-full bg-primary/10">
          <UploadCloud className="size-7 text-primary" aria-hidden />
        </div>
        <p className="mt-4 text-base font-semibold">{t('Drop files or folders here')}</p>
        <p className="mt-1 max-w-md text-sm text-fg/60">
          {t('Large files upload in resumable chunks and pick up where they left off.')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => filesInput.current?.click()}
            className="inline-flex h-10 items-center gap-2 rounded-button bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
          >
            <UploadCloud className="size-4" aria-hidden />
            {t('Select files')}
          </button>
          <button
            type="button"
            onClick={() => folderInput.current?.click()}
            className="inline-flex h-10 items-center gap-2 rounded-button border border-divider bg-bg px-4 text-sm font-semibold transition hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
          >
            <FolderUp className="size-4" aria-hidden />
            {t('Select folder')}
          </button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid="upload-files-input"
          aria-label={t('Select files')}
          {...(accept ? { accept } : {})}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])].map((file) => toUploadedFile(file)));
            event.target.value = '';
          }}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          data-testid="upload-folder-input"
          aria-label={t('Select folder')}
          {...{ webkitdirectory: '' }}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])].map((file) => toUploadedFile(file)));
            event.target.value = '';
          }}
        />
      </div>
      <UploadProgressList
        snapshot={snapshot}
        onAbort={(id) => queue.abort(id)}
        onClearFinished={() => queue.clearFinished()}
        {...(notes ? { notes } : {})}
      />
    </div>
  );
}
