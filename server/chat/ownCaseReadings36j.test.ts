// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';
import { readSiteConfig } from '../../src/config/siteConfig';
import { loadKnowledge } from './knowledge';

// Walk-through 36j's lesser findings: facts stated but not read, and the points asked beside
// another route. Each with the exact message and one new wording.
const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const read = (lng: 'en' | 'es' | 'de', text: string) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text), 2026);

describe('walk-through 36j: what the visitor stated is read', () => {
  it('reads an offer of written-out thousands as its salary (s15, d13)', () => {
    expect(
      read(
        'es',
        'Tengo 52 años, mecánico con formación reconocida completamente en Alemania, oferta de 50.000 con convenio colectivo. ¿Puedo ir?',
      ).salary,
    ).toBe(50000);
    expect(
      read('en', 'Electrician, 41, I have an offer of 46,000 from a firm in Hamburg.').salary,
    ).toBe(46000);
    // A year is no salary, even near an offer.
    expect(read('en', 'I got an offer in 2025 and start soon.').salary).toBeUndefined();
  });

  it('reads "anerkanntem Master" as recognised (d02)', () => {
    expect(
      read(
        'de',
        'Ich werde im Juni 45. Informatiker mit anerkanntem Master, Angebot 50.000 €. Blaue Karte? Muss ich etwas zur Rente nachweisen?',
      ).recognised,
    ).toBe(true);
    expect(read('de', 'Ingenieurin mit anerkanntem Bachelor, 31 Jahre.').recognised).toBe(true);
  });

  it('reads "beide 33" as the age (d15)', () => {
    const reply = ask(
      'de',
      'Wir sind ein Paar, beide 33, beide Bachelor (nicht anerkannt), Deutsch A1, Englisch B2, je 3 Jahre Erfahrung. Wie viele Punkte hat jeder von uns?',
    );
    expect(reply).toContain('Unter 35 Jahre: 2 Punkte');
    expect(read('en', 'We are both 31, both with a bachelor, English B2.').age).toBe('under35');
  });

  it('counts the points asked beside the routes (e11, s01)', () => {
    const reply = ask(
      'en',
      'Mechanical engineer, 39, degree not yet checked, 10 years of experience, no German, English B2, job offer 51000 per year. How many points do I have and which visa fits?',
    );
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG):');
    expect(reply).toContain('That makes 5 points');
    const spanish = ask(
      'es',
      'Tengo 29 años, soy ingeniera de sistemas (título todavía sin revisar en Alemania), 3 años de experiencia, alemán A2, inglés C1, oferta de 46.500 €. ¿Cuántos puntos tengo? ¿Puedo pedir la Blue Card?',
    );
    expect(spanish).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    expect(spanish).toContain('Suman 7 puntos');
    const german = ask(
      'de',
      'Ich bin 36, Bachelor in Informatik, 4 Jahre Erfahrung, Deutsch B1, Englisch C1, Angebot 48.000 €. Wie viele Punkte hätte ich, und geht die Blaue Karte?',
    );
    expect(german).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 7 (6 nötig).');
    // "Is that enough?" asks about the routes weighed, not for the points (s14).
    const training = ask(
      'es',
      'Quiero hacer una Ausbildung de mecatrónica, tengo 24 años y alemán A1. ¿Es suficiente?',
    );
    expect(training).toContain('§ 16a AufenthG');
    expect(training).not.toContain('Suman');
  });
});

describe('walk-through 36j: § 19c (2) is weighed with a job in hand', () => {
  it('names § 19c (2) and asks for the experience (e02, s04)', () => {
    const reply = ask(
      'en',
      'Turning 35 in May. Civil engineer, my degree was recognised by the ZAB as comparable. I have a job offer in Munich for 52.000 € a year. Do I qualify for the Blue Card? And what else could I do?',
    );
    expect(reply).toMatch(/Routes open to you[^\n]*Work based on professional experience/);
    expect(reply).toContain('How many years have you worked in your field');
    const spanish = ask(
      'es',
      'Tengo 47 años, contadora con título reconocido en Alemania, una oferta de 58.000 euros al año. ¿Qué visa me corresponde?',
    );
    expect(spanish).toMatch(/Vías abiertas[^\n]*Trabajo por experiencia profesional/);
  });
});

describe('walk-through 36j: the questions a case asks are answered', () => {
  it('says which routes need a job offer first (e10)', () => {
    const reply = ask(
      'en',
      'I have a partial recognition notice (Defizitbescheid) for my nursing degree, German B1, 30 years old. What can I do? Do I need a job offer first?',
    );
    expect(reply).toContain('Whether you need a job offer first depends on the route');
    const spanish = ask(
      'es',
      'Tengo una resolución de reconocimiento parcial de mi título de enfermería, alemán B1, 31 años. ¿Necesito una oferta de trabajo antes?',
    );
    expect(spanish).toContain('Si necesitas primero una oferta de trabajo depende de la vía');
  });

  it('answers the pension question by § 18 (2) no. 5 (d02)', () => {
    const reply = ask(
      'de',
      'Ich werde im Juni 45. Informatiker mit anerkanntem Master, Angebot 50.000 €. Blaue Karte? Muss ich etwas zur Rente nachweisen?',
    );
    expect(reply).toContain('Zur Rente: Ab 45 Jahren');
    expect(reply).toContain('für die Blaue Karte EU nie');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    const english = ask(
      'en',
      "I'm 46, engineer with a recognised degree, offer of 60,000 euros. Do I have to prove a pension?",
    );
    expect(english).toContain('On the pension: from age 45');
  });
});
