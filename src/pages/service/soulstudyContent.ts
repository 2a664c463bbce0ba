import BadgeRounded from '@mui/icons-material/BadgeRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { serviceArt, type ServiceContent } from './content';

/** Study Abroad: choosing a program, applying and preparing to move; the route check below the offer. */
export const soulstudyContent: ServiceContent<'soulstudy'> = {
  ns: 'soulstudy',
  hero: serviceArt('soulstudy'),
  sections: ['offer', 'steps'],
  steps: ['goals', 'options', 'application', 'visa', 'arrival'],
  offer: [
    { id: 'programs', icon: SchoolRounded },
    { id: 'documents', icon: ChecklistRounded },
    { id: 'language', icon: TranslateRounded },
    { id: 'visa', icon: BadgeRounded },
    { id: 'living', icon: HomeRounded },
  ],
  offerLink: 'germanyCheck',
  actions: [
    { kind: 'booking', label: 'bookCall' },
    { kind: 'internal', label: 'contact', to: 'contact' },
  ],
};
