import { createContext, use } from 'react';
import type { AppearanceResponse } from '@tonearm/shared/appearance/appearance.schemas';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';

/**
 * What the themes section needs beyond AppearanceSectionProps: the saved themes and fonts,
 * the theme being edited (previewed live before it is saved) and its field errors, and the
 * rest of the URL below the section (`new`, `{id}`).
 */
export interface AppearanceEditorState {
  saved: AppearanceResponse;
  themeDraft: Theme | null;
  /** Opens a theme in the editor (its saved self: nothing to save yet), or closes it (null). */
  startThemeDraft: (theme: Theme | null) => void;
  /** An edit of the open theme: previewed at once, saved with Save. */
  editThemeDraft: (theme: Theme) => void;
  themeErrors: Record<string, string>;
  /** The URL's segments after the section's own path. */
  rest: string[];
}

export const AppearanceEditorContext = createContext<AppearanceEditorState | null>(null);

export function useAppearanceEditor(): AppearanceEditorState {
  const state = use(AppearanceEditorContext);
  if (!state) throw new Error('useAppearanceEditor is used outside the appearance editor.');
  return state;
}
