import { describe, expect, it } from 'vitest';
import { ask } from './stages/testKnowledge';

/** Who is behind one of the site's tools is its provider; who runs the company, the founders. */
describe('who is behind a site tool', () => {
  it('names the forms and booking providers, not the founders, in three languages', () => {
    const en = ask('en', 'Who is behind the form where I send my request?').response;
    expect(en).toContain('Muster Formulare');
    expect(en).not.toContain('Co-founder');
    expect(ask('es', '¿Quién administra el calendario donde reservo la cita?').response).toContain(
      'Calendly',
    );
    const de = ask('de', 'Wer betreibt eigentlich Ihr Buchungsfenster?').response;
    expect(de).toContain('Calendly');
  });

  it('still answers who runs the company with its founders', () => {
    expect(ask('en', 'Who runs the company day to day?').response).toContain('Co-founder');
  });
});
