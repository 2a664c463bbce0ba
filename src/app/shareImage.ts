import type { Locale } from '../i18n/locales';
import type { PageNamespace } from '../i18n/namespaces';

/** The size Open Graph and Twitter's large card show without cropping. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Where `scripts/share-images.ts` writes a page's share image inside the built site. */
export const shareImagePath = (routeId: PageNamespace, lng: Locale) =>
  `/share/${lng}/${routeId}.png`;
