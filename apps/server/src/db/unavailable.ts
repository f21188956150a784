/**
 * SQLSTATEs that say the server is going away or cannot take us now, not that the statement was wrong:
 * admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; and class 08, connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection refused, reset or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say when a connection dies, cannot be made in time, or is already dead. */
const UNAVAILABLE_MESSAGES = /^Connection terminated|timeout exceeded when trying to connect|is not queryable/;

function saysUnavailable(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))
  )
    return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

/**
 * Whether `error` means PostgreSQL cannot be reached right now (stopped, restarting, network cut, no connection in
 * time), so the same request may well succeed in a moment: the API answers 503 `database_unavailable` for it. Looks
 * through Drizzle's wrapping (`cause`) and the AggregateError of a connection tried on several addresses.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (saysUnavailable(current)) return true;
    if ('cause' in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}
