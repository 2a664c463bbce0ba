import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

describe('every part of a several-part question', () => {
  it('answers the part the reply leaves out from the sentence that states it', () => {
    const reply = ask(
      'de',
      'Bei welchem Anbieter wird Ihre Website gehostet, und arbeiten Ihre Dienstleister auf Basis von Auftragsverarbeitungsverträgen?',
    );
    expect(reply.response).toContain('Muster Hosting GmbH');
    expect(reply.response).toContain('Art. 28 DSGVO');
    expect(reply.facts.map((fact) => fact.id)).toContain('privacyPolicy:sections.recipients');
  });

  it('leaves a one-part question as it was answered', () => {
    const reply = ask('de', 'Bei welchem Anbieter wird Ihre Website gehostet?');
    expect(reply.response).toContain('Muster Hosting GmbH');
    expect(reply.response).not.toContain('Art. 28 DSGVO');
  });
});

describe('a count asked in one part of a question', () => {
  it('adds the sentence that counts what is asked when the reply lacks the figure', () => {
    const reply = ask(
      'en',
      'Which screen reader did the testers use, and on how many pages did they run the second test?',
    );
    expect(reply.response).toContain('31 pages');
  });

  it('reads a Spanish count the same way', () => {
    const reply = ask(
      'es',
      '¿En cuántas páginas se hizo la segunda prueba de accesibilidad, y qué lector de pantalla usaron?',
    );
    expect(reply.response).toContain('31 páginas');
  });

  it('reads "q cuesta" as a price, so "and the advice that follows?" is not the next step', () => {
    const reply = ask('es', 'la evaluación previa q cuesta? y la asesoría que viene luego?');
    expect(reply.response).toContain('La evaluación previa es gratuita');
    expect(reply.response).toContain('tiene costo');
    const alone = ask('es', '¿cuánto me sale la evaluación previa?');
    expect(alone.response).toContain('La evaluación previa es gratuita');
  });
});

describe('a count asked of what the rest of the question is about', () => {
  it('answers "and on how many pages?" from the page the reply is from, without saying it is not stated', () => {
    const reply = ask('en', "Who checked the site's accessibility by hand, and on how many pages?");
    expect(reply.response).toContain('31 pages');
    expect(reply.response).not.toContain('our website says nothing');
    expect(reply.facts.map((fact) => fact.id)).toContain('accessibility:sections.method');
  });

  it('answers a one-part count the reply does not state', () => {
    const reply = ask('en', "On how many pages did you test the website's accessibility by hand?");
    expect(reply.response).toContain('31 pages');
  });

  it('keeps a German date whole in the sentence it adds ("am 26. November")', () => {
    const reply = ask('de', 'Wer hat die Barrierefreiheit geprüft, und auf wie vielen Seiten?');
    expect(reply.response).toContain('am 26. November 2026 von Hand');
    expect(reply.response).toContain('31 Seiten');
  });
});
