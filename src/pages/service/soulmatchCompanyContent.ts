import FlightRounded from '@mui/icons-material/FlightRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SupportRounded from '@mui/icons-material/SupportRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { site } from '../../config/site';
import { serviceArt, type ServiceContent } from './content';

/** Talent Hiring: Latin American professionals for European companies. */
export const soulmatchCompanyContent: ServiceContent<'soulmatchCompany'> = {
  ns: 'soulmatchCompany',
  hero: serviceArt('soulmatch-company'),
  sections: ['steps', 'offer', 'details'],
  steps: ['profile', 'search', 'assess', 'shortlist', 'onboard'],
  offer: [
    { id: 'remote', icon: LaptopRounded },
    { id: 'onsite', icon: FlightRounded },
    { id: 'profiles', icon: GroupsRounded },
    { id: 'languages', icon: TranslateRounded },
    { id: 'followUp', icon: SupportRounded },
  ],
  details: [
    { id: 'timeline', icon: ScheduleRounded },
    { id: 'decision', icon: HowToRegRounded },
    { id: 'europe', icon: PublicRounded },
  ],
  actions: [
    { kind: 'booking', label: 'bookCall' },
    { kind: 'external', label: 'hireNow', url: site.forms.companyRequest, hint: 'newTab' },
  ],
};
