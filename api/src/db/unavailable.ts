/** Socket-level failures of a database connection: the server is away, not the query wrong. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error means PostgreSQL cannot be reached right now (restarting, failing over, network
 * cut): SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crash, starting up), a
 * refused or reset socket, a connect timeout of the pool, or a connection that ended under a query.
 * Such requests answer 503 with Retry-After; the pool opens new connections once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(message)) return true;
  }
  return false;
}
