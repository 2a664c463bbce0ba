import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

// Amounts are written with the locale's no-break spaces ("55.770 €").
const text = (reply: { response: string }) => reply.response.replace(/[\u00a0\u202f]/g, ' ');

describe('what is asked, answered from the facts filed under it', () => {
  it('answers "where does it say…?" about a subject that is not a service with its fact and page', () => {
    const reply = ask('de', 'Wo steht, was mit meinen Eingaben im Chat passiert?');
    expect(reply.kind).toBe('answer');
    expect(reply.response).toContain(knowledge.de.values.privacyPolicy);
  });

  it('reads a European country by its adjective or city, and education projects as the social work', () => {
    const across = knowledge.en.pages.get('home')?.url;
    const swiss = ask('en', 'We are based in Zurich. Do you also work with Swiss companies?');
    expect(swiss.response).toContain('not only in Germany');
    expect(swiss.response).toContain(across);
    const wien = ask('de', 'Wir sitzen in Wien. Arbeiten Sie auch mit österreichischen Firmen?');
    expect(wien.response).toContain('nicht nur in Deutschland');
    const social = ask('es', '¿Dónde leo sobre sus proyectos educativos en Bolivia?');
    expect(social.response).toContain(knowledge.es.pages.get('socialResponsibility')?.url);
  });

  it('reads looking for work in Germany as the Opportunity Card in a later part of the question', () => {
    const de = ask(
      'de',
      'Was muss ich für die Chancenkarte nachweisen, und wie lange darf ich in Deutschland eine Stelle suchen?',
    );
    expect(de.response).toMatch(/ein Jahr/);
    const es = ask(
      'es',
      '¿cuánto dinero piden para la tarjeta de oportunidades, y cuánto tiempo puedo buscar trabajo en Alemania?',
    );
    expect(es.response).toMatch(/un año/);
  });

  it("names the German level a Studienkolleg asks for, in the check's words", () => {
    const de = ask('de', 'Welches Deutschniveau braucht man für das Studienkolleg?');
    expect(de.response).toContain('B1');
    const en = ask('en', 'What level of German do I need for a Studienkolleg?');
    expect(en.response).toContain('German B1');
  });

  it('tells the professional in a company service that it costs them nothing, and not the company', () => {
    // The home page's FAQ on what a professional pays.
    const talentCost = 'is free for you';
    const history = [
      { role: 'visitor' as const, text: 'What is staff augmentation?' },
      { role: 'assistant' as const, text: ask('en', 'What is staff augmentation?').response },
    ];
    const talent = ask(
      'en',
      "And if I'm the developer, do I have to pay anything?",
      visitors.exploring,
      history,
    );
    expect(talent.response).toContain(talentCost);
    const company = ask('en', 'Is staff augmentation free for us?', visitors.company);
    expect(company.response).not.toContain(talentCost);
    const es = ask('es', 'si yo soy el profesional, ¿tengo contrato formal?');
    expect(es.kind).toBe('answer');
  });

  it('answers the date of the privacy policy beside the authority to complain to', () => {
    const reply = ask(
      'de',
      'Von wann ist Ihre Datenschutzerklärung, und bei welcher Aufsichtsbehörde kann ich mich beschweren?',
    );
    expect(reply.response).toContain(knowledge.de.values.privacyPolicyUpdated);
    expect(reply.response).toContain('Berliner Beauftragten');
  });

  it('answers a general part and a part about a service, each with its own fact', () => {
    const reply = ask(
      'en',
      'How long does a typical hire through you take, and how quickly can staff augmentation put someone on our team?',
      visitors.company,
    );
    expect(reply.asks).toEqual([
      { aspect: 'speed' },
      { aspect: 'speed', service: 'staffAugmentation' },
    ]);
    expect(reply.response).toContain('4–6 weeks');
  });

  it('names the hiring steps as the page names them', () => {
    const reply = ask(
      'de',
      'Wie läuft Ihr Einstellungsprozess für Unternehmen ab?',
      visitors.company,
    );
    expect(reply.response).toContain('Kandidatensuche');
  });

  it('says who decides on a nurse’s recognition, in the check’s words', () => {
    const reply = ask(
      'de',
      'Eine Pflegefachkraft möchte bei uns arbeiten. Welches Deutschniveau braucht sie, und wer entscheidet über die Anerkennung?',
    );
    expect(reply.response).toContain('Bundeslandes');
    expect(reply.response).toContain('B2');
  });

  it('gives the salary floor from 45 when a skilled worker’s minimum salary is asked', () => {
    const german = ask(
      'de',
      'Ein Kandidat ist 46 und bekäme seinen ersten Aufenthaltstitel als Fachkraft. Welches Mindestgehalt gilt?',
    );
    expect(text(german)).toContain('55.770 €');
    const english = ask(
      'en',
      'Our candidate is 46 and would get her first residence permit as a skilled worker. What minimum salary applies?',
    );
    expect(text(english)).toContain('€55,770');
  });

  it('says the card needs at least 6 points, enough or not', () => {
    const short = ask(
      'es',
      'tengo 36, soy contador, inglés B2, nada de alemán, y 6 años de experiencia en los últimos 7. me alcanza para la chancenkarte?',
    );
    expect(short.response).toContain('al menos 6 puntos');
    const enough = ask(
      'en',
      "I'm 31, German B1, and 5 years of work experience in the last 7. How many Opportunity Card points would I have?",
    );
    expect(enough.response).toContain('That makes 7 points: the card needs at least 6 points');
  });

  it('gives the language level a study program asks for, for a master as for the Studienkolleg', () => {
    const es = ask(
      'es',
      'Quiero estudiar una maestría en inglés en Alemania. ¿Qué nivel de inglés piden y cuánto va en la cuenta bloqueada?',
    );
    expect(es.response).toContain('B2');
    expect(es.response).toContain(knowledge.es.values.blockedAccountMonthly);
    const en = ask('en', "What English level do I need for a master's in Germany?");
    expect(en.response).toContain('B2');
  });
});

describe('the permits to come and apply or search', () => {
  it('answers coming to apply for a university place with its nine months and languages', () => {
    const es = ask(
      'es',
      'puedo ir a Alemania a postular a la u directamente allá? por cuánto tiempo me dejan y qué idioma piden?',
    );
    expect(es.response).toContain('nueve meses');
    expect(es.response).toContain('B2');
    expect(es.response).toContain('§ 17');
    const de = ask('de', 'Kann ich für die Studienbewerbung nach Deutschland einreisen?');
    expect(de.response).toContain('neun Monate');
  });

  it('answers coming to look for a training place with its age limit', () => {
    expect(ask('es', '¿Puedo ir a Alemania a buscar un puesto de Ausbildung?').response).toContain(
      '35',
    );
    expect(ask('en', 'Can I come to Germany to look for a training place?').response).toContain(
      '35',
    );
  });
});
