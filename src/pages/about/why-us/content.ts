import Diversity3Rounded from '@mui/icons-material/Diversity3Rounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type whyUs from '../../../../locales/en/whyUs.json';
import type { Figure } from '../shared/figures';

/** What Why Choose Us shows that is not text, keyed by the ids of `locales/<lng>/whyUs.json`. */
type Copy = typeof whyUs;

/** The six differentiators; the first four carry the business's own figures. */
export const differentiators = [
  { id: 'retention', icon: HandshakeRounded, figure: { format: 'percent', value: 94 } },
  { id: 'costs', icon: SavingsRounded, figure: { format: 'percent', value: 30 } },
  { id: 'speed', icon: SpeedRounded, figure: { format: 'times', value: 3 } },
  { id: 'weeks', icon: EventAvailableRounded, figure: { format: 'weeksRange', value: 4, to: 6 } },
  { id: 'bridge', icon: Diversity3Rounded },
  { id: 'onePartner', icon: HubRounded },
] as const satisfies readonly {
  id: keyof Copy['differentiators']['items'];
  icon: SvgIconComponent;
  figure?: Figure;
}[];
