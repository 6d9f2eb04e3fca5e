/** True inside the appearance editor's preview frame, which names its iframe. */
export function isInAppearanceEditor(): boolean {
  try {
    return window.self !== window.top && window.name === 'appearance-editor';
  } catch {
    return false;
  }
}
