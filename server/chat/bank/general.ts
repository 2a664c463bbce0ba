import type { AnswerMeta } from './types';

const study = ['overview', 'study'] as const;

/**
 * What visitors ask first that the pages do not all say: languages, costs, permits and
 * programs, contracts, data protection.
 */
export const generalFacts: Record<string, AnswerMeta> = {
  germanNeeded: {
    audience: 'professional',
    aspects: ['language'],
    page: 'home:faq.items.germanRequired',
  },
  talentCost: {
    audience: 'professional',
    aspects: ['free', 'price'],
    covers: ['remoteTalent'],
    // A professional placed through a company's service pays nothing either.
    coversAsked: { services: ['staffAugmentation', 'talentHiring'], aspects: ['free'] },
    page: 'home:faq.items.cost',
    next: 'talentProfile',
  },
  visa: {
    audience: 'professional',
    aspects: ['permit'],
    service: 'relocation',
    page: 'home:faq.items.visa',
    next: 'preEvaluation',
  },
  // How long it takes, for services whose page gives no duration of their own.
  timeline: {
    audience: 'any',
    aspects: ['speed'],
    covers: ['remoteTalent', 'relocation', 'studyAbroad'],
    page: 'home:faq.items.timeline',
  },
  onlyGermany: { audience: 'any', aspects: ['countries'], page: 'home:faq.items.onlyGermany' },
  talentCountries: {
    audience: 'professional',
    aspects: ['origin'],
    next: 'talentProfile',
    source: 'forTalent',
  },
  salary: { audience: 'professional', aspects: ['salary'], next: 'booking' },
  companySalary: { audience: 'company', aspects: ['salary'], next: 'booking' },
  apply: { audience: 'professional', aspects: ['apply'], next: null, source: 'forTalent#profile' },
  homeProcess: {
    audience: 'any',
    aspects: ['process'],
    next: null,
    source: 'home#process',
    // The steps every service shares: a service named in the question has its own.
    covers: [],
    pages: ['discover', 'match', 'prepare', 'launch'].map((step) => `home:process.steps.${step}`),
  },
  hiringHowTo: {
    audience: 'company',
    aspects: ['apply', 'process', 'selection', 'start'],
    next: null,
    source: 'forCompanies#process',
  },
  blueCard: {
    audience: 'professional',
    aspects: ['overview', 'permit', 'salary', 'apply', 'qualify'],
    service: 'blueCard',
    next: 'preEvaluation',
  },
  blockedAccount: {
    audience: 'professional',
    aspects: ['funds'],
    covers: ['studyAbroad', 'masters', 'studienkolleg'],
    next: 'preEvaluation',
    source: 'germanyCheck#figures',
  },
  chancenkarteFunds: {
    audience: 'professional',
    aspects: ['funds'],
    service: 'chancenkarte',
    next: 'preEvaluation',
    source: 'germanyCheck#figures',
  },
  chancenkartePoints: {
    audience: 'professional',
    aspects: ['points'],
    covers: ['chancenkarte'],
    next: 'preEvaluation',
    source: 'germanyCheck#points',
  },
  chancenkarte: {
    audience: 'professional',
    aspects: [
      'overview',
      'permit',
      'apply',
      'language',
      'english',
      'qualify',
      'recognition',
      'speed',
    ],
    service: 'chancenkarte',
    next: 'preEvaluation',
  },
  recognition: { audience: 'professional', aspects: ['recognition'], next: 'preEvaluation' },
  studienkolleg: {
    audience: 'professional',
    aspects: [...study, 'included'],
    service: 'studienkolleg',
    next: 'preEvaluation',
    source: 'migration#programs',
  },
  ausbildung: {
    audience: 'professional',
    aspects: [...study, 'paths', 'language', 'speed', 'included', 'qualify', 'salary'],
    service: 'ausbildung',
    next: 'preEvaluation',
    source: 'migration#programs',
  },
  // The language a master's asks for is `studyLanguageLevel`'s (site.ts), which covers it.
  masters: {
    audience: 'professional',
    aspects: [...study, 'compare', 'included'],
    service: 'masters',
    next: 'preEvaluation',
    source: 'migration#programs',
  },
  nursing: {
    audience: 'professional',
    aspects: ['overview', 'study', 'paths', 'language', 'recognition', 'permit', 'included'],
    service: 'nursing',
    next: 'preEvaluation',
    source: 'migration#programs',
  },
  englishLevel: { audience: 'professional', aspects: ['english'], next: 'talentProfile' },
  timeZones: { audience: 'any', aspects: ['timeZones'] },
  roles: { audience: 'any', aspects: ['roles'] },
  contracts: { audience: 'company', aspects: ['contract'], next: 'booking' },
  staffAugmentationContract: {
    audience: 'company',
    aspects: ['contract'],
    service: 'staffAugmentation',
    next: 'booking',
    source: 'staffAugmentation#what-it-is',
  },
  trial: {
    audience: 'company',
    aspects: ['trial'],
    service: 'staffAugmentation',
    next: 'booking',
    source: 'staffAugmentation#benefits',
  },
  dataProtection: { audience: 'any', aspects: ['dataProtection'], next: null },
  cookies: { audience: 'any', aspects: ['cookies'], next: null, source: 'privacyPolicy#cookies' },
  dataController: {
    audience: 'any',
    aspects: ['controller'],
    next: null,
    source: 'privacyPolicy#controller',
  },
  legalDates: { audience: 'any', aspects: ['updated'], next: null, source: 'privacyPolicy' },
  // Every right the privacy policy names, the complaint to the Berlin authority among them: "what
  // rights do I have, and where can I complain?" is one fact.
  dataComplaint: {
    audience: 'any',
    aspects: ['dataRights'],
    next: null,
    source: 'privacyPolicy#rights',
  },
  dataRetention: {
    audience: 'any',
    aspects: ['dataRetention'],
    next: null,
    source: 'privacyPolicy#retention',
  },
};
