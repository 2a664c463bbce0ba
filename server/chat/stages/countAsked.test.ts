import { describe, expect, it } from 'vitest';
import { ask, knowledge } from './testKnowledge';

describe('"how many…?" counted from the list the page shows', () => {
  it("counts the programs of a second part, in the visitor's words, with the section", () => {
    const reply = ask(
      'de',
      'Sind bei Ihrer Migrationsberatung Übersetzungen und Sprachkurse inbegriffen? Und wie viele Programme bieten Sie an?',
    );
    expect(reply.response).toContain('5 Programme:');
    expect(reply.response).toContain(`${knowledge.de.pages.get('migration')?.url}#programs`);
    // The counted part is not searched again into an unrelated fact.
    expect(reply.facts.map((fact) => fact.id)).not.toContain('bank:about');
  });

  it('counts on the page the message names', () => {
    const reply = ask('es', '¿Qué programas tienen en Migración y cuántos pasos tiene el proceso?');
    expect(reply.response).toContain('6 pasos:');
  });

  it('counts a list whose fact names its items but not how many', () => {
    expect(ask('en', 'How many values does the company have?').response).toContain(
      'That makes 5 values.',
    );
  });

  it('counts alone when nothing else is asked and one list of the site is headed so', () => {
    expect(ask('de', 'Wie viele Programme bieten Sie an?').response).toContain('5 Programme:');
  });

  it('does not count what no list heads ("how many years of experience")', () => {
    const reply = ask('en', 'How many years of experience does your growth agency have?');
    expect(reply.response).toContain('17');
    expect(reply.response).not.toMatch(/\d+ years:/);
  });

  it('says only the total after a fact that lists the items, citing the section once', () => {
    const reply = ask('de', 'Wie viele Werte hat Ihr Unternehmen?');
    expect(reply.response).toContain(
      knowledge.de.engine.countTotal.replace('{{count}}', '5').replace('{{noun}}', 'Werte'),
    );
    expect(reply.response.split('#values')).toHaveLength(2);
  });

  it('counts on the pages of the service asked about, not of another word it names', () => {
    // "paquetes" also names the relocation packages; the marketing lab has no packages list.
    const reply = ask('es', 'cuántos paquetes tiene el marketing lab?');
    expect(reply.response).not.toContain('3 paquetes');
  });

  it('counts stages or phases as the steps the page lists', () => {
    expect(ask('es', '¿Cuántas etapas tiene la contratación de talento?').response).toContain(
      'Son 5 etapas en total.',
    );
    expect(ask('de', 'Wie viele Phasen hat die Fachkräftegewinnung?').response).toContain(
      'Das sind 5 Phasen.',
    );
  });

  it('answers with the count when no fact answers what else the question asks', () => {
    const reply = ask('en', 'How many routes to Germany does your check cover?');
    expect(reply.response).toMatch(/^11 routes: EU Blue Card/);
  });
});
