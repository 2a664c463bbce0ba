import FlightRounded from '@mui/icons-material/FlightRounded';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import { serviceArt, type ServiceContent } from './content';

/** Remote Talent: remote jobs in Europe for Latin American professionals. */
export const soulmatchTalentContent: ServiceContent<'soulmatchTalent'> = {
  ns: 'soulmatchTalent',
  hero: serviceArt('soulmatch-talent'),
  sections: ['steps', 'offer', 'details'],
  steps: ['profile', 'call', 'prepare', 'interviews', 'start'],
  offer: [
    { id: 'free', icon: SavingsRounded },
    { id: 'roles', icon: LaptopRounded },
    { id: 'cv', icon: DescriptionRounded },
    { id: 'interviews', icon: RecordVoiceOverRounded },
    { id: 'relocation', icon: FlightRounded },
  ],
  details: [
    { id: 'cost', icon: SavingsRounded },
    { id: 'german', icon: TranslateRounded },
    { id: 'timing', icon: ScheduleRounded },
  ],
  actions: [
    { kind: 'booking', label: 'bookCall' },
    { kind: 'internal', label: 'findJob', to: 'forTalent' },
  ],
};
