import type { NextStep } from '../../src/shared/chat/nextSteps';
import { interpolate } from '../../src/shared/chat/text';
import type { Audience } from './answersBank';
import type { ContactIntent } from './intents';
import type { KnowledgeEntry, LocaleKnowledge } from './knowledge';
import { sourceUrl } from './sources';

/** The pieces replies are made of, in the knowledge's language. */

const contactOrder: Exclude<ContactIntent, 'person'>[] = ['booking', 'whatsapp', 'phone', 'email'];

/** A line of copy with the site's values (brand, phone, links) filled in. */
export const line = (item: LocaleKnowledge, template: string) => interpolate(template, item.values);

/** The links for the channels asked for; asking for a person gets every one. */
export const contactLines = (item: LocaleKnowledge, intents: readonly ContactIntent[]) =>
  contactOrder
    .filter((intent) => intents.includes(intent) || intents.includes('person'))
    .map((intent) => line(item, item.engine.contact[intent]));

/** Every way to reach a person, one a line. */
export const everyLink = (item: LocaleKnowledge) => contactLines(item, ['person']).join('\n');

/** The closing line that leads to a next step, in the knowledge's language. */
export const nextStepLine = (item: LocaleKnowledge, step: NextStep) =>
  interpolate(item.engine.nextStep[step], { url: item.nextStepUrls[step] });

/** The next step that fits a visitor when the fact names none. */
export const fallbackStep = (audience: Audience): NextStep =>
  audience === 'company' ? 'booking' : audience === 'professional' ? 'talentProfile' : 'whatsapp';

/** A fact's answer followed by "More: <page section>" when a page states it. */
export function withCitation(item: LocaleKnowledge, entry: KnowledgeEntry): string {
  if (!entry.source) return entry.answer;
  const url = sourceUrl(item.values.siteUrl ?? '', entry.source, item.locale);
  // An answer that already links its page needs no second link to it.
  return entry.answer.includes(url)
    ? entry.answer
    : `${entry.answer}\n${interpolate(item.engine.more, { url })}`;
}
