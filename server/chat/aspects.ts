/**
 * What a visitor can ask about, as the assistant understands it before answering: the aspects
 * of a question (price, what is included, speed, the contract…), the services and topics they
 * concern, and the requests the assistant must refuse or handle with care (guards). The ways
 * visitors word each one are copy (`engine.aspects`, `engine.services`, `engine.guards` of
 * `locales/<lng>/chatAnswers.json`); the ids here are what the facts are filed under.
 */

export const aspects = [
  'overview',
  'price',
  'free',
  'included',
  'excluded',
  'speed',
  'contract',
  'trial',
  'language',
  'permit',
  'recognition',
  'study',
  'apply',
  'dataProtection',
  'timeZones',
  'afterStart',
  'company',
  'process',
  'roles',
  'salary',
  'countries',
  'location',
  'availability',
  'impact',
  'billing',
  'results',
  'legal',
  'compare',
  'english',
  'savings',
  'currency',
  'market',
  'recommend',
  'team',
  'payment',
  'cookies',
  'arrival',
  'dataRetention',
  'values',
  'mission',
  'accessibility',
  'paths',
  'benefits',
  'forWhom',
  'dataUsage',
  'start',
  'providers',
  'experience',
  'profileSharing',
  'testimonials',
  'commitment',
  'preparation',
  'qualify',
  'origin',
  'funds',
  'term',
  'conversion',
  'visaOffice',
  'selection',
  'barrier',
  'points',
  'chatTerms',
  'firstCall',
  'controller',
  // "What rights do I have over my data?": access, erasure, a complaint… as the policy lists them.
  'dataRights',
  // "When was your privacy policy last updated?": the dates of the legal pages.
  'updated',
  // "What is student life like, and how much will I spend?": the study service's own item.
  'studentLife',
  // "How many days may I work as a student?": § 16b (3) AufenthG's 140 days, as the chat states it.
  'studentWork',
  // "Do I have to create an account to use the chat?": the terms say there are none.
  'accounts',
  // "Which page do I read?": the pages of the service asked about, each with what it holds.
  'whichPage',
  // Things visitors ask that the site states nowhere (an English test, offices in Latin America,
  // how many people moved): no fact is filed under it, so the answer says so and offers the call.
  'unstated',
] as const;
export type Aspect = (typeof aspects)[number];

/** Permits and programs: more specific than the service that explains them. */
const topics = [
  'blueCard',
  'chancenkarte',
  'nursing',
  'ausbildung',
  'studienkolleg',
  'masters',
  'experienceRoute',
  // Coming to Germany to apply for a university place (§ 17 (2)) or to look for a training place
  // (§ 17 (1)): permits of their own, which the Germany check states.
  'studyApplication',
  'trainingSearch',
  // Coming for the measures a notice of partial recognition names (§ 16d (1)).
  'recognitionMeasures',
  'germanyCheck',
] as const;

export const services = [
  'staffAugmentation',
  'talentHiring',
  'remoteTalent',
  'relocation',
  'studyAbroad',
  'marketingLab',
  'startupGrowth',
  'aiSolutions',
  ...topics,
] as const;
export type Service = (typeof services)[number];

export const isTopic = (service: Service) => (topics as readonly Service[]).includes(service);

/**
 * The service that offers each program or explains each permit: what it states (help on
 * arrival, what it includes) holds for its topics too.
 */
export const parentOf: Partial<Record<Service, Service>> = {
  blueCard: 'relocation',
  chancenkarte: 'relocation',
  experienceRoute: 'relocation',
  masters: 'studyAbroad',
  studienkolleg: 'studyAbroad',
  ausbildung: 'studyAbroad',
  nursing: 'studyAbroad',
  studyApplication: 'studyAbroad',
  trainingSearch: 'studyAbroad',
  recognitionMeasures: 'relocation',
};

/**
 * - `injection`: asks for the briefing or the instructions, or to drop them;
 * - `visitorType`: asks how the assistant classified the visitor (never said; what the chat
 *   keeps is);
 * - `legalAdvice`: asks for binding advice on the visitor's own legal case (reserved to lawyers
 *   in Germany, RDG);
 * - `otherClients`: asks for the names or data of the company's clients;
 * - `abuse`: insults;
 * - `guarantee`: asks the assistant to promise a visa, admission, a job or a result;
 * - `personalData`: names an identity, passport or account number (answered only when the
 *   message also holds such a number, so asking about passports is not treated as sharing one).
 */
export const guards = [
  'injection',
  'visitorType',
  'legalAdvice',
  'otherClients',
  'abuse',
  'guarantee',
  'personalData',
] as const;
export type Guard = (typeof guards)[number];

/**
 * Aspects whose answer belongs to one service: asked about a service that has no fact for it,
 * the assistant says the site does not say, rather than answering with another service's terms.
 * Other aspects (languages, salary, time zones…) have general facts that hold for any service.
 */
export const serviceBound = new Set<Aspect>([
  'price',
  'free',
  'included',
  'excluded',
  'speed',
  'trial',
  'contract',
  'billing',
  'compare',
]);

/** Who a message speaks for, when its own words say so ("we need…", "I'm a nurse"). */
export const audienceHints = ['professional', 'company'] as const;
export type AudienceHint = (typeof audienceHints)[number];

/** At most this many aspects are answered in one reply, in the order they were asked. */
export const maxAspectsPerReply = 4;
