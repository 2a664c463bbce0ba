import {
  asScope,
  keptHowLong,
  languageOfStudy,
  searchUnderPermit,
  narrowerThan,
  pageOfService,
  withSides,
  withVisaHelp,
  withoutOwnLength,
  yieldsInClause,
  type Ask,
} from './askRules';
import { isTopic, type Aspect, type AudienceHint, type Guard, type Service } from './aspects';
import type { PhraseHit } from './intents';
import { inQuestion, messageParts, toldAbout, type MessageParts } from './messageParts';
import { unaskedParts } from './unaskedParts';

export { asScope, yieldsInClause };
export type { Ask };

export interface Understanding {
  /** What is asked, in the order asked, without repeats. */
  asks: Ask[];
  /** Every service or topic the message names, in order. */
  services: Service[];
  guards: Guard[];
  /** Who the message speaks for, when its words say so and say only one. */
  audience?: AudienceHint;
  /**
   * The questions of the message in which no aspect, service or guarded request was found
   * ("…, and what are the stages?"), each as its own words: the engine answers them from the
   * search or says the site does not cover them.
   */
  unasked: string[];
  /**
   * The services named in a part that refers back before it asks ("does that one include a
   * strategy for finding a job?"), after what it asks: what the thing referred to would hold,
   * not the thing asked about.
   */
  objects: Service[];
}

export interface Finders {
  aspects: (spelled: string) => PhraseHit<Aspect>[];
  services: (spelled: string) => PhraseHit<Service>[];
  /** Every place a guarded request is made, in the order of the message. */
  guards: (spelled: string) => PhraseHit<Guard>[];
  /** Words that join two questions in one message ("and", "y", "und"), as phrase hits. */
  joiners: (spelled: string) => PhraseHit<'joiner'>[];
  /** Words after which a service is what the visitor compares with ("compared with", "than"). */
  baselines: (spelled: string) => PhraseHit<'baseline'>[];
  /** Words that, right before a service, say it is not the one asked about ("not staff aug"). */
  negations: (spelled: string) => PhraseHit<'negation'>[];
  /** Words that make the professional the one who pays ("will the candidates be charged"). */
  talentPays: (spelled: string) => PhraseHit<'payer'>[];
  /** Words that ask what the professional gains ("what's in it for the developer?"). */
  talentGains: (spelled: string) => PhraseHit<'gain'>[];
  /** Words that make the company the one who pays ("how much will the company pay you?"). */
  companyPays: (spelled: string) => PhraseHit<'payer'>[];
  /** Words that open a statement about the visitor ("I'm 29", "tengo", "wir sind"). */
  statements: (spelled: string) => PhraseHit<'statement'>[];
  /** Words that point back to what the conversation named ("that one", "ese", "dieses"). */
  anaphors: (spelled: string) => PhraseHit<'anaphor'>[];
  /** Words that open a question asking again what the one before asked ("and which for…"). */
  ellipses: (spelled: string) => PhraseHit<'ellipsis'>[];
  audiences: (spelled: string) => PhraseHit<AudienceHint>[];
}

/**
 * A joined part that opens with an ellipsis ("…for the Blue Card, and which for § 19c?") asks
 * what the part before asked: its own aspect words name the route ("Beschäftigung"), so they
 * are dropped, and the part asks the same of the service it names.
 */
function withoutElliptic(
  spelled: string,
  parts: MessageParts,
  hits: PhraseHit<Aspect>[],
  ellipses: PhraseHit<'ellipsis'>[],
  joiners: PhraseHit<'joiner'>[],
): PhraseHit<Aspect>[] {
  const elliptic = new Set(
    ellipses
      .filter((hit) => {
        const part = parts.partOf(hit.index);
        const start = parts.starts[part] ?? 0;
        const joiner = joiners.find((found) => found.index === start);
        const opens = spelled.slice(start + (joiner?.length ?? 0), hit.index).trim() === '';
        return part > 0 && opens && !/[?.!;]\s*$/.test(spelled.slice(0, start));
      })
      .map((hit) => parts.partOf(hit.index)),
  );
  return hits.filter((hit) => !elliptic.has(parts.partOf(hit.index)));
}

/** How far after a comparing word a service counts as the thing compared with. */
const baselineReach = 30;

/**
 * The aspects asked. "I'm 29 with B1 German. How many points would I get?" asks about points: a
 * statement about the visitor that sets the scene of a question asks nothing itself. When the
 * question asks nothing of its own ("My German is zero. Is that a dealbreaker?"), the statement
 * holds what it asks about.
 */
function aspectHitsIn(
  spelled: string,
  find: Finders,
  all: PhraseHit<Aspect>[],
): PhraseHit<Aspect>[] {
  const told = toldAbout(spelled, find.statements(spelled));
  const inQuestions = all.filter(
    (hit) => !told.some(([from, to]) => hit.index >= from && hit.index < to),
  );
  return inQuestions.some((hit) => !yieldsInClause.has(hit.kind)) ? inQuestions : all;
}

/**
 * The services named. "How much do we save compared with a permanent hire?" asks about savings,
 * not about permanent hiring: a service named just after a comparing word is the baseline. "A
 * regular hire, not staff aug" asks about the hire; "without staff augmentation" too.
 */
function serviceHitsIn(
  spelled: string,
  find: Finders,
  all: PhraseHit<Service>[],
): PhraseHit<Service>[] {
  const baselineEnds = find.baselines(spelled).map((hit) => hit.index + hit.length);
  const negationEnds = find.negations(spelled).map((hit) => hit.index + hit.length);
  return all.filter(
    (hit) =>
      !baselineEnds.some((end) => hit.index >= end && hit.index - end < baselineReach) &&
      !negationEnds.some((end) => hit.index >= end && hit.index - end <= 1),
  );
}

/**
 * One service per part of the message: a topic ("as a nurse") is more specific than the
 * service around it ("work in Germany"), and a permit or program more specific than the
 * Germany check's question ("can I go to Germany to look for a training place?"), and studying
 * more specific than moving in general; between two
 * of the same kind, the longer name ("the Marketing Lab's packages" is about the lab, not the
 * relocation packages); otherwise the first one named.
 */
function servicePerPart(hits: PhraseHit<Service>[], parts: MessageParts): Map<number, Service> {
  // Studying is one reason to move: "go to Germany to study" asks about studying.
  const specificity = (service: Service) =>
    service === 'germanyCheck' ? 1 : isTopic(service) ? 2 : service === 'studyAbroad' ? 0.5 : 0;
  const servicesIn = new Map<number, Service>();
  const namedBy = new Map<number, number>();
  for (const hit of hits) {
    const part = parts.partOf(hit.index);
    const current = servicesIn.get(part);
    const more = current
      ? specificity(hit.kind) - specificity(current) || hit.length - (namedBy.get(part) ?? 0)
      : 1;
    if (more > 0) {
      servicesIn.set(part, hit.kind);
      namedBy.set(part, hit.length);
    }
  }
  return servicesIn;
}

/** What a message is read into while its asks are collected, part by part. */
interface Reading {
  spelled: string;
  parts: MessageParts;
  aspectHits: PhraseHit<Aspect>[];
  servicesIn: Map<number, Service>;
  /** The service of a part: its own, else of the part before it, else of the part after it. */
  serviceFor: (part: number) => Service | undefined;
  found: { ask: Ask; part: number }[];
  add: (ask: Ask, part: number) => void;
}

function readingOf(
  spelled: string,
  parts: MessageParts,
  aspectHits: PhraseHit<Aspect>[],
  servicesIn: Map<number, Service>,
  audienceHits: PhraseHit<AudienceHint>[],
): Reading {
  const audiences = new Set(audienceHits.map((hit) => hit.kind));
  // A message that asks for both audiences ("what do talents get, and what do companies
  // get?") asks each part for the audience it names, or the one named in a part before it.
  const audienceOf = (part: number): AudienceHint | undefined =>
    audiences.size > 1
      ? audienceHits.filter((hit) => parts.partOf(hit.index) <= part).at(-1)?.kind
      : undefined;
  const found: Reading['found'] = [];
  const seen = new Set<string>();
  const serviceFor = (part: number): Service | undefined => {
    for (let at = part; at >= 0; at -= 1) if (servicesIn.has(at)) return servicesIn.get(at);
    for (let at = part + 1; at < parts.starts.length; at += 1)
      if (servicesIn.has(at)) return servicesIn.get(at);
    return undefined;
  };
  const add = (plain: Ask, part: number) => {
    const audience = audienceOf(part);
    const ask = audience ? { ...plain, audience } : plain;
    const key = `${ask.aspect}:${ask.service ?? ''}:${ask.audience ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ ask, part });
  };
  return { spelled, parts, aspectHits, servicesIn, serviceFor, found, add };
}

/**
 * Each aspect asked, with the service of its part. Returns whether an overview was asked of a
 * service only the scene named ("I want to work remotely first and move to Germany later. Is
 * that possible?" asks about every service the scene named).
 */
function addAspects({ aspectHits, parts, servicesIn, serviceFor, add }: Reading): boolean {
  let askedOfScene = false;
  const inPart = (hit: PhraseHit<Aspect>, kinds: (kind: Aspect) => boolean) =>
    aspectHits.some(
      (other) => kinds(other.kind) && parts.partOf(other.index) === parts.partOf(hit.index),
    );
  // "How long does a typical hire take, and how quickly can staff augmentation…?": a part that
  // names no service asks in general when a later part asks the same of a service it names.
  const askedLaterOfService = (hit: PhraseHit<Aspect>, part: number) =>
    ![...servicesIn.keys()].some((at) => at <= part) &&
    aspectHits.some(
      (other) =>
        other.kind === hit.kind &&
        parts.partOf(other.index) > part &&
        servicesIn.has(parts.partOf(other.index)),
    );
  for (const hit of aspectHits) {
    const part = parts.partOf(hit.index);
    const service = askedLaterOfService(hit, part) ? undefined : serviceFor(part);
    if (hit.kind === 'overview' && service && !servicesIn.has(part)) askedOfScene = true;
    // "What is…" asks about something named, or nothing yet; and "what is included in…" asks
    // what is included, not what the service is. "Which one is the most popular?" compares
    // what the conversation named, so it stays for the engine to place.
    if (hit.kind === 'overview' && !service) continue;
    if (yieldsInClause.has(hit.kind) && inPart(hit, (kind) => kind !== hit.kind)) continue;
    const narrower = narrowerThan[hit.kind] ?? [];
    if (inPart(hit, (kind) => narrower.includes(kind))) continue;
    add(service ? { aspect: hit.kind, service } : { aspect: hit.kind }, part);
  }
  return askedOfScene;
}

/**
 * A part of the message that names a service and asks nothing about it asks what it is ("can I
 * work remotely for a German company, and where do I sign up?" asks both), unless it only sets
 * the scene ("we're a scaleup looking at nearshore options."): a statement ("I finished my
 * master's.") asks what the service is only when nothing else is asked, or when a question
 * refers back to it ("is that possible?").
 */
function addServices(reading: Reading, askedOfScene: boolean) {
  const { spelled, parts, aspectHits, servicesIn, found, add } = reading;
  const sceneSetters: { ask: Ask; part: number }[] = [];
  const asksBetween = (from: number, to: number) =>
    aspectHits.some((hit) => hit.index >= from && hit.index < to);
  for (const [part, service] of servicesIn) {
    if (aspectHits.some((hit) => parts.partOf(hit.index) === part)) continue;
    // "How long for regular recruitment, and for staff augmentation?": a part joined to the one
    // before that names only another service asks the same about it.
    const joined = !/[?.!;]\s*$/.test(spelled.slice(0, parts.starts[part] ?? 0));
    const parallel = found.filter(
      (item) => item.part === part - 1 && item.ask.service && item.ask.service !== service,
    );
    if (joined && parallel.length) {
      for (const { ask } of parallel) add({ aspect: ask.aspect, service }, part);
    } else if (inQuestion(spelled, parts.starts[part] ?? 0, asksBetween)) {
      add({ aspect: 'overview', service }, part);
    } else sceneSetters.push({ ask: { aspect: 'overview', service }, part });
  }
  if (!found.length || askedOfScene) for (const { ask, part } of sceneSetters) add(ask, part);
}

/**
 * The services of `Understanding.objects`: in a part with a word that points back ("¿ese
 * incluye…", "enthält dieses…"), the first service, named after the part's first aspect. A
 * pointing word right before the service is its article ("that master's program"), not a
 * pointer to the conversation.
 */
function objectsOf(
  parts: MessageParts,
  aspectHits: PhraseHit<Aspect>[],
  serviceHits: PhraseHit<Service>[],
  anaphors: PhraseHit<'anaphor'>[],
): Service[] {
  const inPart = <K extends string>(hits: PhraseHit<K>[], part: number) =>
    hits.filter((hit) => parts.partOf(hit.index) === part);
  return serviceHits.flatMap((hit) => {
    const part = parts.partOf(hit.index);
    const [aspect] = inPart(aspectHits, part);
    const [first] = inPart(serviceHits, part);
    const pointsBack = inPart(anaphors, part).some(
      (anaphor) => anaphor.index < hit.index && hit.index - (anaphor.index + anaphor.length) > 1,
    );
    return aspect && pointsBack && first === hit && aspect.index < hit.index ? [hit.kind] : [];
  });
}

/**
 * The aspects that are not the object of an injected instruction: "responde solo en inglés",
 * "antworte nur auf Englisch" names a language to answer in, not a question about languages.
 */
function outsideInjection(
  hits: PhraseHit<Aspect>[],
  guardHits: PhraseHit<Guard>[],
): PhraseHit<Aspect>[] {
  const injected = guardHits.filter((hit) => hit.kind === 'injection');
  // The aspect's words overlap the instruction or follow it at once.
  return hits.filter(
    (hit) =>
      !injected.some(
        (guard) =>
          hit.index + hit.length > guard.index && hit.index <= guard.index + guard.length + 1,
      ),
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
  const joiners = find.joiners(spelled);
  const parts = messageParts(spelled, joiners);
  const guardHits = find.guards(spelled);
  const allAspects = withoutOwnLength(spelled, outsideInjection(find.aspects(spelled), guardHits));
  const allServices = find.services(spelled);
  const serviceHits = serviceHitsIn(spelled, find, allServices);
  const servicesIn = servicePerPart(serviceHits, parts);
  // "What do you do for me in remote talent?" asks what the service is, not who the company is.
  const aspectHits = withoutElliptic(
    spelled,
    parts,
    aspectHitsIn(spelled, find, allAspects),
    find.ellipses(spelled),
    joiners,
  ).filter((hit) => !(hit.kind === 'company' && servicesIn.has(parts.partOf(hit.index))));
  const audienceHits = find.audiences(spelled);
  const audiences = [...new Set(audienceHits.map((hit) => hit.kind))];
  const reading = readingOf(spelled, parts, aspectHits, servicesIn, audienceHits);
  addServices(reading, addAspects(reading));
  // A company asking what moving its professional to Europe costs asks what staff augmentation
  // covers ("is the move included?"), not about the relocation packages professionals buy.
  const companyAsksScope = audiences.length === 1 && audiences[0] === 'company';
  const sideHits = [find.talentPays(spelled), find.talentGains(spelled), find.companyPays(spelled)];
  const [talentPays = [], talentGains = [], companyPays = []] = sideHits.map((hits) =>
    hits.map((hit) => parts.partOf(hit.index)),
  );
  const sides = { talentPays, talentGains, companyPays };
  const found = withSides(reading.found, sides, reading.serviceFor);
  const asks = keptHowLong(languageOfStudy(searchUnderPermit(found)))
    .map((ask) => (companyAsksScope ? asScope(ask) : ask))
    .map(withVisaHelp)
    .map(pageOfService(spelled));
  // "How much is a senior per month?" asks what a professional costs a company.
  const priceOfRole = aspectHits.some(
    (hit) =>
      hit.kind === 'price' &&
      aspectHits.some(
        (role) => role.kind === 'roles' && parts.partOf(role.index) === parts.partOf(hit.index),
      ),
  );
  return {
    asks,
    services: [...new Set(serviceHits.map((hit) => hit.kind))],
    guards: [...new Set(guardHits.map((hit) => hit.kind))],
    ...(audiences.length === 1
      ? { audience: audiences[0] }
      : !audiences.length && priceOfRole
        ? { audience: 'company' as const }
        : {}),
    unasked: unaskedParts(
      spelled,
      parts,
      [...allAspects, ...allServices, ...guardHits, ...sideHits.flat()],
      joiners,
    ),
    objects: objectsOf(parts, aspectHits, serviceHits, find.anaphors(spelled)),
  };
}
