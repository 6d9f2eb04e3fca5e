import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadItem, UploadQueueSnapshot } from '../queue/upload-queue';
import { UploadProgressList } from './upload-progress-list';
import { formatBytes } from '@tonearm/shared/uploads/upload-rules';

function item(name: string, changes: Partial<UploadItem>): UploadItem {
  return {
    file: {
      id: name,
      name,
      size: 100,
      mime: 'audio/mpeg',
      extension: 'mp3',
      relativePath: '',
      lastModified: 1,
      fingerprint: name,
      native: new Blob(['x']),
    },
    status: 'pending',
    transport: 'form',
    bytesUploaded: 0,
    percentage: 0,
    inFolder: false,
    metadata: {},
    errorMessage: null,
    entry: null,
    ...changes,
  };
}

describe('UploadProgressList', () => {
  it('shows no progress bar on a failed row, its error instead, and a full bar when done', () => {
    const snapshot: UploadQueueSnapshot = {
      items: [
        item('done.mp3', { status: 'completed', bytesUploaded: 100, percentage: 100 }),
        // Even if a transport had reported every byte before the refusal.
        item('refused.mp3', {
          status: 'failed',
          bytesUploaded: 100,
          percentage: 100,
          errorMessage: 'This file type is not allowed',
        }),
      ],
      totalBytes: 100,
      uploadedBytes: 100,
      percentage: 100,
      running: 0,
      failed: { count: 1, bytes: 100 },
    };
    render(
      <UploadProgressList snapshot={snapshot} onAbort={() => {}} onClearFinished={() => {}} />,
    );
    const [done, refused] = screen.getAllByTestId('upload-row');
    expect(within(done!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(refused!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(refused!).getByTestId('upload-status')).toHaveTextContent(
      'This file type is not allowed',
    );
    expect(
      within(screen.getByTestId('upload-total')).getByRole('progressbar', {
        name: 'Total progress',
      }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the failure and the size of the file when the only upload failed', () => {
    const failed = item('refused.mp3', {
      status: 'failed',
      errorMessage: 'This file type is not allowed',
    });
    failed.file.size = 4_200_000;
    const snapshot: UploadQueueSnapshot = {
      items: [failed],
      totalBytes: 0,
      uploadedBytes: 0,
      percentage: 0,
      running: 0,
      failed: { count: 1, bytes: 4_200_000 },
    };
    render(
      <UploadProgressList snapshot={snapshot} onAbort={() => {}} onClearFinished={() => {}} />,
    );
    const total = screen.getByTestId('upload-total');
    expect(total).not.toHaveTextContent('0 B of 0 B');
    expect(within(total).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(total).getByTestId('upload-total-failed')).toHaveTextContent(
      `1 upload failed · ${formatBytes(4_200_000)}`,
    );
  });
});
