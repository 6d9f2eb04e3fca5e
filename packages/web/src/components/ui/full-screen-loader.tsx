/** Placeholder until the shell-ui branch lands. */
export function FullScreenLoader() {
  return null;
}
