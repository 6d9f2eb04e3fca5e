/** What other features may use of uploads: the upload calls, the file uploader and the upload queue. Lint allows only this file. */
export { uploadFile } from './api/upload-file';
export { uploadFileEntry } from './api/upload-file-entry';
export { FileUploader } from './components/file-uploader';
export { type UploadNote } from './components/upload-progress-list';
export { useUploadQueue } from './hooks/use-upload-queue';
export { type UploadItem, type UploadQueue } from './queue/upload-queue';
export { uploadQueue } from './queue/upload-queue-instance';
