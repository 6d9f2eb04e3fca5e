/**
 * `from` moved on by `count` billing intervals, in UTC calendar terms (a month is a calendar
 * month). The unit may be written in any case: our prices say `month`, PayPal says `MONTH`.
 * A unit no provider uses leaves the date where it is.
 */
export function addInterval(from: Date, interval: string, count: number): Date {
  const next = new Date(from);
  switch (interval.toLowerCase()) {
    case 'day':
      next.setUTCDate(next.getUTCDate() + count);
      break;
    case 'week':
      next.setUTCDate(next.getUTCDate() + 7 * count);
      break;
    case 'month':
      next.setUTCMonth(next.getUTCMonth() + count);
      break;
    case 'year':
      next.setUTCFullYear(next.getUTCFullYear() + count);
      break;
  }
  return next;
}
