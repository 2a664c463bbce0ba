import AltRouteRounded from '@mui/icons-material/AltRouteRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type professional from '../../../locales/en/professional.json';
import type { PageNamespace } from '../../i18n/namespaces';

type Copy = typeof professional;

/** The professionals' hub: every page the site offers talent, in reading order. */
export const paths = [
  { id: 'forTalent', icon: GroupsRounded, to: 'forTalent' },
  { id: 'remoteTalent', icon: LaptopRounded, to: 'soulmatchTalent' },
  { id: 'talentRelocation', icon: FlightTakeoffRounded, to: 'soulmove' },
  { id: 'studyAbroad', icon: SchoolRounded, to: 'soulstudy' },
  { id: 'relocation', icon: MapRounded, to: 'relocation' },
  { id: 'germanyCheck', icon: AltRouteRounded, to: 'germanyCheck' },
] as const satisfies readonly {
  id: keyof Copy['paths']['items'];
  icon: SvgIconComponent;
  to: PageNamespace;
}[];
