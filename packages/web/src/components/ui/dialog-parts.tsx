import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';

/** Title and optional description of a dialog opened with openDialog(). */
export function DialogHeader({
  title,
  description,
}: {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="mb-5 pr-6">
      <Heading slot="title" className="text-lg font-semibold tracking-tight">
        {title}
      </Heading>
      {description ? <p className="mt-1.5 text-sm text-muted">{description}</p> : null}
    </div>
  );
}

/** The buttons row at the bottom of a dialog; stacked full-width on narrow screens. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}

/** The footer of a dialog that only shows something: one Close button. */
export function CloseDialogFooter({ onClose }: { onClose: () => void }) {
  const t = useTrans();
  return (
    <DialogFooter>
      <Button variant="secondary" onPress={onClose}>
        {t('Close')}
      </Button>
    </DialogFooter>
  );
}
