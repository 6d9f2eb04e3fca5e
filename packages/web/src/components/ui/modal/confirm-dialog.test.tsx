import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmDanger } from './confirm-dialog';
import { ModalHost } from './modal-host';
import { closeDialog } from './modal-store';

afterEach(() => act(() => closeDialog()));

function ask() {
  let result!: Promise<boolean>;
  act(() => {
    result = confirmDanger({
      title: 'Leave playlist',
      message: 'Leave “Road trip”?',
      confirmLabel: 'Leave',
    });
  });
  return result;
}

describe('confirmDanger', () => {
  it('is an alert dialog that resolves true on its danger button', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const result = ask();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave playlist' });
    expect(dialog).toHaveTextContent('Leave “Road trip”?');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await expect(result).resolves.toBe(true);
  });

  it('resolves false on Cancel and when dismissed', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const cancelled = ask();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);
    const dismissed = ask();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(dismissed).resolves.toBe(false);
  });
});
