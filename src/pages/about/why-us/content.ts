import Diversity3Rounded from '@mui/icons-material/Diversity3Rounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type whyUs from '../../../../locales/en/whyUs.json';
import { resultFigures, type Figure } from '../../../config/figures';

/** What Why Choose Us shows that is not text, keyed by the ids of `locales/<lng>/whyUs.json`. */
type Copy = typeof whyUs;

/** The six differentiators; the first four carry the business's own figures. */
export const differentiators = [
  { id: 'retention', icon: HandshakeRounded, figure: resultFigures.retention },
  { id: 'costs', icon: SavingsRounded, figure: resultFigures.costs },
  { id: 'speed', icon: SpeedRounded, figure: resultFigures.speed },
  { id: 'weeks', icon: EventAvailableRounded, figure: resultFigures.weeks },
  { id: 'bridge', icon: Diversity3Rounded },
  { id: 'onePartner', icon: HubRounded },
] as const satisfies readonly {
  id: keyof Copy['differentiators']['items'];
  icon: SvgIconComponent;
  figure?: Figure;
}[];
