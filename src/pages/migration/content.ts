import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import FlightLandRounded from '@mui/icons-material/FlightLandRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import PersonPinRounded from '@mui/icons-material/PersonPinRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type migration from '../../../locales/en/migration.json';
import { pageArt, type ImageRef } from '../../lib/contentLists';

/**
 * What the migration page shows that is not text: order, images and icons, keyed by the ids
 * of `locales/<lng>/migration.json`.
 */
type Copy = typeof migration;
type Programs = Copy['programs']['items'];

/** Every image of this page is a 16:9 illustration. */
const art = (name: string) => pageArt('migration')(name, 1600, 900);

export const heroSlides = [
  { id: 'study', image: art('hero-1') },
  { id: 'train', image: art('hero-2') },
  { id: 'work', image: art('hero-3') },
] as const satisfies readonly { id: keyof Copy['hero']['slides']; image: ImageRef }[];

export const audience = [
  'schoolGraduates',
  'universityGraduates',
  'apprentices',
  'nurses',
  'professionals',
] as const satisfies readonly (keyof Copy['audience']['items'])[];

export const processSteps = [
  'preEvaluation',
  'call',
  'plan',
  'applications',
  'visa',
  'arrival',
] as const satisfies readonly (keyof Copy['process']['steps'])[];

/**
 * A program card: its header art (`program-<name>.svg`) and the locale keys of its feature list,
 * checked against the copy.
 */
function program<K extends keyof Programs>(
  id: K,
  art: string,
  features: readonly (keyof Programs[K]['features'] & string)[],
) {
  return {
    id,
    image: { src: `/images/migration/program-${art}.svg`, width: 800, height: 400 },
    features: features.map((feature) => `programs.items.${id}.features.${feature}` as const),
  };
}

export const programs = [
  program('studienkolleg', 'studienkolleg', ['evaluation', 'selection', 'applications', 'visa']),
  program('master', 'master', ['profile', 'shortlist', 'applications', 'visa']),
  program('masterPremium', 'master-premium', ['all']),
  program('ausbildung', 'ausbildung', ['occupations', 'recognition', 'visa']),
  program('nursing', 'nursing', ['recognition', 'language', 'visa']),
];

export const included = [
  'evaluation',
  'pathway',
  'selection',
  'documents',
  'applications',
  'cv',
  'visa',
  'appointment',
  'arrival',
] as const satisfies readonly (keyof Copy['included']['items'])[];

export const notIncluded = [
  'fees',
  'shipping',
  'personal',
  'unrelated',
  'guarantee',
] as const satisfies readonly (keyof Copy['notIncluded']['items'])[];

export const teamPoints = [
  { id: 'berlin', icon: PersonPinRounded },
  { id: 'latam', icon: PublicRounded },
  { id: 'language', icon: TranslateRounded },
] as const satisfies readonly { id: keyof Copy['team']['points']; icon: SvgIconComponent }[];

export const reasons = [
  { id: 'personal', icon: RecordVoiceOverRounded },
  { id: 'germany', icon: VerifiedRounded },
  { id: 'latam', icon: GroupsRounded },
  { id: 'honest', icon: FactCheckRounded },
  { id: 'oneTeam', icon: HandshakeRounded },
] as const satisfies readonly { id: keyof Copy['reasons']['items']; icon: SvgIconComponent }[];

/** Icons of the six process steps, in step order. */
export const processIcons = [
  FactCheckRounded,
  ForumRounded,
  SchoolRounded,
  AccountBalanceRounded,
  VerifiedRounded,
  FlightLandRounded,
] as const satisfies readonly SvgIconComponent[];
