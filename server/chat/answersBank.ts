import type { NextStep } from '../../src/shared/chat/nextSteps';
import type { Aspect, Service } from './aspects';
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
 * - `aspects` and `service`: what the entry answers (an entry without `service` holds for any
 *   service of its audience); an entry without aspects is found by search only. `covers`: the
 *   services for which a general entry is also the service's own answer.
 * - `source`: the page section that states it, `namespace#anchor`, when it is not `page`'s own.
 *
 * A bank answer may quote page copy with `{{namespace:key.path}}` (a string, or a list joined
 * into a sentence), so a fact the page states is written once, on the page.
 */
export interface AnswerMeta {
  audience: Audience;
  aspects: readonly Aspect[];
  service?: Service;
  covers?: readonly Service[];
  next?: NextStep | null;
  page?: string;
  pages?: readonly string[];
  source?: string;
  flag?: SectionFlag;
}

const study = ['overview', 'study'] as const;

export const answerMeta: Record<string, AnswerMeta> = {
  germanNeeded: {
    audience: 'professional',
    aspects: ['language'],
    page: 'home:faq.items.germanRequired',
  },
  talentCost: {
    audience: 'professional',
    aspects: ['free', 'price'],
    covers: ['remoteTalent'],
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
  masters: {
    audience: 'professional',
    aspects: [...study, 'compare', 'language', 'included'],
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
  dataComplaint: {
    audience: 'any',
    aspects: ['dataProtection'],
    next: null,
    source: 'privacyPolicy#rights',
  },
  dataRetention: {
    audience: 'any',
    aspects: ['dataRetention'],
    next: null,
    source: 'privacyPolicy#retention',
  },
  staffAugmentation: {
    audience: 'company',
    aspects: ['overview', 'process'],
    service: 'staffAugmentation',
    next: 'booking',
    source: 'staffAugmentation#what-it-is',
  },
  staffAugmentationVsHiring: {
    audience: 'company',
    aspects: ['compare'],
    covers: ['staffAugmentation', 'talentHiring'],
    next: 'booking',
    source: 'home#faqs',
  },
  staffAugmentationSavings: {
    audience: 'company',
    aspects: ['savings'],
    service: 'staffAugmentation',
    next: 'booking',
    page: 'staffAugmentation:benefits.companies.savings',
  },
  staffAugmentationSpeed: {
    audience: 'company',
    aspects: ['speed'],
    service: 'staffAugmentation',
    next: 'booking',
    page: 'staffAugmentation:howItWorks.steps.search',
  },
  staffAugmentationScope: {
    audience: 'company',
    aspects: ['included', 'excluded'],
    service: 'staffAugmentation',
    next: 'booking',
    source: 'staffAugmentation#included',
  },
  staffAugmentationAfterStart: {
    audience: 'company',
    aspects: ['afterStart', 'billing'],
    service: 'staffAugmentation',
    next: 'booking',
    page: 'staffAugmentation:howItWorks.steps.manage',
    // Every service's follow-up after the start, which the home page states for all of them.
    pages: ['home:process.steps.launch'],
  },
  staffAugmentationPricing: {
    audience: 'company',
    aspects: ['price'],
    service: 'staffAugmentation',
    next: 'booking',
    flag: 'staffAugmentationPricing',
  },
  staffAugmentationUseCase: {
    audience: 'company',
    aspects: [],
    service: 'staffAugmentation',
    next: 'booking',
    flag: 'staffAugmentationUseCase',
  },
  companyPricing: {
    audience: 'company',
    aspects: ['price'],
    covers: ['talentHiring', 'aiSolutions', 'startupGrowth'],
    next: null,
  },
  marketingLabPackages: {
    audience: 'company',
    aspects: ['price', 'included'],
    service: 'marketingLab',
    next: 'booking',
    flag: 'marketingLabPackages',
  },
  migrationPrice: {
    audience: 'professional',
    aspects: ['price', 'free'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'migration#intro',
  },
  relocationPackages: {
    audience: 'professional',
    aspects: ['price', 'included', 'compare', 'currency', 'overview'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'relocation#plans',
    pages: ['basic', 'standard', 'premium'].map((plan) => `relocation:plans.items.${plan}`),
  },
  relocationSteps: {
    audience: 'professional',
    aspects: ['process'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'relocation#steps',
  },
  relocationChoice: {
    audience: 'professional',
    aspects: ['recommend'],
    service: 'relocation',
    next: null,
    source: 'relocation#plans',
  },
  relocationLanguage: {
    audience: 'professional',
    aspects: ['language', 'english'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'relocation#benefits',
  },
  relocationArrival: {
    audience: 'professional',
    aspects: ['arrival'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'soulmove#steps',
  },
  studySteps: {
    audience: 'professional',
    aspects: ['process'],
    service: 'studyAbroad',
    next: 'preEvaluation',
    source: 'soulstudy#steps',
    pages: ['goals', 'options', 'application', 'visa', 'arrival'].map(
      (step) => `soulstudy:steps.items.${step}`,
    ),
  },
  studyArrival: {
    audience: 'professional',
    aspects: ['arrival'],
    service: 'studyAbroad',
    next: 'preEvaluation',
    page: 'soulstudy:steps.items.arrival',
    source: 'soulstudy#steps',
  },
  studyLanguage: {
    audience: 'professional',
    aspects: ['language'],
    service: 'studyAbroad',
    next: 'preEvaluation',
    page: 'soulstudy:offer.items.language',
    source: 'soulstudy#offer',
  },
  relocationFree: {
    audience: 'professional',
    aspects: ['free'],
    service: 'relocation',
    next: null,
    source: 'relocation#plans',
  },
  relocation: {
    audience: 'professional',
    aspects: ['overview', 'apply', 'start'],
    service: 'relocation',
    next: null,
    source: 'migration#process',
  },
  notIncluded: {
    audience: 'professional',
    aspects: ['excluded'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'migration#included',
  },
  remoteTalent: {
    audience: 'professional',
    aspects: ['overview', 'apply', 'start'],
    service: 'remoteTalent',
    next: 'talentProfile',
    source: 'soulmatchTalent#steps',
  },
  // The umbrella of the study programs: a study question that names no program gets it.
  studyAbroad: {
    audience: 'professional',
    aspects: study,
    covers: ['studyAbroad'],
    next: 'preEvaluation',
    source: 'soulstudy#offer',
  },
  // The figures of every placement, whichever service made it.
  companyResults: {
    audience: 'company',
    aspects: ['results'],
    next: 'booking',
    source: 'forCompanies#benefits',
    pages: ['retention', 'costs', 'speed'].map((item) => `forCompanies:benefits.items.${item}`),
  },
  hiring: {
    audience: 'company',
    aspects: ['overview', 'results'],
    service: 'talentHiring',
    next: 'companyRequest',
    source: 'soulmatchCompany#steps',
  },
  talentHiringSpeed: {
    audience: 'company',
    aspects: ['speed'],
    service: 'talentHiring',
    next: 'companyRequest',
    page: 'soulmatchCompany:details.items.timeline',
  },
  talentHiringLanguages: {
    audience: 'company',
    aspects: ['language', 'english'],
    service: 'talentHiring',
    next: 'companyRequest',
    page: 'soulmatchCompany:offer.items.languages',
  },
  talentHiringSteps: {
    audience: 'company',
    aspects: ['process'],
    service: 'talentHiring',
    next: 'companyRequest',
    source: 'soulmatchCompany#steps',
    pages: ['profile', 'search', 'assess', 'shortlist', 'onboard'].map(
      (step) => `soulmatchCompany:steps.items.${step}`,
    ),
  },
  talentHiringAfterStart: {
    audience: 'company',
    aspects: ['afterStart'],
    service: 'talentHiring',
    next: 'booking',
    source: 'soulmatchCompany#offer',
    pages: ['soulmatchCompany:steps.items.onboard', 'soulmatchCompany:offer.items.followUp'],
  },
  afterStart: {
    audience: 'any',
    aspects: ['afterStart'],
    page: 'home:process.steps.launch',
    source: 'home#process',
  },
  startupGrowth: {
    audience: 'company',
    aspects: ['overview', 'start', 'forWhom'],
    service: 'startupGrowth',
    next: null,
    source: 'soulagency#pillars',
  },
  startupGrowthRegions: {
    audience: 'company',
    aspects: ['countries', 'location'],
    service: 'startupGrowth',
    next: null,
    source: 'soulagency#regions',
    pages: ['europe', 'latam'].map((region) => `soulagency:regions.items.${region}`),
  },
  marketingLab: {
    audience: 'company',
    aspects: ['overview', 'process'],
    service: 'marketingLab',
    next: 'booking',
    source: 'marketingLab#process',
  },
  marketingLabAfterLaunch: {
    audience: 'company',
    aspects: ['afterStart'],
    service: 'marketingLab',
    next: 'booking',
    page: 'marketingLab:process.steps.launch',
  },
  aiSolutions: { audience: 'company', aspects: ['overview'], service: 'aiSolutions', next: null },
  about: { audience: 'any', aspects: ['company'], source: 'about' },
  team: { audience: 'any', aspects: ['team'], source: 'about#team' },
  location: { audience: 'any', aspects: ['location'], source: 'home#contact' },
  availability: { audience: 'any', aspects: ['availability'], next: null },
  imprint: { audience: 'any', aspects: ['legal'], next: null, source: 'imprint' },
  terms: { audience: 'any', aspects: ['legal'], next: null, source: 'terms' },
  chatTerms: { audience: 'any', aspects: ['chatTerms'], next: null, source: 'terms#chat' },
  market: { audience: 'any', aspects: ['market'], source: 'home#impact' },
  providers: {
    audience: 'any',
    aspects: ['providers'],
    source: 'privacyPolicy#recipients',
    next: null,
  },
  experience: {
    audience: 'company',
    aspects: ['experience'],
    covers: ['startupGrowth', 'marketingLab'],
    source: 'soulagency',
    next: null,
  },
  profileSharing: {
    audience: 'any',
    aspects: ['profileSharing'],
    source: 'privacyPolicy#recipients',
    next: null,
  },
  testimonials: { audience: 'any', aspects: ['testimonials'], source: 'home#testimonials' },
  commitment: { audience: 'any', aspects: ['commitment'], source: 'terms', next: 'booking' },
  bookingCommitment: {
    audience: 'any',
    aspects: ['commitment'],
    source: 'terms#thirdParty',
    next: 'booking',
  },
  talentPreparation: {
    audience: 'professional',
    aspects: ['preparation'],
    covers: ['remoteTalent'],
    source: 'soulmatchTalent#steps',
    next: 'talentProfile',
  },
  remoteSteps: {
    audience: 'professional',
    aspects: ['process'],
    service: 'remoteTalent',
    source: 'soulmatchTalent#steps',
    next: 'talentProfile',
  },
  experienceRoute: {
    audience: 'professional',
    aspects: ['overview', 'permit', 'recognition', 'salary', 'qualify', 'paths'],
    service: 'experienceRoute',
    next: 'preEvaluation',
    source: 'germanyCheck#routes',
  },
  visaOffice: {
    audience: 'professional',
    aspects: ['visaOffice'],
    next: 'preEvaluation',
    source: 'germanyCheck#figures',
  },
  // Who decides on what a professional applies for; a company's "who decides?" is its hiring.
  whoDecides: {
    audience: 'professional',
    aspects: ['selection'],
    covers: [
      'relocation',
      'studyAbroad',
      'blueCard',
      'chancenkarte',
      'experienceRoute',
      'masters',
      'studienkolleg',
      'ausbildung',
      'nursing',
    ],
    next: 'preEvaluation',
  },
  germanyCheckPrivacy: {
    audience: 'any',
    aspects: ['dataProtection', 'dataRetention'],
    service: 'germanyCheck',
    next: null,
    source: 'germanyCheck#check',
  },
  germanyCheck: {
    audience: 'professional',
    aspects: ['qualify', 'overview'],
    covers: ['germanyCheck'],
    source: 'germanyCheck',
    next: 'preEvaluation',
  },
  // What the first call is about: the home page's for anyone, each service's own for it.
  firstCall: {
    audience: 'any',
    aspects: ['firstCall'],
    page: 'home:process.steps.discover',
    source: 'home#process',
    next: 'booking',
  },
  remoteTalentFirstCall: {
    audience: 'professional',
    aspects: ['firstCall'],
    service: 'remoteTalent',
    page: 'soulmatchTalent:steps.items.call',
    source: 'soulmatchTalent#steps',
    next: 'talentProfile',
  },
  studyFirstCall: {
    audience: 'professional',
    aspects: ['firstCall'],
    service: 'studyAbroad',
    page: 'soulstudy:steps.items.goals',
    source: 'soulstudy#steps',
    next: 'preEvaluation',
  },
  relocationFirstCall: {
    audience: 'professional',
    aspects: ['firstCall'],
    service: 'relocation',
    page: 'soulmove:steps.items.call',
    source: 'soulmove#steps',
    next: 'preEvaluation',
  },
  talentHiringFirstCall: {
    audience: 'company',
    aspects: ['firstCall'],
    service: 'talentHiring',
    page: 'soulmatchCompany:steps.items.profile',
    source: 'soulmatchCompany#steps',
    next: 'booking',
  },
  getStarted: {
    audience: 'any',
    aspects: ['start'],
    page: 'home:faq.items.getStarted',
    next: null,
  },
  values: { audience: 'any', aspects: ['values'], source: 'about#values' },
  mission: { audience: 'any', aspects: ['mission'], source: 'company' },
  manifesto: {
    audience: 'any',
    aspects: ['values'],
    source: 'company#manifesto',
    pages: ['noBorders', 'connections', 'honesty', 'bothSides', 'together'].map(
      (point) => `company:manifesto.items.${point}`,
    ),
  },
  accessibility: {
    audience: 'any',
    aspects: ['accessibility'],
    source: 'accessibility',
    next: null,
  },
  accessibilityFeedback: {
    audience: 'any',
    aspects: ['barrier'],
    source: 'accessibility#feedback',
    next: null,
  },
  professionalPaths: { audience: 'professional', aspects: ['paths'], source: 'professional#paths' },
  benefitsTalent: { audience: 'professional', aspects: ['benefits'], source: 'benefits' },
  benefitsCompanies: { audience: 'company', aspects: ['benefits'], source: 'benefits' },
  dataUsage: { audience: 'any', aspects: ['dataUsage'], source: 'privacyPolicy', next: null },
  migrationAudience: {
    audience: 'professional',
    aspects: ['forWhom'],
    service: 'relocation',
    next: 'preEvaluation',
    source: 'migration#audience',
  },
  socialResponsibility: {
    audience: 'any',
    aspects: ['impact'],
    source: 'socialResponsibility',
    next: 'booking',
  },
};
