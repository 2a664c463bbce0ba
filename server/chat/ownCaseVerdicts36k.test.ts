// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// Walk-through 36k: verdicts that contradicted the law (oracle germany-law-cases.md), each with
// the exact message and one new wording.

/** The lines of one route's block in a reply, from its title to its verdict. */
const block = (reply: string, title: string) => {
  const start = reply.indexOf(title);
  expect(start, `no block "${title}" in:\n${reply}`).toBeGreaterThanOrEqual(0);
  const rest = reply.slice(start);
  const verdict = rest.search(
    /\n(With what you wrote|Mit Ihren Angaben|Con lo que escribiste)[^\n]*/,
  );
  return rest.slice(0, rest.indexOf('\n', verdict + 1) + 1 || undefined);
};

describe('walk-through 36k: an IT degree not checked weighs the Blue Card at the lower threshold', () => {
  it.each([
    'Ich habe einen Informatikabschluss, noch nicht geprüft, 3 Jahre Erfahrung in den letzten 7, Jobangebot 46.000 €. Bekomme ich die Blaue Karte? Und was ist mit § 18b?',
    'Mein Informatikstudium ist noch nicht anerkannt, ich habe ein Angebot über 47.000 €. Reicht das für die Blaue Karte?',
  ])('de04: %s', (message) => {
    // The reply weighs only the Blue Card, or every route it concerns: either way at 45,934.20.
    const reply = ask('de', message);
    expect(reply).toContain('Bruttogehalt von mindestens 45.934,20 €');
    expect(reply).not.toContain('50.700 € im Jahr');
    expect(reply).not.toContain('Fehlt');
    expect(reply).toMatch(/Offene Wege[^\n]*Blaue Karte EU|offene Wege[^\n]*Blaue Karte EU/);
  });
});

describe('walk-through 36k: IT vocational training with too little experience has no Blue Card', () => {
  it.each([
    'I have a job offer as an IT admin, 47.000 per year. I have vocational IT training (not checked), 2 years experience in last 5. Can I use the experienced professional route (19c)? And the Blue Card?',
    'Software developer with vocational training in IT, 2 years of experience in the last 5, offer of 52,000. Blue Card?',
  ])('en14: %s', (message) => {
    const reply = ask('en', message);
    expect(block(reply, 'EU Blue Card (§ 18g AufenthG):\n')).toContain(
      'this route is not possible yet',
    );
    expect(reply).not.toMatch(/Routes open to you[^\n]*EU Blue Card/);
  });
});

describe('walk-through 36k: an age still to come in Spanish is read', () => {
  it.each([
    [
      'Hola, estoy cumpliendo 40 el mes que viene. Tengo título de psicóloga, sin homologar, 5 años de experiencia, alemán B1. ¿Me alcanza para la tarjeta de oportunidades?',
      // 39: B1 2 + five of seven years 3 + 35 to 39 1.
      'Suman 6 puntos',
    ],
    [
      'Estoy cumpliendo 35 en diciembre, soy contadora con 5 años de experiencia y alemán B1. ¿Cuántos puntos tengo?',
      // 34: B1 2 + five of seven years 3 + under 35 2.
      'Suman 7 puntos',
    ],
  ])('es06: %s', (message, total) => {
    const reply = ask('es', message);
    expect(reply).not.toContain('¿Cuántos años tienes?');
    expect(reply).toContain(total);
  });
});

describe('walk-through 36k: an age before the years worked is still the age', () => {
  it.each([
    [
      "Hello, I'm a nurse from Peru with a 3-year nursing diploma (vocational). The state authority in Bavaria said I need an adaptation course (partial recognition). German B1. Hospital offered me 38.000 a year under TVöD. I'm 29 and have worked 6 years. What are my options?",
      // Partial notice 4 + B1 2 + five of seven years 3 + under 35 2 + nursing shortage 1 (DE51).
      '12 (6 needed)',
    ],
    [
      'I am 31 and worked for 5 years as a nurse, German B1, partial recognition. How many points?',
      '12 (6 needed)',
    ],
  ])('en03: %s', (message, points) => {
    expect(ask('en', message)).toContain(points);
  });
});

describe('walk-through 36k: a licence to practise nursing is full recognition', () => {
  it.each([
    [
      'de',
      'Ich bin Krankenpflegerin mit Ausbildung, Anerkennung liegt vor (Berufserlaubnis), Deutsch B2, 41 Jahre. Stellenangebot 36.000 € im Jahr, ob der Arbeitgeber tarifgebunden ist weiß ich nicht. Welche Wege gibt es?',
      /offene Wege[^\n]*§ 19c Abs\. 2[^\n]*Chancenkarte/,
    ],
    [
      'en',
      "I'm a nurse with vocational training and I have my license to practice in Germany, German B2, 41. Offer of 36,000, I don't know if there is a collective agreement. What are my options?",
      /Routes open to you[^\n]*§ 19c\(2\)[^\n]*Opportunity Card/,
    ],
  ] as const)('de03 (%s): %s', (lng, message, open) => {
    const reply = ask(lng, message);
    // DE53: § 16d(3) missing, the Opportunity Card without points, § 19c(2) to show.
    expect(reply).toMatch(open);
    expect(reply).not.toMatch(
      /(offene Wege|Routes open to you)[^\n]*(Anerkennungspartnerschaft|Recognition partnership)/,
    );
    expect(reply).not.toMatch(/\d+ \(6 (nötig|needed)\)/);
  });
});
