import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BrushRounded from '@mui/icons-material/BrushRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import WorkspacesRounded from '@mui/icons-material/WorkspacesRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type marketingLab from '../../../locales/en/marketingLab.json';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the marketing lab page shows that is not text: order, images, icons and timing,
 * keyed by the ids of `locales/<lng>/marketingLab.json`.
 */
type Copy = typeof marketingLab;
type Packages = Copy['packages']['items'];
const art = pageArt('marketing-lab');

/** This hero cross-fades slowly: one second per change (other sliders take half a second). */
export const heroFadeMs = 1000;

export const heroSlides = [
  { id: 'brand', image: art('hero-1', 1600, 900) },
  { id: 'web', image: art('hero-2', 1600, 900) },
  { id: 'launch', image: art('hero-3', 1600, 900) },
] as const satisfies readonly { id: keyof Copy['hero']['slides']; image: ImageRef }[];

export const processSteps = [
  { id: 'discovery', icon: TravelExploreRounded },
  { id: 'design', icon: BrushRounded },
  { id: 'development', icon: CodeRounded },
  { id: 'launch', icon: RocketLaunchRounded },
] as const satisfies readonly { id: keyof Copy['process']['steps']; icon: SvgIconComponent }[];

/** A package's features in order, each with its locale key. */
function features<K extends keyof Packages, F extends keyof Packages[K]['features'] & string>(
  id: K,
  ids: readonly F[],
) {
  return ids.map((feature) => ({
    id: feature,
    key: `packages.items.${id}.features.${feature}` as const,
  }));
}

/**
 * The packages (hidden, `site.flags.marketingLabPackages`). They carry no price: the lab
 * quotes each project, so every package asks for a proposal.
 */
export const packages = [
  {
    id: 'basic',
    icon: AutoAwesomeRounded,
    features: features('basic', ['strategy', 'identity', 'assets']),
    highlighted: false,
  },
  {
    id: 'advanced',
    icon: WorkspacesRounded,
    features: features('advanced', ['strategy', 'identity', 'web', 'assets']),
    highlighted: true,
  },
  {
    id: 'custom',
    icon: TuneRounded,
    features: features('custom', ['scope', 'team', 'support']),
    highlighted: false,
  },
] as const satisfies readonly {
  id: keyof Packages;
  icon: SvgIconComponent;
  features: readonly { id: string; key: string }[];
  highlighted: boolean;
}[];

export const portfolio = [
  { id: 'branding', image: art('portfolio-branding', 800, 600) },
  { id: 'web', image: art('portfolio-web', 800, 600) },
  { id: 'assets', image: art('portfolio-assets', 800, 600) },
] as const satisfies readonly { id: keyof Copy['portfolio']['items']; image: ImageRef }[];
