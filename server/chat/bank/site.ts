import type { AnswerMeta } from './types';

/** The company, the site, its legal pages, first steps and first calls. */
export const siteFacts: Record<string, AnswerMeta> = {
  aiSolutions: { audience: 'company', aspects: ['overview'], service: 'aiSolutions', next: null },
  about: { audience: 'any', aspects: ['company'], source: 'about' },
  team: { audience: 'any', aspects: ['team'], source: 'about#team' },
  location: { audience: 'any', aspects: ['location'], source: 'home#contact' },
  availability: { audience: 'any', aspects: ['availability'], next: null },
  imprint: { audience: 'any', aspects: ['legal'], next: null, source: 'imprint' },
  terms: { audience: 'any', aspects: ['legal'], next: null, source: 'terms' },
  chatTerms: { audience: 'any', aspects: ['chatTerms'], next: null, source: 'terms#chat' },
  noAccounts: {
    audience: 'any',
    aspects: ['accounts'],
    source: 'terms#services',
    next: null,
  },
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
  // The permits to come and apply for a university place or look for a training place.
  ...Object.fromEntries(
    (['studyApplication', 'trainingSearch'] as const).map((service) => [
      service,
      {
        audience: 'professional',
        aspects: ['overview', 'permit', 'qualify', 'speed', 'language', 'apply', 'study', 'paths'],
        service,
        next: 'preEvaluation',
        source: 'germanyCheck#routes',
      } satisfies AnswerMeta,
    ]),
  ),
  // The visa for the measures a notice of partial recognition names (§ 16d (1)), its German.
  recognitionMeasures: {
    audience: 'professional',
    aspects: ['overview', 'permit', 'qualify', 'language', 'recognition', 'paths'],
    service: 'recognitionMeasures',
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
    ],
    next: 'preEvaluation',
  },
  // A nurse's "who decides?": her recognition is the state's authority's, as the check says.
  nursingDecides: {
    audience: 'professional',
    aspects: ['selection'],
    service: 'nursing',
    next: 'preEvaluation',
    source: 'germanyCheck#routes',
  },
  // "Which German level for the Studienkolleg?": the check's study condition names it (B1).
  // The language a study program asks for (German B1 for a Studienkolleg, English B2 for a
  // program taught in English), for the Studienkolleg, a master's and studying in general ("what
  // language level do they ask to study there?"), where the study service's own fact only names
  // the certificates.
  studyLanguageLevel: {
    audience: 'professional',
    aspects: ['language', 'english'],
    service: 'studienkolleg',
    covers: ['masters', 'studyAbroad'],
    next: 'preEvaluation',
    source: 'germanyCheck#routes',
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
