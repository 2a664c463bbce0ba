import FlagRounded from '@mui/icons-material/FlagRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type company from '../../../../locales/en/company.json';

/** What Our Story shows that is not text, keyed by the ids of `locales/<lng>/company.json`. */
type Copy = typeof company;

export const purpose = [
  { id: 'mission', icon: FlagRounded },
  { id: 'vision', icon: VisibilityRounded },
] as const satisfies readonly {
  id: Exclude<keyof Copy['purpose'], 'eyebrow' | 'title'>;
  icon: SvgIconComponent;
}[];

/** The manifesto's five points, in the order they are numbered. */
export const manifesto = [
  'noBorders',
  'connections',
  'honesty',
  'bothSides',
  'together',
] as const satisfies readonly (keyof Copy['manifesto']['items'])[];
