import { useRef, useState, type ReactNode } from 'react';
import { showHttpErrorToast } from '@/lib/http-errors';
import { Button } from './button';

/**
 * A button that opens the file chooser and hands the chosen file to `onFile`. While `onFile`
 * runs the button is disabled (`children` may show that), and a failure shows the error toast.
 * The hidden input is cleared after each choice so the same file can be chosen again.
 */
export function FilePickerButton({
  accept,
  inputLabel,
  inputTestId,
  onFile,
  isDisabled = false,
  'aria-label': ariaLabel,
  children,
}: {
  accept: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  inputTestId?: string;
  onFile: (file: File) => Promise<void>;
  isDisabled?: boolean;
  'aria-label'?: string;
  children: ReactNode | ((busy: boolean) => ReactNode);
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await onFile(file);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isDisabled || busy}
        aria-label={ariaLabel}
        onPress={() => input.current?.click()}
      >
        {typeof children === 'function' ? children(busy) : children}
      </Button>
    </>
  );
}
