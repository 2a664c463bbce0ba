import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type benefits from '../../../../locales/en/benefits.json';
import type { Figure } from '../shared/figures';

/** What Benefits shows that is not text, keyed by the ids of `locales/<lng>/benefits.json`. */
type Copy = typeof benefits;
type Audiences = Copy['audiences'];

export const audienceIcons = {
  companies: ApartmentRounded,
  talent: WorkOutlineRounded,
} as const satisfies Record<'companies' | 'talent', SvgIconComponent>;

export const companyBenefits = [
  'talentPool',
  'fastStart',
  'legalAdmin',
  'trial',
  'followUp',
] as const satisfies readonly (keyof Audiences['companies']['items'])[];

export const talentBenefits = [
  'noCost',
  'europe',
  'relocation',
  'growth',
  'guidance',
] as const satisfies readonly (keyof Audiences['talent']['items'])[];

/**
 * The business's own figures: retention, recruitment costs and speed, the average recruitment
 * (briefing to selection), and staff augmentation's time to talent and savings.
 */
export const stats = [
  { id: 'retention', figure: { format: 'percent', value: 94 } },
  { id: 'costs', figure: { format: 'percent', value: 30 } },
  { id: 'speed', figure: { format: 'times', value: 3 } },
  { id: 'weeks', figure: { format: 'weeksRange', value: 4, to: 6 } },
  { id: 'talentWeeks', figure: { format: 'underWeeks', value: 2 } },
  { id: 'savings', figure: { format: 'percentRange', value: 30, to: 40 } },
] as const satisfies readonly { id: keyof Copy['stats']['items']; figure: Figure }[];
