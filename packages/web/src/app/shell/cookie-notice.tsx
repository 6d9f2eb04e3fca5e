/** Placeholder until the shell-ui branch lands. */
export function CookieNotice() {
  return null;
}
