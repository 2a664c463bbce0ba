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
// Amounts are written with the locale's no-break spaces ("45.934,20 €").
const ask = (locale: 'en' | 'es' | 'de', text: string) =>
  engine({
    text,
    locale,
    visitorType: { type: 'latam_professional', confidence: 0.5 },
  }).response.replace(/[\u00a0\u202f]/g, ' ');

describe('the routes of a visitor’s own case', () => {
  it('gives § 19c (2) under its salary floor without a collective agreement no chance', () => {
    for (const [lng, text, missing] of [
      [
        'de',
        'Über § 19c: 45.629 €, Berufsausbildung, 3 Jahre Berufserfahrung, Arbeitgeber nicht tarifgebunden.',
        'Fehlt: Bei einem Gehalt unter',
      ],
      [
        'es',
        'Por experiencia: formación técnica, 4 años de experiencia, oferta de 44.000 euros, el empleador no tiene convenio colectivo.',
        'Falta: Con un salario menor',
      ],
      [
        'en',
        'Based on experience: vocational training, 3 years of experience, 42,000 euros; the employer has no collective agreement.',
        'Missing: Under',
      ],
    ] as const) {
      expect(ask(lng, text)).toContain(missing);
    }
  });

  it('gives a recent graduate the Blue Card’s lower threshold', () => {
    const reply = ask('en', "I graduated 2 years ago with a master's, job offer 46,000 euros.");
    expect(reply).toContain('Met: A gross salary of at least €45,934.20');
    expect(reply).toContain('the EU Blue Card is possible');
    const german = ask('de', 'Vor einem Jahr meinen Master abgeschlossen, Angebot über 46.500 €.');
    expect(german).toContain('Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
  });

  it('counts the Opportunity Card for a visitor whose vocational training is named', () => {
    const german = ask(
      'de',
      '44, Berufsausbildung, Deutsch B2, 5 J. in 7, Mann erfüllt Voraussetzungen nicht. Reicht das für die Chancenkarte?',
    );
    expect(german).toContain('Das sind 6 Punkte');
    expect(german).not.toContain('Ausbildung (§ 16a');
    const english = ask(
      'en',
      '30, 3-year vocational training, 5 of last 7, English C1, no German. Opportunity Card?',
    );
    expect(english).toContain('That makes 6 points');
  });

  it('gives a nurse with B2, full recognition and a job offer the nursing route', () => {
    const reply = ask(
      'de',
      'Pflegefachkraft, Deutsch B2, voll anerkannt, Jobangebot. Welcher Weg?',
    );
    expect(reply).toContain('Pflege (§§ 18a und 18b AufenthG):');
    expect(reply).toContain('Mit Ihren Angaben ist dieser Weg möglich');
    expect(reply).not.toContain('Ausbildung');
  });

  it('gives a nurse with A2, no recognition and a contract the recognition partnership', () => {
    const reply = ask(
      'es',
      'Soy enfermera, tengo alemán A2, no tengo el reconocimiento y tengo un contrato con un hospital en Alemania. ¿Qué vía tengo?',
    );
    expect(reply).toContain('Asociación de reconocimiento');
    expect(reply).toContain('Falta: Alemán B2');
    expect(reply).not.toContain('Nuestro sitio no dice eso');
  });

  it('counts a training contract the visitor has as met', () => {
    const reply = ask(
      'en',
      'I want an Ausbildung: I have a training contract with a bakery, German B1.',
    );
    expect(reply).toContain('Met: A training contract');
  });

  it('weighs an IT specialist’s experience, not a degree to show, when the degree is denied', () => {
    const reply = ask('es', 'soy desarrollador sin título, oferta de 47.000 euros. ¿Tarjeta azul?');
    // The years of IT work are not given: to show, and asked for, never missing.
    expect(reply).toContain('Por demostrar: Como especialista en TI');
    expect(reply).toContain('¿Cuántos años trabajaste en tu área, y en qué años?');
    expect(reply).not.toContain('Por demostrar: Un título universitario');
  });

  it('says the same of "a recognised degree" as of "comparable in anabin"', () => {
    const recognised = ask('en', 'I have a recognised degree and a job offer of 52,000 euros.');
    const anabin = ask('en', 'My degree is comparable per anabin, job offer of 52,000 euros.');
    expect(recognised).toContain('Met: A university degree recognized in Germany');
    expect(anabin).toContain('Met: A university degree recognized in Germany');
  });

  it('says a salary it cannot read is unreadable', () => {
    expect(
      ask('en', "Blue Card with a master's degree and a job offer, salary abc euros"),
    ).toContain('I could not read the salary you wrote');
  });

  it('gives a school leaver who wants to study §§ 16b and 17(2) with the blocked account', () => {
    const reply = ask(
      'es',
      'Terminé el colegio, tengo alemán A2 y quiero estudiar una carrera en Alemania. ¿Qué necesito?',
    );
    expect(reply).toContain('(§ 16b AufenthG)');
    expect(reply).toContain('(§ 17, apartado 2, AufenthG)');
    expect(reply).toMatch(/11\.904/);
  });

  it('reads neither a year nor an amount someone else was paid as the visitor’s salary', () => {
    expect(
      ask('en', "What's the EU Blue Card minimum salary for 2026, and for IT specialists?"),
    ).toMatch(/€50,700 a year, or €45,934\.20/);
    expect(
      ask(
        'en',
        'I read that a German startup paid you 5,000 euros a month for a fullstack developer. Confirm your tiers.',
      ),
    ).not.toContain('Gross salary I read');
  });
});
