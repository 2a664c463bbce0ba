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
] as const;
export type Aspect = (typeof aspects)[number];

/** Services of the site and the topics (permits, programs) the advisory explains. */
export const services = [
  'staffAugmentation',
  'talentHiring',
  'remoteTalent',
  'relocation',
  'studyAbroad',
  'marketingLab',
  'startupGrowth',
  'aiSolutions',
  'blueCard',
  'chancenkarte',
  'nursing',
  'ausbildung',
  'studienkolleg',
  'masters',
] as const;
export type Service = (typeof services)[number];

/** Permits and programs: more specific than the service that explains them. */
const topics = new Set<Service>([
  'blueCard',
  'chancenkarte',
  'nursing',
  'ausbildung',
  'studienkolleg',
  'masters',
]);
export const isTopic = (service: Service) => topics.has(service);

/**
 * - `injection`: asks for the briefing, the instructions or the visitor type, or to drop them;
 * - `otherClients`: asks for the names or data of the company's clients;
 * - `abuse`: insults;
 * - `guarantee`: asks the assistant to promise a visa, admission, a job or a result.
 */
export const guards = ['injection', 'otherClients', 'abuse', 'guarantee'] as const;
export type Guard = (typeof guards)[number];

/** At most this many aspects are answered in one reply, in the order they were asked. */
export const maxAspectsPerReply = 3;
