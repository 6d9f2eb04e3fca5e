import type { BootstrapData, Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { PREVIEW_MESSAGE_SOURCE, isPreviewMessage } from '@/lib/appearance-preview-messages';
import type {
  AppearanceDraft,
  EditorToPreviewMessage,
  PreviewToEditorMessage,
} from '@/lib/appearance-preview-messages';
import { isInAppearanceEditor } from '@/lib/appearance-editor';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { styleNonce } from '@/lib/csp-nonce';
import { previewTheme } from '@/lib/theme';

const PREVIEW_STYLE_ID = 'appearance-preview-css';

/** Settings the draft carries that are not the page's to show (the code is applied apart). */
const NOT_BOOTSTRAP = new Set(['custom_code.css', 'custom_code.js']);

/** The draft theme among the saved ones: in place of its saved self, or added when new. */
function themesWith(saved: Theme[], draft: Theme | null): Theme[] {
  if (!draft) return saved;
  return saved.some((theme) => theme.id === draft.id)
    ? saved.map((theme) => (theme.id === draft.id ? draft : theme))
    : [...saved, draft];
}

/** The custom CSS being typed replaces the saved file's; null shows the saved file again. */
function applyCustomCss(css: string | null, doc: Document): void {
  const saved = doc.getElementById('custom-css') as HTMLLinkElement | null;
  let style = doc.getElementById(PREVIEW_STYLE_ID) as HTMLStyleElement | null;
  if (css === null) {
    style?.remove();
    if (saved) saved.disabled = false;
    return;
  }
  if (saved) saved.disabled = true;
  if (!style) {
    style = doc.createElement('style');
    style.id = PREVIEW_STYLE_ID;
    // The page's CSP allows inline styles by its nonce only (security-headers.ts).
    const nonce = styleNonce(doc);
    if (nonce) style.nonce = nonce;
    doc.head.appendChild(style);
  }
  style.textContent = css;
}

/**
 * Applies the editor's draft to this page: its settings over the bootstrap ones (the site name,
 * logos…), its theme as the previewed one ("the editor preview may set it
 * temporarily"), its favicon and custom CSS. `saved` is the page's own bootstrap data, which
 * the draft is laid over each time (so a setting the operator puts back is put back here too).
 */
export function applyAppearanceDraft(
  draft: AppearanceDraft,
  saved: BootstrapData,
  doc: Document = document,
): void {
  const settings = Object.fromEntries(
    Object.entries(draft.settings).filter(([name]) => !NOT_BOOTSTRAP.has(name)),
  );
  setBootstrapData({
    ...getBootstrapData(),
    settings: { ...saved.settings, ...settings },
    themes: { ...saved.themes, all: themesWith(saved.themes.all, draft.theme) },
  });
  previewTheme(draft.theme ? draft.theme.id : undefined);
  const favicon = settings['branding.favicon'];
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && typeof favicon === 'string' && favicon) icon.href = favicon;
  applyCustomCss(draft.customCss, doc);
}

/**
 * Started by the app when it runs inside the editor's frame (isInAppearanceEditor): listens to
 * the editor, tells it where the frame is. Answers a stop function.
 */
export function startAppearancePreview(
  router: {
    navigate: (path: string) => unknown;
    subscribe: (
      listener: (state: { location: { pathname: string; search: string } }) => void,
    ) => () => void;
    state: { location: { pathname: string; search: string } };
  },
  win: Window = window,
): () => void {
  if (win === window && !isInAppearanceEditor()) return () => {};
  const saved = getBootstrapData();
  const post = (message: PreviewToEditorMessage) =>
    win.parent.postMessage(message, win.location.origin);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    if (!isPreviewMessage<EditorToPreviewMessage>(event.data)) return;
    const message = event.data;
    switch (message.type) {
      case 'draft':
        applyAppearanceDraft(message.draft, saved, win.document);
        return;
      case 'navigate':
        if (message.path.startsWith('/') && !message.path.startsWith('//'))
          void router.navigate(message.path);
        return;
      case 'back':
        win.history.back();
        return;
    }
  };
  win.addEventListener('message', onMessage);
  const pathOf = (location: { pathname: string; search: string }) =>
    `${location.pathname}${location.search}`;
  let last = pathOf(router.state.location);
  const stopListening = router.subscribe((state) => {
    const path = pathOf(state.location);
    if (path === last) return;
    last = path;
    post({ source: PREVIEW_MESSAGE_SOURCE, type: 'location', path });
  });
  post({ source: PREVIEW_MESSAGE_SOURCE, type: 'ready' });
  post({ source: PREVIEW_MESSAGE_SOURCE, type: 'location', path: last });
  return () => {
    win.removeEventListener('message', onMessage);
    stopListening();
  };
}
