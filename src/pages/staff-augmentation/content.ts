import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import { pageArt, type IconList, type IdList, type ImageRef } from '../../lib/contentLists';
import type staffAugmentation from '../../../locales/en/staffAugmentation.json';
import type { staffAugmentationPrices } from '../../config/prices';
import type { PageNamespace } from '../../i18n/namespaces';

/**
 * What the staff augmentation page shows that is not text: order, icons, links and amounts,
 * keyed by the ids of `locales/<lng>/staffAugmentation.json`.
 */
type Copy = typeof staffAugmentation;

/** The id of the closing call to action, where the hero's Get in touch button leads. */
export const closingId = 'get-in-touch';

const art = pageArt('staff-augmentation');

/** The hero's art, beside the headline. */
export const heroImage = art('hero', 800, 600);

export const pathCards = [
  { id: 'hireNow', image: art('hire-now', 800, 400), to: 'forCompanies' },
  { id: 'findJob', image: art('find-job', 800, 400), to: 'forTalent' },
] as const satisfies readonly {
  id: keyof Copy['paths']['items'];
  image: ImageRef;
  to: PageNamespace;
}[];

export const paragraphs = ['hire', 'handle', 'focus'] as const satisfies IdList<
  Copy['whatItIs']['paragraphs']
>;

export const facts = [
  { id: 'speed', icon: ScheduleRounded },
  { id: 'savings', icon: SavingsRounded },
  { id: 'trial', icon: VerifiedUserRounded },
] as const satisfies IconList<Copy['whatItIs']['facts']>;

export const audience = [
  'startups',
  'smes',
  'tech',
  'projects',
  'firstStep',
] as const satisfies IdList<Copy['audience']['for']>;

export const painPoints = ['openRoles', 'costs', 'legal', 'admin', 'fit'] as const satisfies IdList<
  Copy['audience']['pains']
>;

export const companyBenefits = [
  { id: 'speed', icon: BoltRounded },
  { id: 'savings', icon: SavingsRounded },
  { id: 'noEntity', icon: GavelRounded },
  { id: 'trial', icon: VerifiedUserRounded },
] as const satisfies IconList<Copy['benefits']['companies']>;

export const talentBenefits = [
  { id: 'contract', icon: AssignmentTurnedInRounded },
  { id: 'european', icon: PublicRounded },
  { id: 'support', icon: SupportAgentRounded },
  { id: 'free', icon: VolunteerActivismRounded },
] as const satisfies IconList<Copy['benefits']['talent']>;

export const steps = [
  { id: 'needs', icon: ForumRounded },
  { id: 'search', icon: PersonSearchRounded },
  { id: 'choose', icon: HandshakeRounded },
  { id: 'hire', icon: AssignmentTurnedInRounded },
  { id: 'manage', icon: TrendingUpRounded },
] as const satisfies IconList<Copy['howItWorks']['steps']>;

export const included = [
  'search',
  'contract',
  'payroll',
  'management',
  'invoice',
  'trial',
] as const satisfies IdList<Copy['scope']['included']>;

/** What the monthly fee does not cover. */
export const excluded = [
  'retention',
  'relocation',
  'training',
  'equipment',
] as const satisfies IdList<Copy['scope']['excluded']>;

/** The pricing levels (hidden, `site.flags.staffAugmentationPricing`), each priced from `staffAugmentationPrices`. */
export const pricingLevels = [
  'junior',
  'mid',
  'senior',
] as const satisfies readonly (keyof Copy['pricing']['levels'] &
  keyof typeof staffAugmentationPrices)[];

/** The use case (hidden, `site.flags.staffAugmentationUseCase`): what the client was invoiced, in euros per month. */
export const useCase = {
  parts: ['need', 'result', 'invoice'],
  monthlyInvoice: { currency: 'EUR', amount: 5000 },
} as const satisfies {
  parts: readonly (keyof Copy['useCase'] & ('need' | 'result' | 'invoice'))[];
  monthlyInvoice: { currency: 'EUR'; amount: number };
};
