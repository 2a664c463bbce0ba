import { describe, expect, it } from 'vitest';
import { listInConversation, pageLists } from './pageLists';

const passage = (id: string, title: string) => ({ id, title, body: `${title} explained.` });
const steps = ['Call', 'Match', 'Paperwork', 'Start'].map((title, index) =>
  passage(`home:process.steps.s${index}`, title),
);
const plans = ['Basic', 'Standard', 'Premium'].map((title) =>
  passage(`relocation:plans.items.${title.toLowerCase()}`, title),
);

describe('page lists', () => {
  it('groups titled siblings in page order and leaves out pairs and untitled passages', () => {
    const lists = pageLists([
      ...steps,
      ...plans,
      passage('about:values.items.a', 'A'),
      passage('about:values.items.b', 'B'),
      passage('home:hero.slides.one', ''),
    ]);
    expect(lists.map((list) => list.id)).toEqual(['home:process.steps', 'relocation:plans.items']);
    expect(lists[0]?.items.map((item) => item.title)).toEqual([
      'Call',
      'Match',
      'Paperwork',
      'Start',
    ]);
  });

  it('takes the list whose titles the conversation named, quotes and full stops aside', () => {
    const lists = pageLists([...steps, ...plans]);
    expect(listInConversation(lists, "We have 'Basic.', 'Standard' and more", [])?.id).toBe(
      'relocation:plans.items',
    );
  });

  it('else takes the list in the section of the facts found, and none when nothing fits', () => {
    const lists = pageLists([...steps, ...plans]);
    expect(
      listInConversation(lists, 'It has four steps.', [{ page: 'home', section: 'process' }])?.id,
    ).toBe('home:process.steps');
    expect(listInConversation(lists, 'It has four steps.', [{ page: 'about' }])).toBeUndefined();
  });
});
