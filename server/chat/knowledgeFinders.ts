import type { AnswersBundle } from './answersBundle';
import { createPhraseFinder } from './intents';
import type { Aspect, AudienceHint, Guard, Service } from './aspects';
import { withoutRouteRules } from './routeRules';
import { withoutDocumentQuestions } from './siteDocuments';
import { withoutOwnProfession } from './ownProfession';
import { withToolOwners } from './toolOwners';
import type { SpellingMap } from './spelling';
import type { Finders } from './understanding';

/** The single words of a comma-separated joiner list: a phrase's gap never spans one. */
export const joinersOf = (list: string) =>
  list
    .split(',')
    .map((joiner) => joiner.trim())
    .filter((joiner) => joiner && !/\s/.test(joiner));

/**
 * The phrase finders of a language. The copy's keys are typed by the English bundle, and the
 * records below by the ids in `aspects.ts`, so an aspect, service or guard without phrases in
 * the English copy fails to compile (and `check:locales` holds the other languages to it).
 */
export function findersOf(engine: AnswersBundle['engine'], spelling: SpellingMap): Finders {
  const aspects: Record<Aspect, string> = engine.aspects;
  const services: Record<Service, string> = engine.services;
  const guards: Record<Guard, string> = engine.guards;
  const audiences: Record<AudienceHint, string> = engine.audiences;
  // A phrase's gap ("how much ... cost") stays within one question: it never spans a word that
  // joins two ("how much is it and what does it cost").
  const gapStops = joinersOf(engine.joiners);
  const findServices = createPhraseFinder(services, spelling, { every: true, gapStops });
  return {
    aspects: withToolOwners(
      createPhraseFinder(aspects, spelling, { every: true, gapStops }),
      createPhraseFinder({ owner: engine.toolOwners.owners }, spelling, { every: true }),
      createPhraseFinder({ tool: engine.toolOwners.tools }, spelling, { every: true }),
    ),
    services: findServices,
    guards: withoutOwnProfession(
      withoutDocumentQuestions(
        withoutRouteRules(
          createPhraseFinder(guards, spelling, { every: true, gapStops }),
          createPhraseFinder({ rule: engine.routeRules }, spelling, { every: true, gapStops }),
          findServices,
        ),
        createPhraseFinder({ document: engine.siteDocuments }, spelling, {
          every: true,
          gapStops,
        }),
      ),
      createPhraseFinder({ own: engine.ownLegalProfession }, spelling, { every: true }),
    ),
    joiners: createPhraseFinder({ joiner: engine.joiners }, spelling, { every: true }),
    baselines: createPhraseFinder({ baseline: engine.baselines }, spelling, { every: true }),
    negations: createPhraseFinder({ negation: engine.negations }, spelling, { every: true }),
    talentPays: createPhraseFinder({ payer: engine.talentPays }, spelling, {
      every: true,
      gapStops,
    }),
    companyPays: createPhraseFinder({ payer: engine.companyPays }, spelling, {
      every: true,
      gapStops,
    }),
    talentGains: createPhraseFinder({ gain: engine.talentGains }, spelling, {
      every: true,
      gapStops,
    }),
    ellipses: createPhraseFinder({ ellipsis: engine.ellipses }, spelling, { every: true }),
    anaphors: createPhraseFinder({ anaphor: engine.anaphors }, spelling, { every: true }),
    statements: createPhraseFinder({ statement: engine.statementStarts }, spelling, {
      every: true,
    }),
    audiences: createPhraseFinder(audiences, spelling),
  };
}
