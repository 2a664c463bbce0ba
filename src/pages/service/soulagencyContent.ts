import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RocketRounded from '@mui/icons-material/RocketRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import type soulagency from '../../../locales/en/soulagency.json';
import { serviceArt, type IconItem } from './content';

/** The startup growth agency: what the page shows that is not text, keyed by its copy's ids. */
type Copy = typeof soulagency;

export const agencyHero = serviceArt('soulagency');

export const agencyPillars = [
  { id: 'goToMarket', icon: RocketRounded },
  { id: 'brand', icon: CampaignRounded },
  { id: 'enablement', icon: TrendingUpRounded },
] as const satisfies readonly IconItem<keyof Copy['pillars']['items']>[];

export const agencyAudience = [
  { id: 'startups', icon: AutoAwesomeRounded },
  { id: 'scaleups', icon: ApartmentRounded },
  { id: 'expansion', icon: PublicRounded },
] as const satisfies readonly IconItem<keyof Copy['audience']['items']>[];

/** Europe (based in Berlin) and Latin America; no other office is claimed. */
export const agencyRegions = [
  { id: 'europe', icon: PlaceRounded },
  { id: 'latam', icon: PublicRounded },
] as const satisfies readonly IconItem<keyof Copy['regions']['items']>[];
