import { ArrowLeft, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PREVIEW_MESSAGE_SOURCE, isPreviewMessage } from '@/lib/appearance-preview-messages';
import type {
  AppearanceDraft,
  EditorToPreviewMessage,
  PreviewToEditorMessage,
} from '@/lib/appearance-preview-messages';
import { useTrans } from '@/lib/i18n';

export interface PreviewFrameProps {
  draft: AppearanceDraft;
  /** Changes after each save: the frame reloads to show what every visitor now gets. */
  reloadKey: number;
}

/**
 * The live preview: the real app in an iframe named `appearance-editor`, which
 * makes it follow the draft the editor posts (app/shell/appearance-preview.ts). Links work
 * inside it; the path field and back button steer it.
 */
export function PreviewFrame({ draft, reloadKey }: PreviewFrameProps) {
  const t = useTrans();
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's first page; later pages are its own navigations (src never changes again).
  const [firstPath] = useState('/');
  const [typedPath, setTypedPath] = useState('/');
  // Counts the frame's starts: each (first load, reload, a full page load inside) gets the draft.
  const [starts, setStarts] = useState(0);

  const send = (message: EditorToPreviewMessage) =>
    frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if (!isPreviewMessage<PreviewToEditorMessage>(event.data)) return;
      const message = event.data;
      switch (message.type) {
        case 'ready':
          setStarts((count) => count + 1);
          return;
        case 'location':
          setTypedPath(message.path);
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Every edit reaches the frame as it is typed, before anything is saved.
  useEffect(() => {
    if (starts > 0) send({ source: PREVIEW_MESSAGE_SOURCE, type: 'draft', draft });
  }, [draft, starts]);

  useEffect(() => {
    if (reloadKey > 0) frame.current?.contentWindow?.location.reload();
  }, [reloadKey]);

  const go = (target: string) => {
    const clean = target.trim().startsWith('/') ? target.trim() : `/${target.trim()}`;
    send({ source: PREVIEW_MESSAGE_SOURCE, type: 'navigate', path: clean });
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-panel border border-divider bg-bg-alt">
      <div className="flex items-center gap-2 border-b border-divider bg-chrome p-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Back')}
          onPress={() => send({ source: PREVIEW_MESSAGE_SOURCE, type: 'back' })}
        >
          <ArrowLeft className="size-4" aria-hidden />
        </Button>
        <form
          className="flex min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            go(typedPath);
          }}
        >
          <input
            aria-label={t('Preview path')}
            value={typedPath}
            onChange={(event) => setTypedPath(event.target.value)}
            className="h-8 min-w-0 flex-1 rounded-lg border border-divider bg-bg px-3 font-mono text-xs text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
            spellCheck={false}
          />
        </form>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Reload preview')}
          onPress={() => frame.current?.contentWindow?.location.reload()}
        >
          <RotateCw className="size-4" aria-hidden />
        </Button>
      </div>
      <iframe
        ref={frame}
        name="appearance-editor"
        title={t('Preview')}
        src={firstPath}
        className="min-h-0 w-full flex-1 border-0 bg-bg"
        data-testid="appearance-preview"
      />
    </div>
  );
}
