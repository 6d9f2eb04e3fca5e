import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadItem, UploadQueueSnapshot } from '../queue/upload-queue';
import { UploadProgressList } from './upload-progress-list';

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
});
