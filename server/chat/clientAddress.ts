import { BlockList, isIP } from 'node:net';

/** Which peers are the site's own reverse proxies, whose X-Forwarded-For entries count. */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** IPv4-mapped IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) as plain IPv4. */
function plainAddress(value: string): string {
  const address = value.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

/**
 * `CHAT_TRUSTED_PROXIES`: the addresses or CIDR ranges of the reverse proxies in front of the
 * server (for example `10.0.0.0/8` for a load balancer's network, `127.0.0.1` for nginx on the
 * same host), comma-separated; empty trusts none. Only a request that arrives from one of them
 * has its X-Forwarded-For read, so a client that reaches the port directly cannot choose its own
 * rate-limit key. A wrong value is a deployment error, so it stops the start instead of guessing.
 */
export function readTrustedProxies(env: Record<string, string | undefined>): TrustedProxies {
  if (env.CHAT_TRUST_PROXY !== undefined) {
    console.warn(
      'CHAT_TRUST_PROXY is no longer read: set CHAT_TRUSTED_PROXIES to the addresses or CIDR ranges of the reverse proxies in front of the server.',
    );
  }
  const list = new BlockList();
  let any = false;
  for (const entry of (env.CHAT_TRUSTED_PROXIES ?? '').split(',')) {
    const value = entry.trim();
    if (!value) continue;
    const [address = '', prefix, ...rest] = value.split('/');
    const plain = plainAddress(address);
    const family = isIP(plain);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      rest.length > 0 ||
      (bits !== null && !(/^\d+$/.test(prefix ?? '') && bits <= maxBits))
    ) {
      throw new Error(
        `CHAT_TRUSTED_PROXIES lists the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1), not "${value}"` +
          (/^\d+$/.test(value) ? ': it no longer takes a number of proxies' : ''),
      );
    }
    if (bits === 0) {
      throw new Error(
        `CHAT_TRUSTED_PROXIES names "${value}", which trusts every address: any client could then choose its own rate-limit key. List only the proxies in front of the server.`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === null) list.addAddress(plain, type);
    else list.addSubnet(plain, bits, type);
    any = true;
  }
  return {
    trusts: (address) => {
      if (!any) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The first four groups of an IPv6 address: one subscriber usually holds a whole /64. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The rate-limit key of a client: its IPv4 address, or the /64 network of its IPv6 address
 * (otherwise one visitor could rotate through millions of addresses), or the raw value when it
 * is not an address at all.
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  return isIP(plain) === 6 ? ipv6Network(plain) : plain;
}

/**
 * An X-Forwarded-For entry without the port some proxies append ("192.0.2.1:4711",
 * "[2001:db8::1]:4711"): with it, every connection of one client made a new rate-limit key.
 */
function withoutPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1] as string;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4 ? (v4[1] as string) : hop;
}

/**
 * The client's address. Walking from the connection's peer leftwards through X-Forwarded-For,
 * every trusted proxy vouches for the hop it appended; the first address that is not a trusted
 * proxy is the client. A peer that is not a trusted proxy is the client itself, whatever
 * headers it sent.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  proxies: TrustedProxies,
): string {
  let client = socketAddress ?? 'unknown';
  if (!proxies.trusts(client)) return client;
  const hops = (forwardedFor ?? '').split(',');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = withoutPort((hops[i] as string).trim());
    if (!hop) continue;
    client = hop;
    if (!proxies.trusts(hop)) break;
  }
  return client;
}
