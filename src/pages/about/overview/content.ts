import Diversity3Rounded from '@mui/icons-material/Diversity3Rounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RouteRounded from '@mui/icons-material/RouteRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type about from '../../../../locales/en/about.json';
import type { SiteConfig, SiteVariable } from '../../../config/siteConfig';

/** What the About page shows that is not text, keyed by the ids of `locales/<lng>/about.json`. */
type Copy = typeof about;

export const values = [
  { id: 'people', icon: FavoriteRounded },
  { id: 'transparency', icon: VisibilityRounded },
  { id: 'bridges', icon: Diversity3Rounded },
  { id: 'quality', icon: WorkspacePremiumRounded },
  { id: 'commitment', icon: HandshakeRounded },
] as const satisfies readonly { id: keyof Copy['values']['items']; icon: SvgIconComponent }[];

/**
 * The co-founders: each name comes from the site config (`site.team`, set by the variable named
 * here); while a variable still holds its stand-in, the section says the names are placeholders.
 * The avatars are generic art; a photo dropped at the same path replaces one.
 */
export const team = [
  {
    id: 'ceo',
    nameVariable: 'VITE_TEAM_CEO_NAME',
    avatar: { src: '/images/about/avatar-ceo.svg', width: 160, height: 160 },
  },
  {
    id: 'coo',
    nameVariable: 'VITE_TEAM_COO_NAME',
    avatar: { src: '/images/about/avatar-coo.svg', width: 160, height: 160 },
  },
] as const satisfies readonly {
  id: keyof SiteConfig['team'];
  nameVariable: SiteVariable;
  avatar: { src: string; width: number; height: number };
}[];

export const whyChoose = [
  { id: 'talent', icon: GroupsRounded },
  { id: 'endToEnd', icon: RouteRounded },
  { id: 'legal', icon: GavelRounded },
  { id: 'europe', icon: PublicRounded },
] as const satisfies readonly { id: keyof Copy['whyChoose']['items']; icon: SvgIconComponent }[];
