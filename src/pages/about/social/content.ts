import Diversity1Rounded from '@mui/icons-material/Diversity1Rounded';
import LocationCityRounded from '@mui/icons-material/LocationCityRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import type { IconList } from '../../../lib/contentLists';
import type socialResponsibility from '../../../../locales/en/socialResponsibility.json';
import type { Figure } from '../shared/figures';

/**
 * What Social Responsibility shows that is not text, keyed by the ids of
 * `locales/<lng>/socialResponsibility.json`.
 */
type Copy = typeof socialResponsibility;

export const initiatives = [
  { id: 'education', icon: SchoolRounded },
  { id: 'mentorship', icon: Diversity1Rounded },
  { id: 'scholarships', icon: VolunteerActivismRounded },
  { id: 'community', icon: LocationCityRounded },
] as const satisfies IconList<Copy['initiatives']['items']>;

/** The impact the business reports: over 500 trained, 100+ mentorships, 25 scholarships, 5 centers. */
export const impact = [
  { id: 'trained', figure: { format: 'plus', value: 500 } },
  { id: 'mentorships', figure: { format: 'plus', value: 100 } },
  { id: 'scholarships', figure: { format: 'count', value: 25 } },
  { id: 'centers', figure: { format: 'count', value: 5 } },
] as const satisfies readonly { id: keyof Copy['impact']['items']; figure: Figure }[];
