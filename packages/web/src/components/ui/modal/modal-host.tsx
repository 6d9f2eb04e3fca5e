import { clsx } from 'clsx';
import { useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useCurrentDialog, type OpenDialogEntry } from './modal-store';

/**
 * The global modal dialog host: renders what `openDialog()` asked for over a
 * dimmed backdrop. Focus is trapped inside and returns to where it was on close; Escape and a
 * click on the backdrop dismiss it, resolving the caller's promise with `undefined`.
 */
export function ModalHost() {
  const entry = useCurrentDialog();
  // Keep the last dialog's content while the exit transition plays.
  const [shown, setShown] = useState<OpenDialogEntry | null>(entry);
  if (entry && entry !== shown) setShown(entry);
  const dialog = entry ?? shown;
  const isDismissable = dialog?.options.isDismissable ?? true;

  return (
    <ModalOverlay
      isOpen={entry !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) entry?.close();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      data-testid="modal-backdrop"
      className="fixed inset-0 z-50 flex min-h-full items-end justify-center overflow-y-auto bg-black/50 p-0 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-[entering]:opacity-0 data-[exiting]:opacity-0 sm:items-center sm:p-6"
    >
      <Modal
        className={clsx(
          dialog?.options.size === 'wide' ? 'max-w-4xl' : 'max-w-lg',
          'w-full rounded-t-[calc(var(--be-radius)*1.5)] bg-bg text-fg shadow-2xl ring-1 ring-divider outline-none transition duration-200 ease-out data-[entering]:translate-y-4 data-[entering]:opacity-0 data-[exiting]:translate-y-4 data-[exiting]:opacity-0 sm:rounded-[calc(var(--be-radius)*1.5)] sm:data-[entering]:translate-y-0 sm:data-[entering]:scale-95 sm:data-[exiting]:translate-y-0 sm:data-[exiting]:scale-95',
        )}
      >
        {dialog ? (
          <Dialog
            key={dialog.id}
            role={dialog.options.role ?? 'dialog'}
            aria-label={dialog.options.label}
            data-testid="modal-dialog"
            className="relative max-h-[calc(100dvh-3rem)] overflow-y-auto p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] outline-none sm:pb-6"
          >
            {dialog.render(dialog.close)}
          </Dialog>
        ) : null}
      </Modal>
    </ModalOverlay>
  );
}
