import type { SiteConfig } from '../src/config/siteConfig';

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Security headers for every response. Scripts come only from this origin (no inline
 * script), plus the scheduling provider's popup once a visitor asks for it.
 */
export function securityHeaders(site: SiteConfig): Record<string, string> {
  const booking = [
    origin(site.booking.scriptUrl),
    origin(site.booking.url),
    origin(site.booking.stylesheetUrl),
  ];
  const list = (...sources: (string | null | undefined)[]) =>
    [...new Set(sources.filter(Boolean))].join(' ');
  const csp = [
    `default-src 'self'`,
    `script-src ${list("'self'", booking[0])}`,
    // Emotion writes the critical CSS into <style> tags; styles cannot run code.
    `style-src ${list("'self'", "'unsafe-inline'", booking[2])}`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${list("'self'", site.chatApiUrl ? origin(site.chatApiUrl) : null, ...booking)}`,
    `frame-src ${list(booking[1])}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
