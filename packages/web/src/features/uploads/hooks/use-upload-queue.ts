import { useSyncExternalStore } from 'react';
import { uploadQueue } from '../queue/upload-queue-instance';
import type { UploadQueue, UploadQueueSnapshot } from '../queue/upload-queue';

/** The queue's state for React; the queue itself lives outside it. */
export function useUploadQueue(queue: UploadQueue = uploadQueue): UploadQueueSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
