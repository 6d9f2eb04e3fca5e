/**
 * What every section of the appearance editor gets: the settings as the
 * operator has them now (saved values with unsaved edits over them), a setter that updates
 * the live preview at once, and the last save's field errors by setting key.
 */
export interface AppearanceSectionProps {
  settings: Record<string, unknown>;
  setSetting: (key: string, value: unknown) => void;
  errors: Record<string, string>;
}
