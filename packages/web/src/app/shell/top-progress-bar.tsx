/** Placeholder until the shell-ui branch lands. */
export function TopProgressBar() {
  return null;
}
