/** Placeholder until the shell-ui branch lands. */
export function ToastHost() {
  return null;
}
