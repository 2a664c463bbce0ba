import { describe, expect, it } from 'vitest';
import { ask } from './stages/testKnowledge';

describe("a permit's general rule asked with the permit named", () => {
  it('answers how long the Opportunity Card lets one stay, with no legal-advice refusal', () => {
    const reply = ask(
      'en',
      'How long can I stay in Germany on an Opportunity Card while I look for a job?',
    );
    expect(reply.refusal ?? '').toBe('');
    expect(reply.response).toContain('up to a year in Germany to look for work');
  });

  it('reads the German wording the same way', () => {
    const reply = ask('de', 'Wie lange darf ich bleiben, wenn ich mit der Chancenkarte komme?');
    expect(reply.refusal ?? '').toBe('');
    expect(reply.kind).toBe('answer');
  });

  it('still refuses when the visitor tells their own case with it', () => {
    const reply = ask(
      'en',
      'My permit expires next month, how long can I stay with the Opportunity Card?',
    );
    expect(reply.refusal).toBeTruthy();
  });
});
