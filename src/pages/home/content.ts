import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { FaqIconName } from '../../components/faq/faqIcons';
import type home from '../../../locales/en/home.json';
import { statistics } from '../../config/statistics';
import type { PageNamespace } from '../../i18n/namespaces';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the home page shows that is not text: order, images, links, icons and numbers,
 * keyed by the ids of `locales/<lng>/home.json`.
 */
type Copy = typeof home;
const art = pageArt('home');

export const heroSlides = [
  { id: 'bridging', image: art('hero-1', 1600, 900), to: 'forTalent' },
  { id: 'europe', image: art('hero-2', 1600, 900), to: 'migration' },
  { id: 'grow', image: art('hero-3', 1600, 900), to: 'staffAugmentation' },
  { id: 'smartTeams', image: art('hero-4', 1600, 900), to: 'forCompanies' },
] as const satisfies readonly {
  id: keyof Copy['hero']['slides'];
  image: ImageRef;
  to: PageNamespace;
}[];

export const services = [
  {
    id: 'staffAugmentation',
    image: art('service-staff-augmentation', 800, 1000),
    to: 'staffAugmentation',
  },
  { id: 'migration', image: art('service-migration', 800, 1000), to: 'migration' },
  { id: 'marketingLab', image: art('service-marketing-lab', 800, 1000), to: 'marketingLab' },
] as const satisfies readonly {
  id: keyof Copy['services']['items'];
  image: ImageRef;
  to: PageNamespace;
}[];

/** The hidden audience cards (switched by `site.flags.homeAudienceCards`). */
export const audienceCards = [
  { id: 'hireNow', icon: ApartmentRounded, to: 'forCompanies' },
  { id: 'relocation', icon: FlightTakeoffRounded, to: 'relocation' },
  { id: 'findJob', icon: WorkOutlineRounded, to: 'forTalent' },
] as const satisfies readonly {
  id: keyof Copy['audience']['items'];
  icon: SvgIconComponent;
  to: PageNamespace;
}[];

export const processSteps = [
  { id: 'discover', image: art('process-1', 800, 600) },
  { id: 'match', image: art('process-2', 800, 600) },
  { id: 'prepare', image: art('process-3', 800, 600) },
  { id: 'launch', image: art('process-4', 800, 600) },
] as const satisfies readonly { id: keyof Copy['process']['steps']; image: ImageRef }[];

/** Each statistic of `src/config/statistics.ts` with its icon, in the page's order. */
const statisticIcons = {
  skilledWorkers: GroupsRounded,
  jobOffers: LaptopRounded,
  remoteGrowth: TrendingUpRounded,
  startupsData: InsightsRounded,
  remoteJobs: PublicRounded,
} as const satisfies Record<keyof Copy['impact']['stats'], SvgIconComponent>;
export const impactStats = statistics.map((stat) => ({ ...stat, icon: statisticIcons[stat.id] }));

/**
 * `sample: true` marks a testimonial written as an example, not said by a real client: while
 * any is left the section tells visitors so, and `npm run check:launch` lists it. Replace the
 * quote in every locale with a client's own words and their consent, then drop the marker.
 */
export const testimonials = [
  { id: 'valeria', avatar: art('avatar-1', 160, 160), sample: true },
  { id: 'jonas', avatar: art('avatar-2', 160, 160), sample: true },
  { id: 'andres', avatar: art('avatar-3', 160, 160), sample: true },
] as const satisfies readonly {
  id: keyof Copy['testimonials']['items'];
  avatar: ImageRef;
  sample: boolean;
}[];

export const ctaBackground = {
  desktop: art('cta-desktop', 1600, 500),
  mobile: art('cta-mobile', 750, 900),
} as const;

export const faqItems = [
  { id: 'onlyGermany', icon: 'world' },
  { id: 'germanRequired', icon: 'language' },
  { id: 'cost', icon: 'cost' },
  { id: 'visa', icon: 'visa' },
  { id: 'timeline', icon: 'time' },
  { id: 'getStarted', icon: 'conversation' },
] as const satisfies readonly { id: keyof Copy['faq']['items']; icon: FaqIconName }[];

export const contactEmails = [
  'clients',
  'people',
  'talent',
] as const satisfies readonly (keyof Copy['contact']['emails'])[];

/** The hidden external forms grid (switched by `site.flags.contactFormsGrid`). */
export const contactForms = [
  { id: 'companyRequest', icon: ApartmentRounded },
  { id: 'talentProfile', icon: WorkOutlineRounded },
  { id: 'preEvaluation', icon: DescriptionRounded },
] as const satisfies readonly {
  id: keyof Copy['contact']['forms']['items'];
  icon: SvgIconComponent;
}[];
