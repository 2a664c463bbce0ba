import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { SiteConfig } from '../src/config/siteConfig';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const sources = (...values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * THE list of security headers: the server sends it (Hono's secureHeaders) and the build writes
 * it for static hosts (`_headers`, nginx), so both deployments send the same headers. Scripts
 * come only from this origin, the inline scripts the built pages carry (by hash, see
 * `cspHashes.ts`) and the scheduling provider's popup once a visitor asks for it.
 */
export function securityHeaderOptions(
  site: SiteConfig,
  inlineScriptHashes: readonly string[] = [],
): SecureHeadersOptions {
  const [bookingScript, bookingPage, bookingStyles] = [
    origin(site.booking.scriptUrl),
    origin(site.booking.url),
    origin(site.booking.stylesheetUrl),
  ];
  const frames = sources(bookingPage);
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: sources("'self'", ...inlineScriptHashes, bookingScript),
      // Emotion writes the critical CSS into <style> tags; styles cannot run code.
      styleSrc: sources("'self'", "'unsafe-inline'", bookingStyles),
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: sources(
        "'self'",
        site.chatApiUrl ? origin(site.chatApiUrl) : null,
        bookingScript,
        bookingPage,
        bookingStyles,
      ),
      frameSrc: frames.length ? frames : ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    // Two years, the value browsers' preload lists ask for; only ever served over HTTPS.
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  };
}

/** The same headers as name/value pairs, exactly as the server sends them. */
export async function securityHeaderList(
  options: SecureHeadersOptions,
): Promise<[string, string][]> {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return [...response.headers.entries()].map(([name, value]) => [headerCase(name), value]);
}

const headerCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
