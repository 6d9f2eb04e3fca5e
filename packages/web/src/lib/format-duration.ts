/** 3:07, or 1:02:03 past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** "1 hr 12 min" / "34 min" for album and playlist totals. */
export function formatLongDuration(ms: number): string {
  const minutes = Math.round(ms / 60000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} hr ${minutes % 60} min`;
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(undefined, {
    notation: value >= 10000 ? 'compact' : 'standard',
  }).format(value);
}
