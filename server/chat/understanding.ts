import { isTopic, type Aspect, type AudienceHint, type Guard, type Service } from './aspects';
import type { PhraseHit } from './intents';

/** One thing asked: an aspect, and the service or topic it concerns when the message says. */
export interface Ask {
  aspect: Aspect;
  service?: Service;
  /** Whom this part asks for, when the message asks for both ("for talent, and for companies?"). */
  audience?: AudienceHint;
}

export interface Understanding {
  /** What is asked, in the order asked, without repeats. */
  asks: Ask[];
  /** Every service or topic the message names, in order. */
  services: Service[];
  guards: Guard[];
  /** Who the message speaks for, when its words say so and say only one. */
  audience?: AudienceHint;
}

export interface Finders {
  aspects: (spelled: string) => PhraseHit<Aspect>[];
  services: (spelled: string) => PhraseHit<Service>[];
  guards: (spelled: string) => PhraseHit<Guard>[];
  /** Words that join two questions in one message ("and", "y", "und"), as phrase hits. */
  joiners: (spelled: string) => PhraseHit<'joiner'>[];
  /** Words after which a service is what the visitor compares with ("compared with", "than"). */
  baselines: (spelled: string) => PhraseHit<'baseline'>[];
  /** Words that, right before a service, say it is not the one asked about ("not staff aug"). */
  negations: (spelled: string) => PhraseHit<'negation'>[];
  /** Words that open a statement about the visitor ("I'm 29", "tengo", "wir sind"). */
  statements: (spelled: string) => PhraseHit<'statement'>[];
  audiences: (spelled: string) => PhraseHit<AudienceHint>[];
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
 *   and "who is responsible for my data?" who the controller is;
 * - "where do I apply for the visa?" asks where, not how to apply or which visa;
 * - "how long does the process take?" asks how long, not what the steps are;
 * - "la diferencia horaria" is about time zones, not a comparison;
 * - "who pays the salary?" asks who employs;
 * - "not recognized in Germany" is about recognition, not which countries;
 * - "is a booked first call binding?" asks whether it commits, not what the call is about.
 */
const narrowerThan: Partial<Record<Aspect, readonly Aspect[]>> = {
  included: ['excluded'],
  price: ['salary', 'funds', 'free', 'included', 'excluded', 'results', 'legal'],
  speed: ['dataRetention'],
  dataProtection: ['dataRetention', 'controller'],
  permit: ['visaOffice'],
  process: ['speed'],
  compare: ['timeZones'],
  salary: ['contract'],
  countries: ['recognition'],
  firstCall: ['commitment'],
  apply: ['visaOffice'],
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
const withVisaHelp = (ask: Ask): Ask =>
  ask.aspect === 'permit' && ask.service && hiringServices.has(ask.service)
    ? { ...ask, service: 'relocation' }
    : ask;

/** How far after a comparing word a service counts as the thing compared with. */
const baselineReach = 30;

/** Where one part of a message ends and the next begins: a sentence end or a joining word. */
function clauseStarts(spelled: string, joiners: PhraseHit<'joiner'>[]): number[] {
  const starts = new Set<number>([0]);
  for (const match of spelled.matchAll(/[?.!;]+/g)) starts.add(match.index + match[0].length);
  for (const joiner of joiners) starts.add(joiner.index);
  return [...starts].sort((a, b) => a - b);
}

/**
 * The spans of a message's sentences that tell something about the visitor: they open with a
 * statement word and end in a full stop or an exclamation mark, in a message that asks a
 * question elsewhere.
 */
function toldAbout(spelled: string, openers: PhraseHit<'statement'>[]): [number, number][] {
  if (!spelled.includes('?')) return [];
  const spans: [number, number][] = [];
  let from = 0;
  for (const end of spelled.matchAll(/[?.!;]+/g)) {
    const to = end.index + end[0].length;
    const start = from + (/^\s*/.exec(spelled.slice(from))?.[0].length ?? 0);
    if (!end[0].includes('?') && openers.some((hit) => hit.index === start)) spans.push([from, to]);
    from = to;
  }
  return spans;
}

/** Up to this many words, a question after a statement asks about it ("…to Germany. Is that possible?"). */
const shortQuestionWords = 4;

/**
 * Whether the sentence around a place asks something: it ends in a question mark or in nothing
 * at all, or a short question right after it asks nothing of its own and so refers back to it.
 */
function inQuestion(
  spelled: string,
  index: number,
  asksBetween: (from: number, to: number) => boolean,
): boolean {
  const end = /[?.!;]/.exec(spelled.slice(index));
  if (!end || end[0] === '?') return true;
  const from = index + end.index + 1;
  const next = /^[^?.!;]*\?/.exec(spelled.slice(from));
  return (
    !!next &&
    next[0].trim().split(/\s+/).length <= shortQuestionWords &&
    !asksBetween(from, from + next[0].length)
  );
}

/**
 * Works out what a message asks. Each aspect belongs to the service named in its own part of
 * the message ("how much is staff augmentation, and what does the premium package include?"
 * asks the price of one and the contents of the other); a part that names none takes the
 * service of the part before it, else of the part after it. A message that names a service and
 * no aspect asks for its overview.
 */
export function understand(spelled: string, find: Finders): Understanding {
  // "I'm 29 with B1 German. How many points would I get?" asks about points: a statement about
  // the visitor that sets the scene of a question asks nothing itself.
  // When the question asks nothing of its own ("My German is zero. Is that a dealbreaker?"),
  // the statement holds what it asks about.
  const told = toldAbout(spelled, find.statements(spelled));
  const allAspectHits = find.aspects(spelled);
  const inQuestions = allAspectHits.filter(
    (hit) => !told.some(([from, to]) => hit.index >= from && hit.index < to),
  );
  const everyAspectHit = inQuestions.some((hit) => !yieldsInClause.has(hit.kind))
    ? inQuestions
    : allAspectHits;
  // "How much do we save compared with a permanent hire?" asks about savings, not about
  // permanent hiring: a service named just after a comparing word is the baseline.
  // "A regular hire, not staff aug" asks about the hire; "without staff augmentation" too.
  const baselineEnds = find.baselines(spelled).map((hit) => hit.index + hit.length);
  const negationEnds = find.negations(spelled).map((hit) => hit.index + hit.length);
  const serviceHits = find
    .services(spelled)
    .filter(
      (hit) =>
        !baselineEnds.some((end) => hit.index >= end && hit.index - end < baselineReach) &&
        !negationEnds.some((end) => hit.index >= end && hit.index - end <= 1),
    );
  const guards = find.guards(spelled).map((hit) => hit.kind);
  const starts = clauseStarts(spelled, find.joiners(spelled));
  const clauseOf = (index: number) => starts.filter((start) => start <= index).length - 1;

  // One service per part of the message: a topic ("as a nurse") is more specific than the
  // service around it ("work in Germany"), and a permit or program more specific than the
  // Germany check's question ("can I go to Germany to look for a training place?");
  // otherwise the first one named.
  const specificity = (service: Service) =>
    service === 'germanyCheck' ? 1 : isTopic(service) ? 2 : 0;
  // Between two services of the same kind, the longer name is the more specific one: "the
  // Marketing Lab's packages" asks about the lab, not the relocation packages.
  const servicesIn = new Map<number, Service>();
  const namedBy = new Map<number, number>();
  for (const hit of serviceHits) {
    const clause = clauseOf(hit.index);
    const current = servicesIn.get(clause);
    const more = current
      ? specificity(hit.kind) - specificity(current) || hit.length - (namedBy.get(clause) ?? 0)
      : 1;
    if (more > 0) {
      servicesIn.set(clause, hit.kind);
      namedBy.set(clause, hit.length);
    }
  }
  // A company asking what moving its professional to Europe costs asks what staff augmentation
  // covers ("is the move included?"), not about the relocation packages professionals buy.
  const audienceHits = find.audiences(spelled);
  const audiences = [...new Set(audienceHits.map((hit) => hit.kind))];
  const companyAsksScope = audiences.length === 1 && audiences[0] === 'company';
  // "What do you do for me in remote talent?" asks what the service is, not who the company is.
  const aspectHits = everyAspectHit.filter(
    (hit) => !(hit.kind === 'company' && servicesIn.has(clauseOf(hit.index))),
  );
  const serviceFor = (clause: number): Service | undefined => {
    for (let at = clause; at >= 0; at -= 1) if (servicesIn.has(at)) return servicesIn.get(at);
    for (let at = clause + 1; at < starts.length; at += 1)
      if (servicesIn.has(at)) return servicesIn.get(at);
    return undefined;
  };

  // A message that asks for both audiences ("what do talents get, and what do companies
  // get?") asks each part for the audience it names, or the one named in a part before it.
  const audienceOf = (clause: number): AudienceHint | undefined =>
    audiences.length > 1
      ? audienceHits.filter((hit) => clauseOf(hit.index) <= clause).at(-1)?.kind
      : undefined;
  const found: { ask: Ask; clause: number }[] = [];
  const seen = new Set<string>();
  const add = (plain: Ask, clause: number) => {
    const audience = audienceOf(clause);
    const ask = audience ? { ...plain, audience } : plain;
    const key = `${ask.aspect}:${ask.service ?? ''}:${ask.audience ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ ask, clause });
  };
  // "I want to work remotely first and move to Germany later. Is that possible?" asks about
  // every service the scene named.
  let askedOfScene = false;
  for (const hit of aspectHits) {
    const clause = clauseOf(hit.index);
    const service = serviceFor(clause);
    if (hit.kind === 'overview' && service && !servicesIn.has(clause)) askedOfScene = true;
    // "What is…" asks about something named, or nothing yet; and "what is included in…" asks
    // what is included, not what the service is. "Which one is the most popular?" compares
    // what the conversation named, so it stays for the engine to place.
    if (hit.kind === 'overview' && !service) continue;
    if (
      yieldsInClause.has(hit.kind) &&
      aspectHits.some((other) => other.kind !== hit.kind && clauseOf(other.index) === clause)
    ) {
      continue;
    }
    const narrower = narrowerThan[hit.kind] ?? [];
    if (
      aspectHits.some((other) => narrower.includes(other.kind) && clauseOf(other.index) === clause)
    ) {
      continue;
    }
    add(service ? { aspect: hit.kind, service } : { aspect: hit.kind }, clause);
  }
  // A part of the message that names a service and asks nothing about it asks what it is
  // ("can I work remotely for a German company, and where do I sign up?" asks both), unless
  // it only sets the scene ("we're a scaleup looking at nearshore options.").
  const sceneSetters: { ask: Ask; clause: number }[] = [];
  for (const [clause, service] of servicesIn) {
    if (aspectHits.some((hit) => clauseOf(hit.index) === clause)) continue;
    // "How long for regular recruitment, and for staff augmentation?": a part joined to the one
    // before that names only another service asks the same about it.
    const joined = !/[?.!;]\s*$/.test(spelled.slice(0, starts[clause] ?? 0));
    const parallel = found.filter(
      (item) => item.clause === clause - 1 && item.ask.service && item.ask.service !== service,
    );
    if (joined && parallel.length) {
      for (const { ask } of parallel) add({ aspect: ask.aspect, service }, clause);
      continue;
    }
    const asksBetween = (from: number, to: number) =>
      aspectHits.some((hit) => hit.index >= from && hit.index < to);
    if (inQuestion(spelled, starts[clause] ?? 0, asksBetween)) {
      add({ aspect: 'overview', service }, clause);
    } else sceneSetters.push({ ask: { aspect: 'overview', service }, clause });
  }
  // A statement ("I finished my master's.") asks what the service is only when nothing else is
  // asked, or when a question refers back to it ("is that possible?").
  if (!found.length || askedOfScene) for (const { ask, clause } of sceneSetters) add(ask, clause);
  // "How much is a senior per month?" asks what a professional costs a company.
  const priceOfRole = aspectHits.some(
    (hit) =>
      hit.kind === 'price' &&
      aspectHits.some(
        (role) => role.kind === 'roles' && clauseOf(role.index) === clauseOf(hit.index),
      ),
  );
  const asks = found
    .sort((a, b) => a.clause - b.clause)
    .map(({ ask }) => (companyAsksScope ? asScope(ask) : ask))
    .map(withVisaHelp);
  return {
    asks,
    services: [...new Set(serviceHits.map((hit) => hit.kind))],
    guards,
    ...(audiences.length === 1
      ? { audience: audiences[0] }
      : !audiences.length && priceOfRole
        ? { audience: 'company' as const }
        : {}),
  };
}
