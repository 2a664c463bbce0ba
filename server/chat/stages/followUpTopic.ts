import type { Stage } from '../turn';
import { askedAspects } from './askedAspects';

/**
 * A short follow-up that asks nothing the engine or the search can place ("Would that also work
 * for me? What does it actually help with?" after "I'm a nurse from Arequipa") is about what the
 * visitor's previous message named: it gets that service's overview rather than "not sure".
 */
export const followUpTopic: Stage = (turn, context) => {
  if (!turn.followUp || turn.asks.length || turn.refusal) return null;
  const service = turn.previous?.asks.find((ask) => ask.service)?.service;
  if (!service) return null;
  return askedAspects({ ...turn, asks: [{ aspect: 'overview', service }] }, context);
};
