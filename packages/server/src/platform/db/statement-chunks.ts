/** `items` in lists short enough for one statement's parameters (500 stays under every driver's). */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}
