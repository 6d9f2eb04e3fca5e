/**
 * The ids a product or price has at each payment provider, stored as a JSON object in
 * `gateway_ids` ({"stripe": "price_…", "paypal": "P-…"}). A value that is not such an object
 * reads as no ids, and is replaced on the next write, so a broken row never blocks billing.
 */
export function parseGatewayIds(json: string | null): Record<string, string | null> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string | null>)
      : {};
  } catch {
    return {};
  }
}

/** The stored ids with `gateway`'s set to `id`, the others kept. */
export function withGatewayId(json: string | null, gateway: string, id: string): string {
  return JSON.stringify({ ...parseGatewayIds(json), [gateway]: id });
}
