/**
 * The raster icons `scripts/site-icons.ts` draws from `public/favicon.svg` at build time, and the
 * web manifest that lists them. The head tags, the manifest and the Organization logo read them here.
 */
export interface IconFile {
  href: string;
  size: number;
  /** `maskable` icons keep the mark inside the safe zone on a full-bleed background. */
  purpose: 'any' | 'maskable';
}

export const manifestHref = '/site.webmanifest';

/** iOS asks for this path on its own and rounds the corners itself, so it is full-bleed. */
export const appleTouchIcon: IconFile = {
  href: '/apple-touch-icon.png',
  size: 180,
  purpose: 'maskable',
};

export const manifestIcons: readonly IconFile[] = [
  { href: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { href: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { href: '/icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { href: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The square logo search engines show for the Organization. */
export const logoHref = '/icons/icon-512.png';
