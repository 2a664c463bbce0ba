// @vitest-environment node
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
