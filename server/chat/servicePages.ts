import type { PageRoute } from '../../src/routes';
import type { Aspect, Service } from './aspects';

type Page = PageRoute['id'];

const study: readonly Page[] = ['soulstudy', 'migration'];
const permits: readonly Page[] = ['germanyCheck', 'migration', 'soulmove'];

/**
 * The pages that state each service, the fullest first: "where do I read everything about
 * moving, the migration page or the relocation page?" gets each of them with what it holds.
 */
export const servicePages: Record<Service, readonly Page[]> = {
  staffAugmentation: ['staffAugmentation'],
  talentHiring: ['soulmatchCompany', 'forCompanies'],
  remoteTalent: ['soulmatchTalent', 'forTalent'],
  relocation: ['relocation', 'migration', 'soulmove'],
  studyAbroad: study,
  marketingLab: ['marketingLab'],
  startupGrowth: ['soulagency'],
  aiSolutions: [],
  blueCard: permits,
  chancenkarte: permits,
  experienceRoute: permits,
  studyApplication: permits,
  trainingSearch: permits,
  recognitionMeasures: permits,
  nursing: study,
  ausbildung: study,
  studienkolleg: study,
  masters: study,
  germanyCheck: ['germanyCheck'],
};

/**
 * The pages that state an aspect asked of no service as a whole: "which page explains what visa
 * I could get?" is the permits' pages (the Germany check first), not the one FAQ answer that
 * mentions visas; "where do I read why to choose you?" is the Why Us page, whose reasons are
 * the figures the For Companies page shows too; "where does it say what happens to my chat
 * messages?" is the privacy policy, not a page that mentions the chat.
 */
export const aspectPages: Partial<Record<Aspect, readonly Page[]>> = {
  permit: permits,
  results: ['whyUs', 'forCompanies'],
  dataProtection: ['privacyPolicy'],
};
