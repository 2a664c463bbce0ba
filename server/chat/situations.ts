/**
 * A visitor's situation with the company rather than a question about what it offers: waiting
 * for an answer to a form or request, a complaint, a charge that looks wrong, a booked call to
 * cancel or move. The chat cannot see forms, requests, payments or bookings, so it says so and
 * gives the channel where a person can. The ways
 * visitors word each one are copy (`engine.situations`), and so are the replies
 * (`engine.situationReplies`).
 */
export const situations = ['waiting', 'complaint', 'charge', 'booking'] as const;
export type Situation = (typeof situations)[number];
