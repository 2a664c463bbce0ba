import type { NextStep } from '../../src/shared/chat/nextSteps';
import type { SectionFlag } from './hiddenSections';

export type Audience = 'professional' | 'company' | 'any';

/**
 * What is not text about each entry of the answers bank (`locales/<lng>/chatAnswers.json`,
 * `answers`): the copy holds how visitors ask (keywords) and the answer.
 * - `audience`: who asks it; a visitor of the other audience gets it only when nothing fits better.
 * - `next`: the next step that closes the answer (`null`: the answer already carries its link).
 * - `page`: the answer is that page passage (`namespace:key.path`), so a fact the page states
 *   lives in one place; the bank only adds the ways visitors ask for it.
 * - `pages`: page passages that follow the entry's own answer, each as "title: text" (the
 *   bank only adds what the pages do not state, such as prices from the site's price config).
 * - `flag`: the facts belong to a switchable section; while it is off, the offer of a call
 *   (`engine.onCall`) answers instead, and the facts are not indexed.
 */
export interface AnswerMeta {
  audience: Audience;
  next?: NextStep | null;
  page?: string;
  pages?: readonly string[];
  flag?: SectionFlag;
}

export const answerMeta: Record<string, AnswerMeta> = {
  germanNeeded: { audience: 'professional', page: 'home:faq.items.germanRequired' },
  talentCost: { audience: 'professional', page: 'home:faq.items.cost', next: 'talentProfile' },
  visa: { audience: 'professional', page: 'home:faq.items.visa', next: 'preEvaluation' },
  timeline: { audience: 'any', page: 'home:faq.items.timeline' },
  onlyGermany: { audience: 'any', page: 'home:faq.items.onlyGermany' },
  salary: { audience: 'professional', next: 'talentProfile' },
  apply: { audience: 'professional', next: null },
  hiringHowTo: { audience: 'company', next: null },
  blueCard: { audience: 'professional', next: 'preEvaluation' },
  recognition: { audience: 'professional', next: 'preEvaluation' },
  studienkolleg: { audience: 'professional', next: 'preEvaluation' },
  ausbildung: { audience: 'professional', next: 'preEvaluation' },
  masters: { audience: 'professional', next: 'preEvaluation' },
  nursing: { audience: 'professional', next: 'preEvaluation' },
  englishLevel: { audience: 'professional', next: 'talentProfile' },
  timeZones: { audience: 'any' },
  roles: { audience: 'any' },
  contracts: { audience: 'company', next: 'booking' },
  trial: { audience: 'company', next: 'booking' },
  dataProtection: { audience: 'any', next: null },
  staffAugmentation: { audience: 'company', next: 'booking' },
  staffAugmentationPricing: {
    audience: 'company',
    next: 'booking',
    flag: 'staffAugmentationPricing',
  },
  staffAugmentationUseCase: {
    audience: 'company',
    next: 'booking',
    flag: 'staffAugmentationUseCase',
  },
  marketingLabPackages: { audience: 'company', next: 'booking', flag: 'marketingLabPackages' },
  relocationPackages: {
    audience: 'professional',
    next: 'preEvaluation',
    pages: ['basic', 'standard', 'premium'].map((plan) => `relocation:plans.items.${plan}`),
  },
  relocation: { audience: 'professional', next: null },
  notIncluded: { audience: 'professional', next: 'preEvaluation' },
  remoteTalent: { audience: 'professional', next: 'talentProfile' },
  studyAbroad: { audience: 'professional', next: 'preEvaluation' },
  hiring: { audience: 'company', next: 'companyRequest' },
  startupGrowth: { audience: 'company', next: null },
  marketingLab: { audience: 'company', next: 'booking' },
  aiSolutions: { audience: 'company', next: null },
  about: { audience: 'any' },
  location: { audience: 'any' },
  availability: { audience: 'any', next: null },
  socialResponsibility: { audience: 'any' },
};
