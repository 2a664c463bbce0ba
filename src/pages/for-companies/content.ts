import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type forCompanies from '../../../locales/en/forCompanies.json';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the companies page shows that is not text: order, images and icons, keyed by the ids
 * of `locales/<lng>/forCompanies.json`.
 */
type Copy = typeof forCompanies;
const art = pageArt('for-companies');

export const heroSlides = [
  { id: 'hire', image: art('hero-1', 1600, 900) },
  { id: 'fast', image: art('hero-2', 1600, 900) },
  { id: 'savings', image: art('hero-3', 1600, 900) },
  { id: 'partner', image: art('hero-4', 1600, 900) },
] as const satisfies readonly { id: keyof Copy['hero']['slides']; image: ImageRef }[];

export const benefits = [
  { id: 'speed', image: art('benefit-speed', 800, 400) },
  { id: 'costs', image: art('benefit-costs', 800, 400) },
  { id: 'retention', image: art('benefit-retention', 800, 400) },
  { id: 'support', image: art('benefit-support', 800, 400) },
] as const satisfies readonly { id: keyof Copy['benefits']['items']; image: ImageRef }[];

export const processSteps = [
  { id: 'discovery', icon: SearchRounded },
  { id: 'sourcing', icon: PersonSearchRounded },
  { id: 'matching', icon: GroupsRounded },
  { id: 'onboarding', icon: RocketLaunchRounded },
  { id: 'followUp', icon: SupportAgentRounded },
] as const satisfies readonly {
  id: keyof Copy['process']['steps'];
  icon: SvgIconComponent;
}[];

/**
 * The client logos section (switched by `site.flags.companiesLogos`). No client has agreed to
 * be shown yet, so every entry is a neutral placeholder mark: `sample: true` marks it, the
 * section tells visitors so while any is left, and each is replaced by a client's logo (an
 * image under `public/images/for-companies/`) given with the client's permission.
 */
export const clientLogos = [
  { id: 'sample1', shape: 'circle', sample: true },
  { id: 'sample2', shape: 'square', sample: true },
  { id: 'sample3', shape: 'triangle', sample: true },
  { id: 'sample4', shape: 'diamond', sample: true },
  { id: 'sample5', shape: 'hexagon', sample: true },
] as const satisfies readonly {
  id: string;
  shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon';
  sample: boolean;
}[];
