import { Bug, Download, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import { LOGS_GUARD } from '@tonearm/shared/logs/logs.schemas';
import { evaluateGuard } from '@tonearm/shared/permissions/route-guard';
import { usePermissionContext } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { closeErrorDialog, useErrorDialog } from './error-dialog-store';
import { StackTraceViewer } from './stack-trace-viewer';
import { Tooltip } from '@/components/ui/tooltip';

/** The latest error log, outside the api client so it is a plain download. */
export const ERROR_LOG_DOWNLOAD_URL = '/api/v1/logs/error/download-latest';

/**
 * When an answer carries a debug trace, a fullscreen "An error occured"
 * dialog shows the exception, its message and the stack-trace viewer. Escape or Close dismiss it.
 */
export function ErrorDialogHost() {
  const error = useErrorDialog();
  // Keep the last error's content while the exit transition plays; a new error starts afresh.
  const [shown, setShown] = useState<{ error: DebugErrorBody; version: number } | null>(null);
  if (error && error !== shown?.error) setShown({ error, version: (shown?.version ?? 0) + 1 });

  return (
    <ModalOverlay
      isOpen={error !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeErrorDialog();
      }}
      isKeyboardDismissDisabled={false}
      className="fixed inset-0 z-[80] bg-black/60 backdrop-blur-sm transition-opacity duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0 md:p-6"
    >
      <Modal className="h-full w-full overflow-hidden bg-bg text-fg shadow-2xl outline-none transition duration-200 ease-out data-[entering]:scale-[0.98] data-[entering]:opacity-0 data-[exiting]:scale-[0.98] data-[exiting]:opacity-0 md:rounded-[calc(var(--be-radius)*1.5)] md:ring-1 md:ring-divider">
        {shown ? <ErrorDialogContent key={shown.version} error={shown.error} /> : null}
      </Modal>
    </ModalOverlay>
  );
}

function ErrorDialogContent({ error }: { error: DebugErrorBody }) {
  const t = useTrans();
  // The log route answers 403 to anyone without its permission: offer it only to those it serves.
  const canDownloadLog = evaluateGuard(usePermissionContext(), LOGS_GUARD) === 'allowed';
  return (
    <Dialog className="flex h-full flex-col outline-none" data-testid="error-dialog">
      <header className="flex items-center gap-3 border-b border-divider px-4 py-3 pt-[calc(0.75rem+env(safe-area-inset-top))] md:px-6 md:pt-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-danger/10 text-danger">
          <Bug className="size-5" aria-hidden />
        </span>
        <Heading
          slot="title"
          className="min-w-0 flex-1 truncate text-base font-semibold md:text-lg"
        >
          {t('An error occured')}
        </Heading>
        {canDownloadLog ? (
          <a
            href={ERROR_LOG_DOWNLOAD_URL}
            download
            className="flex shrink-0 items-center gap-2 rounded-full border border-divider px-4 py-2 text-sm font-medium text-fg transition hover:bg-hover"
          >
            <Download className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{t('Download log')}</span>
          </a>
        ) : null}
        <Tooltip label={t('Close')}>
          <Button
            onPress={closeErrorDialog}
            aria-label={t('Close')}
            className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition hover:bg-hover hover:text-fg"
          >
            <X className="size-5" aria-hidden />
          </Button>
        </Tooltip>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-hidden p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] md:p-6">
        <div className="rounded-panel border border-danger/20 bg-danger/5 px-5 py-4">
          <p
            className="font-mono text-xs font-semibold tracking-wide text-danger"
            data-testid="error-exception"
          >
            {error.exception}
          </p>
          <p
            className="mt-1.5 text-lg leading-snug font-semibold break-words md:text-xl"
            data-testid="error-message"
          >
            {error.message}
          </p>
        </div>
        <StackTraceViewer trace={error.trace} />
      </div>
    </Dialog>
  );
}
