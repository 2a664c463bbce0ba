import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HealthAndSafetyRounded from '@mui/icons-material/HealthAndSafetyRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TrainRounded from '@mui/icons-material/TrainRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type relocation from '../../../locales/en/relocation.json';
import { relocationPackagePrices } from '../../config/prices';
import { brandColors } from '../../theme/tokens';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the relocation page shows that is not text: order, images, icons, colours and prices,
 * keyed by the ids of `locales/<lng>/relocation.json`.
 */
type Copy = typeof relocation;
type Plans = Copy['plans']['items'];

/** Every image of this page is a 16:9 illustration. */
const art = (name: string) => pageArt('relocation')(name, 1600, 900);

export const heroSlides = [
  { id: 'newLife', image: art('hero-1') },
  { id: 'arrive', image: art('hero-2') },
  { id: 'belong', image: art('hero-3') },
] as const satisfies readonly { id: keyof Copy['hero']['slides']; image: ImageRef }[];

export const whyItems = [
  { id: 'career', icon: WorkRounded },
  { id: 'education', icon: SchoolRounded },
  { id: 'security', icon: FavoriteRounded },
  { id: 'social', icon: HealthAndSafetyRounded },
  { id: 'europe', icon: TrainRounded },
] as const satisfies readonly { id: keyof Copy['why']['items']; icon: SvgIconComponent }[];

/** Each step has its own gradient; `text` is the colour that reads on it at 4.5:1 or better. */
export const steps = [
  { id: 'preEvaluation', from: brandColors.navy, to: brandColors.steel, text: brandColors.white },
  { id: 'start', from: brandColors.steel, to: brandColors.blue, text: brandColors.white },
  { id: 'action', from: brandColors.amber, to: brandColors.amberDark, text: brandColors.ink },
  {
    id: 'closure',
    from: brandColors.coralText,
    to: brandColors.amberText,
    text: brandColors.white,
  },
] as const satisfies readonly {
  id: keyof Copy['steps']['items'];
  from: string;
  to: string;
  text: string;
}[];

/**
 * A package: its header art (`plan-<id>.svg`), its price (from the price list) and the locale
 * keys of its features.
 */
function plan<K extends keyof Plans>(
  id: K,
  features: readonly (keyof Plans[K]['features'] & string)[],
  popular = false,
) {
  return {
    id,
    image: { src: `/images/relocation/plan-${id}.svg`, width: 800, height: 400 },
    price: relocationPackagePrices[id],
    popular,
    features: features.map((feature) => `plans.items.${id}.features.${feature}` as const),
  };
}

export const plans = [
  plan('basic', ['call']),
  plan('standard', ['call', 'report', 'guide']),
  plan('premium', ['standard', 'roadmap', 'documents', 'culture', 'insertion'], true),
];

export const benefits = [
  'spanish',
  'personal',
  'time',
  'mistakes',
  'clarity',
] as const satisfies readonly (keyof Copy['benefits']['items'])[];

export const outcomes = [
  'plan',
  'documents',
  'options',
  'budget',
  'contacts',
] as const satisfies readonly (keyof Copy['outcomes']['items'])[];
