/**
 * A fresh idempotency key for one money movement (a bet, a deposit): kept until the server
 * answers, so that a retry after a lost answer cannot charge twice. getRandomValues works in
 * every context (randomUUID needs a secure one).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
