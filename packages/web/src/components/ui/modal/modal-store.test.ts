import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, getCurrentDialog, openDialog } from './modal-store';

afterEach(() => closeDialog());

describe('modal store', () => {
  it('resolves the promise with the result the dialog closes with', async () => {
    const result = openDialog<string>(() => null);
    getCurrentDialog()!.close('confirmed');
    await expect(result).resolves.toBe('confirmed');
    expect(getCurrentDialog()).toBeNull();
  });

  it('resolves undefined when closed with closeDialog()', async () => {
    const result = openDialog(() => null);
    closeDialog();
    await expect(result).resolves.toBeUndefined();
    expect(getCurrentDialog()).toBeNull();
  });

  it('passes a result through closeDialog(result)', async () => {
    const result = openDialog(() => null);
    closeDialog(42);
    await expect(result).resolves.toBe(42);
  });

  it('dismisses the open dialog when another one opens', async () => {
    const first = openDialog(() => 'first');
    const second = openDialog(() => 'second');
    await expect(first).resolves.toBeUndefined();
    expect(getCurrentDialog()?.render(() => {})).toBe('second');
    closeDialog('done');
    await expect(second).resolves.toBe('done');
  });

  it('ignores a stale close from a dialog that was already replaced', async () => {
    void openDialog(() => null);
    const staleClose = getCurrentDialog()!.close;
    const second = openDialog(() => null);
    staleClose('from the first');
    expect(getCurrentDialog()).not.toBeNull();
    closeDialog('from the second');
    await expect(second).resolves.toBe('from the second');
  });
});
