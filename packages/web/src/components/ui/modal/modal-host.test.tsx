import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Heading } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from './modal-host';
import { closeDialog, openDialog } from './modal-store';

afterEach(() => act(() => closeDialog()));

function openConfirm() {
  let result!: Promise<boolean | undefined>;
  act(() => {
    result = openDialog<boolean>((close) => (
      <>
        <Heading slot="title">Delete playlist?</Heading>
        <Button onPress={() => close(false)}>Cancel</Button>
        <Button onPress={() => close(true)}>Delete</Button>
      </>
    ));
  });
  return result;
}

describe('ModalHost', () => {
  it('renders nothing while no dialog is open', () => {
    render(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the opened dialog, labelled by its title, and resolves with what it closes with', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const result = openConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Delete playlist?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <ModalHost />
      </>,
    );
    void openConfirm();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('resolves undefined when Escape dismisses it', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const result = openConfirm();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves undefined when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const result = openConfirm();
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    await expect(result).resolves.toBeUndefined();
  });

  it('uses the label option when the content has no title', async () => {
    render(<ModalHost />);
    act(() => {
      void openDialog(() => <p>Body</p>, { label: 'Share track', role: 'alertdialog' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Share track' })).toBeInTheDocument();
  });
});
