import type { NextStep } from '../../../src/shared/chat/nextSteps';
import type { Aspect, Service } from '../aspects';
import type { SectionFlag } from '../hiddenSections';

export type Audience = 'professional' | 'company' | 'any';

/**
 * What is not text about each entry of the answers bank (`locales/<lng>/chatAnswers.json`,
 * `answers`): the copy holds how visitors ask (keywords) and the answer.
 * - `audience`: who asks it; a visitor of the other audience gets it only when nothing fits better.
 * - `next`: the next step that closes the answer (`null`: the answer already carries its link).
 * - `page`: the answer is that page passage (`namespace:key.path`), so a fact the page states
 *   lives in one place; the bank only adds the ways visitors ask for it.
 * - `pages`: page passages that follow the entry's own answer, each as "title: text" (the
 *   bank only adds what the pages do not state, such as prices from the site's price config).
 * - `flag`: the facts belong to a switchable section; while it is off, the offer of a call
 *   (`engine.onCall`) answers instead, and the facts are not indexed.
 * - `aspects` and `service`: what the entry answers (an entry without `service` holds for any
 *   service of its audience); an entry without aspects is found by search only. `covers`: the
 *   services for which a general entry (or one of another service) is also the service's own
 *   answer; `coversAsked`: the same, for some of its aspects and only when the entry's own
 *   audience asks (a professional asking whether a company's service costs them anything).
 * - `source`: the page section that states it, `namespace#anchor`, when it is not `page`'s own.
 *
 * A bank answer may quote page copy with `{{namespace:key.path}}` (a string, or a list joined
 * into a sentence), so a fact the page states is written once, on the page.
 */
export interface CoversAsked {
  services: readonly Service[];
  aspects: readonly Aspect[];
}

export interface AnswerMeta {
  audience: Audience;
  aspects: readonly Aspect[];
  service?: Service;
  covers?: readonly Service[];
  coversAsked?: CoversAsked;
  next?: NextStep | null;
  page?: string;
  pages?: readonly string[];
  source?: string;
  flag?: SectionFlag;
}
