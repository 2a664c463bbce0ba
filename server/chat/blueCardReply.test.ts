import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const engine = createEngine(knowledge);
const ask = (locale: 'en' | 'es' | 'de', text: string) =>
  engine({ text, locale, visitorType: { type: 'latam_professional', confidence: 0.5 } }).response;

describe("the chat on a visitor's own case, with the Germany check's rules", () => {
  it('answers a German visitor with a master’s and a €48,000 software job: the Blue Card is possible', () => {
    const reply = ask(
      'de',
      'Ich habe einen Master in Informatik und ein Jobangebot als Softwareentwicklerin mit 48.000 € brutto. Bekomme ich die Blaue Karte?',
    );
    expect(reply).toMatch(/48\.000\s€ im Jahr/);
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich');
    expect(reply).not.toContain('keine Gehaltszahlen');
  });

  it('says why the lower threshold applies: a recent degree, or an occupation in short supply', () => {
    // The reason, after the standard threshold it replaces ("instead of €50,700, applies …").
    const because = (copy: string) => copy.split('{{standard}}').at(-1) ?? copy;
    const recent = ask(
      'en',
      "I graduated 2 years ago with a master's and have a €46,500 job offer as a data analyst. Blue Card?",
    );
    expect(recent).toContain(because(knowledge.en.blueCard.reducedBecause.recentGraduate));
    const engineer = ask(
      'es',
      'soy ingeniera, tengo maestría y una oferta de 47.000 € al año. ¿me alcanza para la Tarjeta Azul?',
    );
    expect(engineer).toContain(because(knowledge.es.blueCard.reducedBecause.shortage));
    const full = ask(
      'de',
      'Ich habe einen Master in BWL, kein Engpassberuf, Angebot 52.000 €. Reicht das für die Blaue Karte?',
    );
    expect(full).not.toContain(because(knowledge.de.blueCard.reducedBecause.shortage));
    expect(full).not.toContain(because(knowledge.de.blueCard.reducedBecause.recentGraduate));
  });

  it('says what is missing, in the visitor’s language, when the salary is under the threshold', () => {
    const reply = ask(
      'en',
      'I have a bachelor in business (graduated in 2015) and a job offer in marketing for 48,000 euros a year. Do I qualify for the Blue Card?',
    );
    expect(reply).toContain('Missing: A gross salary of at least €50,700 a year');
    expect(reply).toContain('not possible yet');
    const spanish = ask(
      'es',
      'Tengo una maestría y una oferta como desarrollador por 45 mil euros al año, ¿me dan la tarjeta azul?',
    );
    expect(spanish).toContain('Falta: Un salario bruto de al menos');
    expect(spanish).toContain('todavía no es posible');
  });

  it('counts no point for a tourist visit and none for age at 40', () => {
    const reply = ask(
      'es',
      'tengo 40 años, alemán B1, 5 años de experiencia, estuve en alemania de turista 3 semanas, ¿me alcanza?',
    );
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).not.toMatch(/estadía legal[^:\n]*: 1 punto/);
  });

  it('counts a nurse’s points, her occupation in short supply, and no point for a partner merely named', () => {
    const reply = ask(
      'es',
      'Soy enfermera, tengo 30 años, alemán B1, mi esposo viene conmigo. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain(
      'Una formación en una profesión de la lista de la Tarjeta Azul UE, como TI, ingeniería, ciencias naturales, arquitectura, medicina, enfermería o docencia: 1 punto',
    );
    expect(reply).toContain('Suman 5 puntos');
  });

  it('refuses a negative salary instead of reading it as positive', () => {
    const reply = ask(
      'es',
      'Mi oferta es de -50000 euros al año, soy ingeniero con título comparable. ¿Tarjeta Azul?',
    );
    expect(reply).toContain(
      'No pude leer el salario que escribiste: Un salario no puede ser negativo.',
    );
    expect(reply).not.toContain('€50.000');
    expect(reply).not.toContain('es posible');
  });

  it.each([
    [
      'es',
      'Tengo una oferta de trabajo de 44.000 euros con un empleador sujeto a convenio colectivo (Tarifvertrag). Tengo formación técnica reconocida en Bolivia y 3 años de experiencia. ¿Puedo ir por experiencia profesional?',
      'Trabajo por experiencia profesional (§ 19c, apartado 2, AufenthG):',
      'Cumplido: Con un salario menor a €45.630',
      // No age given: from 45, § 1 (2) BeschV asks a higher salary or a pension (to show).
      'Con lo que escribiste, esta vía es posible cuando demuestres',
    ],
    [
      'de',
      'Ich habe eine in Bolivien anerkannte Berufsausbildung, 3 Jahre Berufserfahrung und ein Jobangebot über 44.000 € von einem tarifgebundenen Arbeitgeber. Geht das über Berufserfahrung?',
      'Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):',
      'Erfüllt: Bei einem Gehalt unter 45.630 €',
      'Mit Ihren Angaben ist dieser Weg möglich, sobald Sie nachweisen',
    ],
  ] as const)(
    'answers work based on experience with a collective agreement by § 19c (2), not the Ausbildung (%s)',
    (lng, message, heading, agreement, verdict) => {
      // Amounts are written with the language's no-break space ("44.000 €").
      const reply = ask(lng, message).replace(/\u00a0/g, ' ');
      expect(reply).toContain(heading);
      expect(reply).toContain(agreement);
      expect(reply).toContain(verdict);
      expect(reply).not.toMatch(/Ausbildung (es|ist) (la|die) (formación|duale)/);
    },
  );

  it('tells a visitor with German A2 who wants an Ausbildung that B1 is the rule', () => {
    const spanish = ask(
      'es',
      'Quiero hacer una Ausbildung en Alemania, tengo bachillerato y alemán A2. ¿Es suficiente?',
    );
    expect(spanish).toContain(
      'Por demostrar: Alemán B1, salvo que la escuela de formación haya evaluado tu alemán',
    );
    expect(spanish).toContain('Falta: Alemán B1');
    expect(spanish).not.toContain('Studienkolleg');
    const english = ask(
      'en',
      'I want to search for an apprenticeship (Ausbildung) place in Germany. I am 30 and my German is A2. Can I get the visa to search for a training place?',
    );
    expect(english).toContain('Search for a training place (§ 17(1) AufenthG):');
    expect(english).toContain('Missing: German B1');
    expect(english).toContain('Met: Under 35');
  });

  it('gives a nurse with partial recognition § 16d (1), the partnership’s job offer and the Opportunity Card', () => {
    const reply = ask(
      'es',
      'Soy enfermera, tengo reconocimiento parcial y alemán A2, sin oferta de trabajo. ¿Qué puedo hacer?',
    );
    expect(reply).toContain('Visa para medidas de reconocimiento (§ 16d, apartado 1, AufenthG):');
    expect(reply).toContain('Falta: Una oferta de trabajo de un empleador en Alemania');
    expect(reply).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(reply).toContain('Puntos para la Tarjeta de Oportunidades según lo que escribiste: 6');
  });

  it('gives a visitor of 45 or older the age rule of §§ 18a/18b, and says the Blue Card has none', () => {
    const english = ask(
      'en',
      'I am 47, my degree is recognised in Germany, job offer of 50,000 euros as an accountant. Can I get the skilled worker permit under 18b?',
    );
    expect(english).toContain(
      'Skilled worker with a recognized qualification (§§ 18a and 18b AufenthG):',
    );
    expect(english).toContain(
      'To show: At 45 or over, with a gross salary under €55,770 a year (figure for 2026): proof of adequate provision for old age',
    );
    expect(english).toContain('Met: No higher salary needed at 45 or over');
    const german = ask(
      'de',
      'Ich bin 46, mein Abschluss ist in Deutschland anerkannt, ich habe ein Jobangebot über 50.000 € als Buchhalter. Bekomme ich die Aufenthaltserlaubnis nach 18b?',
    );
    expect(german.replace(/\u00a0/g, ' ')).toContain(
      'Nachzuweisen: Ab 45 Jahren mit einem Bruttogehalt unter 55.770 €',
    );
  });

  it('counts the Opportunity Card for a specific question, and says when the languages fall short', () => {
    const english = ask(
      'en',
      'I have no German, English B1, 5 years of experience in the last 7, I am 30, my degree is not recognised. Can I get the Opportunity Card?',
    );
    expect(english).toContain('That makes 5 points');
    expect(english).toContain('the card is not possible with what you wrote, whatever the points');
    expect(english).not.toContain('Advice in Spanish');
    const spanish = ask(
      'es',
      'Tengo 38 años, título no reconocido, inglés C1, alemán A1, 5 años de experiencia en los últimos 7. ¿Cuántos puntos tengo?',
    );
    expect(spanish).toContain('Suman 5 puntos');
    expect(spanish).not.toContain('la tarjeta no es posible');
  });
});
