import { describe, expect, it } from 'vitest';
import { ask } from './stages/testKnowledge';

describe("questions about what the site's own legal pages say", () => {
  it('answers from the terms, not with the legal-advice refusal', () => {
    const reply = ask('de', 'Unsere Rechtsabteilung fragt: Gilt nach Ihren AGB das UN-Kaufrecht?');
    expect(reply.kind).not.toBe('guard');
    expect(reply.refusal ?? '').toBe('');
    expect(reply.response).toContain('CISG');
  });

  it('reads the terms named as the website terms', () => {
    const reply = ask(
      'en',
      'Our legal department wants to know which courts have jurisdiction under your website terms.',
    );
    expect(reply.kind).not.toBe('guard');
    expect(reply.refusal ?? '').toBe('');
    expect(reply.asks).toEqual([{ aspect: 'legal' }]);
    expect(reply.response).toContain('courts of Berlin');
  });

  it("still refuses legal advice on the visitor's own case", () => {
    const reply = ask(
      'de',
      'Unsere Rechtsabteilung fragt, ob wir gegen einen Ablehnungsbescheid klagen sollen.',
    );
    expect(reply.kind).toBe('guard');
    expect(reply.refusal).toBeTruthy();
  });
});
