import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type benefits from '../../../../locales/en/benefits.json';
import { resultFigures } from '../../../config/figures';

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

/** The business's own figures (`resultFigures`), in the page's order. */
export const stats = (
  ['retention', 'costs', 'speed', 'weeks', 'talentWeeks', 'savings'] as const
).map((id) => ({ id, figure: resultFigures[id] })) satisfies readonly {
  id: keyof Copy['stats']['items'];
}[];
