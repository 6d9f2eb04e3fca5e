/** True inside the appearance editor's preview frame (spec 000 §1), which names its iframe. */
export function isInAppearanceEditor(): boolean {
  try {
    return window.self !== window.top && window.name === 'appearance-editor';
  } catch {
    return false;
  }
}
