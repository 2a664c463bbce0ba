import { isIP } from 'node:net';
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The server's logger: one JSON object per line on stdout (or `destination`), with an ISO time,
 * the level as a word and no host or pid (the container runtime adds its own). `LOG_LEVEL`
 * chooses how much (default `info`); a wrong value stops the start rather than hiding lines.
 */
export function createLogger(
  env: Record<string, string | undefined> = {},
  destination?: DestinationStream,
): Logger {
  const level = env.LOG_LEVEL?.trim() || 'info';
  if (!(levels as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, not "${level}"`);
  }
  const options = {
    level,
    base: undefined,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A client's address as a log line may name it: its network, never the address itself (an IPv4
 * address's /24, an IPv6 address's /48), so a line shows where a flood comes from without
 * identifying a visitor.
 */
export function addressNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? (mapped[1] as string) : address;
  const family = isIP(plain);
  if (family === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (family !== 6) return undefined;
  const [head = ''] = plain.toLowerCase().split('::');
  const groups = head.split(':').filter(Boolean);
  return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
}
