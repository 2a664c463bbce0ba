import { isTopic, type Aspect, type AudienceHint, type Service } from './aspects';
import type { PhraseHit } from './intents';

/** One thing asked: an aspect, and the service or topic it concerns when the message says. */
export interface Ask {
  aspect: Aspect;
  service?: Service;
  /** Whom this part asks for, when the message asks for both ("for talent, and for companies?"). */
  audience?: AudienceHint;
}

/**
 * Aspects that a more specific one in the same part of a message replaces, so the part asks
 * only the narrower thing:
 * - "does the package include flights?" asks what is left out;
 * - "how much would I earn?" asks about salary, "how much money must I show?" about the funds a
 *   visa asks for, "how much do you charge me?" whether it is free, "is the relocation cost
 *   included?" what is included, "how much do you cut recruiting costs?" the results, not a
 *   price;
 * - "how long do you keep my profile?" asks how long data is kept, not how long hiring takes,
 *   "who is responsible for my data?" who the controller is, and "what rights do I have over my
 *   data?" which rights;
 * - "where do I apply for the visa?" asks where, not how to apply or which visa;
 * - "how long does the process take?" asks how long, not what the steps are;
 * - "la diferencia horaria" is about time zones, not a comparison;
 * - "who pays the salary?" asks who employs;
 * - "not recognized in Germany" is about recognition, not which countries;
 * - "is a booked first call binding?" asks whether it commits, not what the call is about;
 * - "what do the terms say about this chat?" asks the chat's terms, not the governing law.
 */
export const narrowerThan: Partial<Record<Aspect, readonly Aspect[]>> = {
  included: ['excluded'],
  price: ['salary', 'funds', 'free', 'included', 'excluded', 'results', 'legal'],
  speed: ['dataRetention'],
  dataProtection: ['dataRetention', 'controller', 'dataRights'],
  permit: ['visaOffice'],
  process: ['speed'],
  compare: ['timeZones'],
  salary: ['contract'],
  countries: ['recognition'],
  firstCall: ['commitment'],
  apply: ['visaOffice'],
  legal: ['chatTerms'],
};

/**
 * Aspects that often only set the scene of a part of a message and give way to another aspect
 * asked in the same part: "what do you do for me once I have arrived?" asks about the arrival,
 * not who the company is; "how fast can you place a backend engineer?" asks about speed, not
 * which roles are filled.
 */
export const yieldsInClause = new Set<Aspect>(['overview', 'company', 'roles']);

/**
 * A company's question about the cost of moving its professional, asked of staff augmentation:
 * what the move costs is whether the service covers it ("what about relocation costs?"). Help
 * with the visa stays with relocation.
 */
export const asScope = (ask: Ask): Ask =>
  ask.service === 'relocation' && scopeAspects.has(ask.aspect)
    ? {
        ...ask,
        aspect: ask.aspect === 'price' ? 'included' : ask.aspect,
        service: 'staffAugmentation',
      }
    : ask;
const scopeAspects = new Set<Aspect>(['price', 'included', 'excluded']);

/** Help with a visa is Talent Relocation's, whichever hiring service brought the person. */
const hiringServices = new Set<Service>(['staffAugmentation', 'talentHiring', 'remoteTalent']);
export const withVisaHelp = (ask: Ask): Ask =>
  ask.aspect === 'permit' && ask.service && hiringServices.has(ask.service)
    ? { ...ask, service: 'relocation' }
    : ask;

/** Words for a company's seat: "where does the migration team have its seat?" asks the address. */
const seatWords =
  /\b(?:sede|sitz|firmensitz|hauptsitz|headquarters|head office|based|oficina|office|büro)\b/i;

/**
 * "Where are the master's, Ausbildung and nursing programs?" asks where on the site they are:
 * the company's address answers "where are you?", never where a service is described; a
 * service's seat or office ("¿dónde tiene su sede la asesoría migratoria?") is the company's.
 */
export const pageOfService =
  (text: string) =>
  (ask: Ask): Ask =>
    ask.aspect === 'location' && ask.service && !seatWords.test(text)
      ? { ...ask, aspect: 'whichPage' }
      : ask;

/** Aspects about the visitor's data, after which "and for how long?" asks how long it is kept. */
const dataAspects = new Set<Aspect>([
  'dataProtection',
  'dataRights',
  'profileSharing',
  'controller',
  'dataUsage',
]);

/** Aspects whose own fact says how long they last: "how long is the trial?" asks that. */
const lastingAspects = new Set<Aspect>(['trial']);
/** At most this many words between "how long" and what it asks the length of. */
const lengthReach = 4;

/**
 * "How long is the optional trial?", "wie lange dauert die Probewoche?", "¿cuánto dura la
 * prueba?" ask the trial's length, which its own fact states, not how long hiring takes: a
 * "how long" that a lasting aspect follows closely, in the same clause, is dropped. "How fast,
 * how long is the trial, and…?" still asks how fast.
 */
export function withoutOwnLength(spelled: string, hits: PhraseHit<Aspect>[]): PhraseHit<Aspect>[] {
  return hits.filter((hit) => {
    if (hit.kind !== 'speed') return true;
    const end = hit.index + hit.length;
    return !hits.some((other) => {
      if (!lastingAspects.has(other.kind) || other.index < end) return false;
      const between = spelled.slice(end, other.index);
      return !/[,;?!.]/.test(between) && between.split(/\s+/).filter(Boolean).length <= lengthReach;
    });
  });
}

/**
 * "What do you keep about me if I send my CV, for how long, and…?": a later part that asks how
 * long of no service asks how long the data that part or an earlier one asked about is kept, not how long
 * hiring takes.
 */
export function keptHowLong(found: readonly { ask: Ask; part: number }[]): Ask[] {
  return found.map(({ ask, part }) =>
    ask.aspect === 'speed' &&
    !ask.service &&
    found.some((other) => other.part <= part && dataAspects.has(other.ask.aspect))
      ? { ...ask, aspect: 'dataRetention' }
      : ask,
  );
}

type Found = { ask: Ask; part: number };

/** The parts of a message whose words say who pays or who gains, as the finders found them. */
export interface Sides {
  talentPays: readonly number[];
  talentGains: readonly number[];
  companyPays: readonly number[];
}

/**
 * Whom a part's price is about, whoever asks. "Will the candidates you introduce to us be
 * charged a placement fee?", "do your candidates pay you anything?" ask what professionals pay
 * (nothing for matching); "and what does the professional get out of it?" asks what they gain;
 * "how much will the company pay you for me?" asks a company's price. A part with such words
 * asks only that, for that audience, with the service of its part: "what's in it for the
 * developer?" does not ask what is included.
 */
export function withSides(
  found: readonly Found[],
  sides: Sides,
  serviceFor: (part: number) => Service | undefined,
): Found[] {
  const priced: readonly Aspect[] = ['price', 'free'];
  const rules: [readonly number[], readonly Aspect[], Side][] = [
    [sides.talentPays, priced, { aspect: 'free', audience: 'professional' }],
    [sides.talentGains, ['benefits'], { aspect: 'benefits', audience: 'professional' }],
    // What a company pays to hire a professional matched by Remote Talent is Talent Hiring's.
    [
      sides.companyPays,
      priced,
      { aspect: 'price', audience: 'company', counterpart: 'talentHiring' },
    ],
  ];
  const sided = rules.reduce<readonly Found[]>(
    (asked, [parts, aspects, side]) => forSide(asked, parts, aspects, side, serviceFor),
    found,
  );
  // Two parts that say the company pays ask one price.
  const key = ({ ask }: Found) => `${ask.aspect}:${ask.service ?? ''}:${ask.audience ?? ''}`;
  return sided.filter((item, at) => sided.findIndex((other) => key(other) === key(item)) === at);
}

type Side = { aspect: Aspect; audience: AudienceHint; counterpart?: Service };

function forSide(
  found: readonly Found[],
  parts: readonly number[],
  aspects: readonly Aspect[],
  side: Side,
  serviceFor: (part: number) => Service | undefined,
): Found[] {
  const { aspect, audience, counterpart } = side;
  const sided = (ask: Ask): Ask => ({
    ...ask,
    aspect,
    audience,
    ...(counterpart && ask.service === 'remoteTalent' ? { service: counterpart } : {}),
  });
  const asks = (item: Found) => aspects.includes(item.ask.aspect);
  const asked = found.map((item) =>
    parts.includes(item.part) && asks(item) ? { ...item, ask: sided(item.ask) } : item,
  );
  const unasked = [...new Set(parts)].filter(
    (part) => !found.some((item) => item.part === part && asks(item)),
  );
  const kept = asked.filter((item) => !parts.includes(item.part) || item.ask.aspect === aspect);
  const added = unasked.map((part) => {
    const service = serviceFor(part);
    return { ask: sided(service ? { aspect, service } : { aspect }), part };
  });
  return [...kept, ...added].sort((a, b) => a.part - b.part);
}

/**
 * "Opportunity Card question: how much money must I show, and how long can I stay in Germany
 * looking for work?": in a message that names a permit or program, how long a job search takes
 * is that permit's stay, not how fast Remote Talent places someone from their own country.
 */
export function searchUnderPermit(found: readonly Found[]): Found[] {
  const permit = found
    .map(({ ask }) => ask.service)
    .find((service) => service && isTopic(service) && service !== 'germanyCheck');
  if (!permit) return [...found];
  return found.map((item) =>
    item.ask.aspect === 'speed' && item.ask.service === 'remoteTalent'
      ? { ...item, ask: { ...item.ask, service: permit } }
      : item,
  );
}

/** Aspects about languages: in a message about studying, the languages a study program asks. */
const languageAspects = new Set<Aspect>(['language', 'english']);

/**
 * "I want to study a degree taught in English in Germany, which English level do they ask?":
 * a message that asks about studying and names no service asks its languages of studying
 * abroad, not the languages a job asks for.
 */
export function languageOfStudy(found: readonly Found[]): Found[] {
  const aboutStudy = found.some(({ ask }) => ask.aspect === 'study' && !ask.service);
  if (!aboutStudy || found.some(({ ask }) => ask.service)) return [...found];
  return found.map((item) =>
    languageAspects.has(item.ask.aspect)
      ? { ...item, ask: { ...item.ask, service: 'studyAbroad' } }
      : item,
  );
}
