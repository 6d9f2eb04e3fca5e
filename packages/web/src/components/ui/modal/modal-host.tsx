/** Placeholder until the shell-ui branch lands. */
export function ModalHost() {
  return null;
}
