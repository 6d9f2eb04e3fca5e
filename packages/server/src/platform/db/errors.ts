/**
 * True when `error` is a unique-index violation: PostgreSQL's SQLSTATE 23505, better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE. Services turn it into a field error ("already taken") instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
