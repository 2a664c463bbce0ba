/**
 * How many reverse proxies stand in front of the server (`CHAT_TRUSTED_PROXIES`, default 0).
 * A wrong value is a deployment error, so it stops the start instead of guessing.
 */
export function readTrustedProxies(env: Record<string, string | undefined>): number {
  if (env.CHAT_TRUST_PROXY !== undefined) {
    console.warn(
      'CHAT_TRUST_PROXY is no longer read: set CHAT_TRUSTED_PROXIES to the number of reverse proxies in front of the server.',
    );
  }
  const value = env.CHAT_TRUSTED_PROXIES?.trim() || '0';
  if (!/^\d+$/.test(value)) {
    throw new Error(`CHAT_TRUSTED_PROXIES must be a whole number, not "${value}"`);
  }
  return Number(value);
}

/**
 * The client's address as the outermost trusted proxy saw it. Every proxy appends the address it
 * received the request from to X-Forwarded-For, so behind n trusted proxies the n-th entry from
 * the right is the last one a trusted proxy wrote; anything left of it came from the client and
 * could be anything. With no trusted proxy the socket's address is the client's. With fewer
 * entries than proxies (a request that skipped the outer ones) the leftmost entry is the best
 * known address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const fallback = socketAddress ?? 'unknown';
  if (trustedProxies === 0) return fallback;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedProxies)] ?? fallback;
}
