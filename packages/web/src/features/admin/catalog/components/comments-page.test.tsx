import { screen, within } from '@testing-library/react';
import type { AdminCommentRow } from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { CommentsAdminPage } from './community-tables';
import { answer, sentBodies, sentRequests } from '@/test/http';

afterEach(() => {
  closeDialog();
  resetTestState();
});

const comment: AdminCommentRow = {
  id: 41,
  content: 'Buy followers here',
  author: { id: 3, name: 'Spam Bot' },
  track: { id: 9, name: 'Blue Train' },
  position_ms: 65_000,
  parent_id: null,
  created_at: new Date().toISOString(),
};

describe('CommentsAdminPage', () => {
  it('lists comments with their track and position, links to the comment in context, deletes', async () => {
    answer.get('*', {
      pagination: { data: [comment], current_page: 1, per_page: 15, total: 1, last_page: 1 },
    });
    answer.post('*', {});
    const { events } = renderWithProviders(
      <>
        <CommentsAdminPage />
        <ModalHost />
      </>,
      { bootstrap: { user: testUser() }, path: '/admin/comments' },
    );
    const row = (await screen.findByText('Buy followers here')).closest('tr')!;
    expect(sentRequests('get', 'admin/comments')).not.toEqual([]);
    expect(within(row).getByText('Spam Bot')).toBeInTheDocument();
    expect(within(row).getByText('1:05')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View in context' })).toHaveAttribute(
      'href',
      '/track/9/blue-train?comment=41',
    );

    await events.click(within(row).getByRole('checkbox', { name: 'Select row' }));
    await events.click(screen.getByRole('button', { name: 'Delete (1)' }));
    await events.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(sentBodies('post', 'admin/comments/delete')).toContainEqual({ ids: [41] });
  });
});
