import { normalizeText } from '../../src/shared/chat/text';
import type { PagePassage } from './pageCopy';
import { sectionAnchors, type Source } from './sources';

/**
 * A list on a page (the steps of a process, the points of the manifesto, the cards of a
 * section): sibling passages with titles, in the order the page shows them. A follow-up such
 * as "and the third step?" asks for one item of the list the conversation was about.
 */
export interface PageList {
  /** `namespace:key.path` of the object that holds the items. */
  id: string;
  items: PagePassage[];
  /**
   * The words that head the list's section (eyebrow, title, and the label of each step): what
   * the list is of ("Programs", "Our process in 6 steps", "Step {{number}}").
   */
  heading: string;
  /** The title of the list's section alone ("Our process in 6 steps"), or ''. */
  title: string;
}

/** Words only: a title quoted in a reply may lose its full stop or gain quotes. */
const plain = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Fewer items are a pair of cards, not a sequence anyone counts through. */
const minItems = 3;

/** The texts that head the section holding a list (`migration:programs` for its `items`). */
function headsOf(id: string, bundles: ReadonlyMap<string, unknown>) {
  const [namespace = '', path = ''] = id.split(':');
  const section = path
    .split('.')
    .slice(0, -1)
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      bundles.get(namespace),
    );
  const { eyebrow, title, stepLabel } = (section ?? {}) as Record<string, unknown>;
  return {
    heading: [eyebrow, title, stepLabel].filter((part) => typeof part === 'string').join(' '),
    title: typeof title === 'string' ? title : '',
  };
}

export function pageLists(
  passages: Iterable<PagePassage>,
  bundles: ReadonlyMap<string, unknown> = new Map(),
): PageList[] {
  const byParent = new Map<string, PagePassage[]>();
  for (const passage of passages) {
    const cut = passage.id.lastIndexOf('.');
    if (!passage.title || cut < 0) continue;
    const parent = passage.id.slice(0, cut);
    byParent.set(parent, [...(byParent.get(parent) ?? []), passage]);
  }
  return [...byParent]
    .filter(([, items]) => items.length >= minItems)
    .map(([id, items]) => ({ id, items, ...headsOf(id, bundles) }));
}

/**
 * The list a conversation was about: the one whose item titles the earlier turns name (at least
 * two of them), else the first list in the page section of the facts the earlier turns found.
 */
export function listInConversation(
  lists: readonly PageList[],
  earlierText: string,
  sources: readonly Source[],
): PageList | undefined {
  const said = plain(earlierText);
  let best: PageList | undefined;
  let bestNamed = 1;
  for (const list of lists) {
    const named = list.items.filter((item) => said.includes(plain(item.title))).length;
    if (named > bestNamed) {
      best = list;
      bestNamed = named;
    }
  }
  if (best) return best;
  for (const source of sources) {
    const keys = Object.entries(sectionAnchors[source.page] ?? {})
      .filter(([, anchor]) => !source.section || anchor === source.section)
      .map(([key]) => `${source.page}:${key}`);
    const found = lists.find((list) =>
      keys.some((key) => list.id === key || list.id.startsWith(`${key}.`)),
    );
    if (found) return found;
  }
  return undefined;
}
