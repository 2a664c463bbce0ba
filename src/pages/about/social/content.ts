import Diversity1Rounded from '@mui/icons-material/Diversity1Rounded';
import LocationCityRounded from '@mui/icons-material/LocationCityRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import type { IconList } from '../../../lib/contentLists';
import type socialResponsibility from '../../../../locales/en/socialResponsibility.json';
import { impactFigures } from '../../../config/figures';

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

/** The impact the business reports (`impactFigures`), in the page's order. */
export const impact = (['trained', 'mentorships', 'scholarships', 'centers'] as const).map(
  (id) => ({
    id,
    figure: impactFigures[id],
  }),
) satisfies readonly { id: keyof Copy['impact']['items'] }[];
