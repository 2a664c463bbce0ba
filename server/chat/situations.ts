/**
 * A visitor's situation with the company rather than a question about what it offers: waiting
 * for an answer to a form or request, a complaint, a charge that looks wrong. The chat cannot see
 * forms, requests or payments, so it says so and gives the channel where a person can. The ways
 * visitors word each one are copy (`engine.situations`), and so are the replies
 * (`engine.situationReplies`).
 */
export const situations = ['waiting', 'complaint', 'charge'] as const;
export type Situation = (typeof situations)[number];
