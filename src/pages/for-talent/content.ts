import type forTalent from '../../../locales/en/forTalent.json';
import type { PageNamespace } from '../../i18n/namespaces';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the talent page shows that is not text: order, images, links and icons, keyed by the
 * ids of `locales/<lng>/forTalent.json`.
 */
type Copy = typeof forTalent;
const art = pageArt('for-talent');

export const heroSlides = [
  { id: 'career', image: art('hero-1', 1600, 900), to: 'soulmatchTalent' },
  { id: 'relocate', image: art('hero-2', 1600, 900), to: 'soulmove' },
  { id: 'study', image: art('hero-3', 1600, 900), to: 'soulstudy' },
] as const satisfies readonly {
  id: keyof Copy['hero']['slides'];
  image: ImageRef;
  to: PageNamespace;
}[];

/** Card header art: wide and short, above the card's title. */
const cardArt = (name: string) => art(name, 800, 400);

export const flipCards = [
  { id: 'remoteJobs', image: cardArt('card-remote-jobs') },
  { id: 'freeMatching', image: cardArt('card-free-matching') },
  { id: 'relocation', image: cardArt('card-relocation') },
  { id: 'studyAbroad', image: cardArt('card-study-abroad') },
] as const satisfies readonly { id: keyof Copy['cards']['items']; image: ImageRef }[];
