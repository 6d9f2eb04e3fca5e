import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';

/**
 * The appearance editor's postMessage protocol (preview frame). Both
 * windows are the same origin; each side accepts only messages of that origin from the other
 * window.
 *
 * editor → preview:
 *   `draft`     the editor's unsaved state: settings (the appearance keys, saved values with the
 *               operator's edits over them), the theme being edited (or null: the site's own),
 *               and the custom CSS to show in place of the saved file.
 *   `navigate`  go to a path inside the app; `back`: one step back in the frame's history.
 * preview → editor:
 *   `ready`     the app in the frame has started (again): send the draft.
 *   `location`  the frame's path changed (links clicked inside it).
 */
export const PREVIEW_MESSAGE_SOURCE = 'tonearm-appearance-editor';

export interface AppearanceDraft {
  settings: Record<string, unknown>;
  theme: Theme | null;
  customCss: string | null;
}

export type EditorToPreviewMessage =
  | { source: typeof PREVIEW_MESSAGE_SOURCE; type: 'draft'; draft: AppearanceDraft }
  | { source: typeof PREVIEW_MESSAGE_SOURCE; type: 'navigate'; path: string }
  | { source: typeof PREVIEW_MESSAGE_SOURCE; type: 'back' };

export type PreviewToEditorMessage =
  | { source: typeof PREVIEW_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof PREVIEW_MESSAGE_SOURCE; type: 'location'; path: string };

export function isPreviewMessage<T extends { source: string }>(data: unknown): data is T {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === PREVIEW_MESSAGE_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/** The id a theme that is not saved yet has in the preview. */
export const UNSAVED_THEME_ID = -1;
