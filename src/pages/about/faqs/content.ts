import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type faqs from '../../../../locales/en/faqs.json';

/** What the FAQs page shows that is not text, keyed by the ids of `locales/<lng>/faqs.json`. */
type Copy = typeof faqs;

/** Four questions from companies, then four from professionals; the icon names the audience. */
export const questions = [
  { id: 'outsideGermany', icon: ApartmentRounded },
  { id: 'hiringTime', icon: ApartmentRounded },
  { id: 'staffAugmentation', icon: ApartmentRounded },
  { id: 'trial', icon: ApartmentRounded },
  { id: 'germanRequired', icon: WorkOutlineRounded },
  { id: 'cost', icon: WorkOutlineRounded },
  { id: 'visa', icon: WorkOutlineRounded },
  { id: 'whereJobs', icon: WorkOutlineRounded },
] as const satisfies readonly { id: keyof Copy['list']['items']; icon: SvgIconComponent }[];
