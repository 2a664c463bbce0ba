import { isTopic, type Service } from '../aspects';
import { caseReply, caseRoutes } from '../blueCardReply';
import { pointsReply } from '../pointsReply';
import { factsStated } from '../profile';
import { reply, type Stage } from '../turn';

/** How many of the facts the points depend on a message states before the chat counts them. */
const minFactsForPoints = 2;
/**
 * Topics a points question may name and still be about the Opportunity Card's points: a nurse
 * asking "soy enfermera, ¿cuántos puntos tengo?" names her occupation, not the nursing programme;
 * "título no reconocido, ¿cuántos puntos?" says why points are needed, not the experience route.
 */
const pointsTopics = new Set<Service>([
  'chancenkarte',
  'germanyCheck',
  'nursing',
  'experienceRoute',
]);

/**
 * The visitor's own case, weighed with the Germany check's own rules (`profile.ts`,
 * `blueCardReply.ts`, `pointsReply.ts`):
 * "a master's and a €48,000 software job: do I get the Blue Card?", "44.000 € with a collective
 * agreement, by experience?" get the routes the case touches (`caseRoutes` picks them); "I'm 33, German A2, two years of experience. Is that enough?" the Opportunity
 * Card's points for what the visitor wrote.
 */
export const ownCase: Stage = (turn) => {
  const { item, understood, spelled } = turn;
  const profile = item.readProfile(spelled);
  const routes = caseRoutes(profile, understood.services);
  if (routes.length) {
    const year = new Date().getFullYear();
    const verdict = caseReply(profile, routes, item.blueCard, item.locale, year);
    return reply(turn, 'answer', [turn.refusal, verdict], [], null, 1);
  }
  const otherTopic = understood.services.some(
    (service) => isTopic(service) && !pointsTopics.has(service),
  );
  if (
    factsStated(profile) >= minFactsForPoints &&
    turn.tools.pointsAsked(spelled).intents.length &&
    !otherTopic
  ) {
    return reply(turn, 'answer', [turn.refusal, pointsReply(profile, item.points)], [], null, 1);
  }
  return null;
};
