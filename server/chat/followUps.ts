import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { isTopic, type Service } from './aspects';
import type { PhraseHit } from './intents';
import type { LocaleKnowledge } from './knowledge';
import { understand, yieldsInClause, type Ask } from './understanding';

/**
 * What a message asks, read with the visitor's previous message when it is short: a follow-up
 * that names a service and no aspect ("and the premium one?") asks what the last message asked,
 * about that service; one that names an aspect and no service ("and is there a trial?") asks it
 * about the service the last message was about. `objects`: the services a message that points
 * back ("does that one include…") names only as what the thing pointed to would hold.
 */
export function withContext(
  said: Ask[],
  previous: ReturnType<typeof understand> | undefined,
  followUp: boolean,
  replied?: Service,
  objects: readonly Service[] = [],
): Ask[] {
  if (!previous) return said;
  // The service the visitor's last message asked about, else the one the last reply was about
  // ("is there another option?" answered with the Ausbildung, then "what German level?").
  const lastService = previous.asks.find((ask) => ask.service)?.service ?? replied;
  // "¿Ese incluye estrategia para conseguir trabajo?" after the relocation packages: "ese" is a
  // package, and finding a job is what it would include, not the service asked about.
  const asks =
    followUp && lastService && objects.length
      ? said.map((ask) =>
          ask.service && objects.includes(ask.service) ? { ...ask, service: lastService } : ask,
        )
      : said;
  const named = asks.filter((ask) => ask.service);
  if (followUp && asks.length && asks.every((ask) => ask.aspect === 'overview')) {
    const aspects = previous.asks
      .map((ask) => ask.aspect)
      .filter((aspect) => aspect !== 'overview');
    if (aspects.length) {
      return named.flatMap((ask) => aspects.map((aspect) => ({ aspect, service: ask.service })));
    }
  }
  // "ok but roughly? like for a senior?" after the price of a service asks the price again: a
  // short follow-up that only names a role or the company keeps what was asked before. After
  // anything but a price, which roles there are is answered too ("and which profiles, only
  // developers?" after the languages checked).
  const asking = previous.asks.filter((ask) => !yieldsInClause.has(ask.aspect));
  if (asks.length && asks.every((ask) => yieldsInClause.has(ask.aspect)) && asking.length) {
    const pricing = asking.some((ask) => ask.aspect === 'price');
    return pricing ? asking : [...asking, ...asks.filter((ask) => ask.aspect === 'roles')];
  }
  if (!named.length && lastService) return asks.map((ask) => ({ ...ask, service: lastService }));
  return asks;
}

/** The one service or topic the assistant's last reply named, if it named only one. */
export function repliedAbout(
  item: LocaleKnowledge,
  history: readonly HistoryTurn[],
): Service | undefined {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return undefined;
  const named = understand(item.spelling(last.text), item.finders).services;
  const topics = named.filter(isTopic);
  return topics.length === 1 ? topics[0] : named.length === 1 ? named[0] : undefined;
}

/** Services with variants of their own: the Master's Premium, the Marketing Lab's packages. */
const withVariants = new Set<Service>(['masters', 'marketingLab']);

/**
 * "What does the Premium version add on top?" after a master's, "¿y cuánto cuesta el paquete
 * básico?" after the Marketing Lab: a variant's word alone ("premium", "paquete") would name the
 * relocation packages, but it names the variant of the service the conversation is about.
 */
export function ownVariant(
  asks: Ask[],
  spelled: string,
  lastService: Service | undefined,
  find: {
    variants: (spelled: string) => PhraseHit<'variant'>[];
    services: (spelled: string) => PhraseHit<Service>[];
  },
): Ask[] {
  if (!lastService || !withVariants.has(lastService)) return asks;
  const variants = find.variants(spelled);
  if (!variants.length) return asks;
  // The message without its variant words still names the packages: they are what it asks.
  const rest = variants.reduce(
    (text, hit) =>
      text.slice(0, hit.index) + ' '.repeat(hit.length) + text.slice(hit.index + hit.length),
    spelled,
  );
  if (find.services(rest).some((hit) => hit.kind === 'relocation')) return asks;
  return asks.map((ask) => (ask.service === 'relocation' ? { ...ask, service: lastService } : ask));
}
