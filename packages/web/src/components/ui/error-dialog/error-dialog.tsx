/** Placeholder until the shell-ui branch lands. */
export function ErrorDialogHost() {
  return null;
}
