/**
 * The first two characters, four asterisks, then the domain; a row of asterisks
 * when no address is known.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '********';
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}****`;
  // A one-letter name must not show its "@" twice ("x@****@example.org").
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
