import BadgeRounded from '@mui/icons-material/BadgeRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import { serviceArt, type ServiceContent } from './content';

/** Talent Relocation: moving to Germany for work. The packages and their prices live on /relocation. */
export const soulmoveContent: ServiceContent<'soulmove'> = {
  ns: 'soulmove',
  hero: serviceArt('soulmove'),
  sections: ['steps', 'offer'],
  steps: ['call', 'plan', 'documents', 'arrival', 'settle'],
  offer: [
    { id: 'permits', icon: BadgeRounded },
    { id: 'recognition', icon: SchoolRounded },
    { id: 'checklist', icon: ChecklistRounded },
    { id: 'report', icon: DescriptionRounded },
    { id: 'integration', icon: GroupsRounded },
    { id: 'career', icon: ExploreRounded },
  ],
  offerLink: 'relocation',
  actions: [
    { kind: 'booking', label: 'startJourney' },
    { kind: 'internal', label: 'contact', to: 'contact' },
    { kind: 'internal', label: 'check', to: 'germanyCheck' },
  ],
};
