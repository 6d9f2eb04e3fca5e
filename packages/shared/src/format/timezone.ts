/**
 * An IANA time zone the runtime knows (`Europe/Paris`, `UTC`, an alias such as `Asia/Calcutta`),
 * so a stored zone always formats dates.
 */
export function isTimezone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
