import { describe, expect, it } from 'vitest';
import { ask, visitors } from './testKnowledge';

/** "And the third step?" after a reply about a service: the item of the list of that kind. */
describe('a list item asked after a reply', () => {
  it('takes the step list of the page talked about, not another list of it', () => {
    const history = [
      { role: 'visitor' as const, text: 'Ich will in Deutschland studieren, helfen Sie dabei?' },
      { role: 'assistant' as const, text: 'Ja, mit unserem Studium im Ausland.' },
    ];
    const second = ask('de', 'Und was passiert im zweiten Schritt?', visitors.exploring, history);
    expect(second.response).toContain('soulstudy#steps');
    expect(second.response).not.toContain('soulstudy#offer');
  });
});

/** A count asked beside a position: both are answered, not only the item. */
describe('how many items and which one', () => {
  it('gives the count with the item asked after a reply', () => {
    const history = [
      { role: 'visitor' as const, text: 'Was macht das Marketing Lab genau?' },
      { role: 'assistant' as const, text: 'Das Marketing Lab hilft mit Branding und Webdesign.' },
    ];
    const reply = ask(
      'de',
      'Und wie viele Schritte sind es, und welcher ist der erste?',
      visitors.exploring,
      history,
    );
    expect(reply.response).toContain('4 Schritte');
    expect(reply.response).toContain('marketinglab#process');
  });

  it('gives the count with the step named in one question', () => {
    const reply = ask(
      'en',
      'How many steps does the Marketing Lab process have, and what is the second?',
      visitors.exploring,
    );
    expect(reply.response).toContain('4 steps');
    expect(reply.response).toContain('Creative Design');
  });
});
