import type { Aspect } from '../aspects';
import type { KnowledgeEntry } from '../knowledge';
import { withCitation } from '../replyParts';
import { reply, type Stage, type Turn } from '../turn';

/** The privacy policy's section that lists, per channel, the data that reaches us. */
const dataSection = 'privacyPolicy:sections.data';

/**
 * What a message asking which data a channel passes on reads as besides: the data protection,
 * the providers or the use of data. Another aspect asked ("who is responsible for my data?")
 * is a question of its own.
 */
const privacyAspects = new Set<Aspect>(['dataProtection', 'providers', 'dataUsage']);

/** A channel is named when the message uses this share of its label's words. */
const namedShare = 0.5;

/** A list item of the section: "WhatsApp: … we receive your phone number, …". */
interface ChannelItem {
  label: string;
  text: string;
}

/** A label before its colon: a few words, no sentence end ("Emails you send us"). */
const labelPattern = /(?:^|[.!?]\s+)([^.!?:;]{2,80}):\s/gu;

/**
 * The section's list items, each with its label. The passage runs the section's intro, its
 * closing paragraph and then its items, each item ending in ";": the first item's label is the
 * last one of its stretch (after the intro), every other item's is its first.
 */
function channelItems(section: KnowledgeEntry): ChannelItem[] {
  const stretches = section.answer.split(/(?<=[.!?]);\s+/u);
  return stretches.flatMap((stretch, index) => {
    const labels = [...stretch.matchAll(labelPattern)];
    const found = index === 0 ? labels.at(-1) : labels[0];
    if (!found || (index === 0 && labels.length < 2)) return [];
    const start = found.index + found[0].indexOf(found[1]!);
    return [{ label: found[1]!, text: stretch.slice(start).replace(/;$/, '') }];
  });
}

/** The item whose label the message names most fully; two named as fully name neither. */
function namedItem(turn: Turn, items: ChannelItem[], asked: ReadonlySet<string>) {
  let best: { item: ChannelItem; share: number } | undefined;
  let tied = false;
  for (const item of items) {
    // "External forms (company request, …)": the words before the brackets name it.
    const words = turn.item.index.tokenize(item.label.replace(/\(.*$/, ''));
    const share = words.length ? words.filter((word) => asked.has(word)).length / words.length : 0;
    if (share < namedShare) continue;
    if (!best || share > best.share) [best, tied] = [{ item, share }, false];
    else if (share === best.share) tied = true;
  }
  return tied ? undefined : best?.item;
}

/**
 * "If I write to you on WhatsApp, what data of mine reaches you?", "¿qué datos recibe el
 * proveedor de citas?": a message that asks which data ("what data", "qué datos", "welche
 * Daten") and names one channel the privacy policy's section on the data processed lists gets
 * that channel's item, with the section's link.
 */
export const channelData: Stage = (turn) => {
  const { item, refusal } = turn;
  const section = item.entries.get(dataSection);
  if (refusal || !section) return null;
  // The whole message: a channel's name is also a contact word ("WhatsApp", "book a call").
  const asked = new Set(item.index.tokenize(turn.spelled));
  if (!turn.tools.dataWords(turn.spelled).intents.length) return null;
  if (turn.asks.some((ask) => !privacyAspects.has(ask.aspect))) return null;
  const named = namedItem(turn, channelItems(section), asked);
  if (!named) return null;
  const entry: KnowledgeEntry = { ...section, answer: named.text };
  return reply(turn, 'answer', [withCitation(item, entry)], [entry], null, 1);
};
