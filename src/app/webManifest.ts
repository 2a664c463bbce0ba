import { brandColors } from '../theme/tokens';
import { manifestIcons } from './siteIcons';

/** site.webmanifest: what a phone shows when the site is added to the home screen. */
export function webManifest(brand: string) {
  return {
    name: brand,
    short_name: brand,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brandColors.navy,
    background_color: brandColors.paper,
    icons: manifestIcons.map(({ href, size, purpose }) => ({
      src: href,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
