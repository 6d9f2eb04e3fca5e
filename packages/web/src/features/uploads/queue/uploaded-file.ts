import { extensionOf } from '@tonearm/shared/uploads/upload-rules';

/** An uploaded file (client side), with the native file it wraps. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  mime: string;
  extension: string;
  relativePath: string;
  lastModified: number;
  /** Identifies the same file across page loads, for resuming. */
  fingerprint: string;
  native: Blob;
}

let counter = 0;

export function toUploadedFile(file: File, relativePath?: string): UploadedFile {
  const path = relativePath ?? (file.webkitRelativePath || '');
  return {
    id: `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`,
    name: file.name,
    size: file.size,
    mime: file.type || 'application/octet-stream',
    extension: extensionOf(file.name),
    relativePath: path,
    lastModified: file.lastModified,
    fingerprint: ['tonearm', file.name, file.size, file.lastModified, path].join('-'),
    native: file,
  };
}
