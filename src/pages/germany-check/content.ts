import BadgeRounded from '@mui/icons-material/BadgeRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import LocalHospitalRounded from '@mui/icons-material/LocalHospitalRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type germanyCheck from '../../../locales/en/germanyCheck.json';
import type { Answers } from './rules/answers';
import type { PathwayId } from './rules/pathways';

/**
 * What the check page shows that is not text: the steps of the form and their questions, and
 * each route's icon, keyed by the ids of `locales/<lng>/germanyCheck.json`.
 */
type Copy = typeof germanyCheck;
export type QuestionId = keyof Answers;
type StepId = Exclude<keyof Copy['check']['steps'], 'result'>;

/** The form's steps, one at a time on a phone, all on one screen from tablets up. */
export const steps = [
  { id: 'goal', questions: ['goal'] },
  { id: 'qualification', questions: ['qualification', 'recognition', 'recentGraduate'] },
  { id: 'work', questions: ['occupation', 'experience', 'jobOffer', 'salary'] },
  { id: 'languages', questions: ['german', 'english'] },
  { id: 'about', questions: ['age', 'germanStay', 'partner'] },
] as const satisfies readonly { id: StepId; questions: readonly QuestionId[] }[];

/** On a phone the result is the step after the last question. */
export const resultStep = steps.length;

export const stepOf = (question: QuestionId): number =>
  steps.findIndex((step) => (step.questions as readonly QuestionId[]).includes(question));

export const pathwayIcons: Record<PathwayId, SvgIconComponent> = {
  blueCard: BadgeRounded,
  skilledWorker: WorkRounded,
  experience: TrendingUpRounded,
  opportunityCard: TravelExploreRounded,
  recognitionPartnership: HandshakeRounded,
  nursing: LocalHospitalRounded,
  study: SchoolRounded,
  vocationalTraining: ConstructionRounded,
  trainingSearch: TravelExploreRounded,
};
