import { expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask } from './ownCaseAsk.testkit';

// Stop 84: what walk-through 125 found. Oracle: § 20b (1) no. 6 AufenthG (five years'
// experience in the last seven: 3 points) and no. 11 (no point for tourist visits).

it('keeps "6 years experience" beside tourist visits "in the last 4 years" (125b c18)', () => {
  const reply = ask(
    'en',
    "I visited Germany as a tourist 3 times (3 months each) in the last 4 years. I'm 30, software engineer with a degree, 6 years experience, English C1, German A2. How many Opportunity Card points?",
  );
  expect(reply).toContain(
    'Five years of professional experience in your field in the last seven: 3 points',
  );
  expect(reply).toContain('That makes 8 points');
  expect(reply).not.toContain('experience=none');
});

it("counts the points once anabin says only 'teilweise entsprechend' (125c g1)", () => {
  const reply = ask(
    'de',
    "Ich bin 35 Jahre alt, Maschinenbauingenieur, Abschluss in Bolivien, anabin sagt 'teilweise entsprechend'. Gearbeitet 2021 bis 2025, Deutsch B1. Wieviele Punkte hab ich?",
  );
  expect(reply).toContain('Deutsch B1: 2 Punkte');
  expect(reply).not.toContain('brauchen Sie keine Punkte: Mit einem vergleichbaren Abschluss');
});

it('counts ten months of volunteer service on a visa told after a tourist visit (125c f8)', () => {
  const reply = askInConversation('de', [
    'Buchhalter, 40 Jahre, Licenciatura en Contaduría, 7 Jahre Erfahrung, Englisch B2, kein Deutsch. War 2022 drei Wochen als Tourist in Deutschland. Wie viele Punkte?',
    'Ach, ich war außerdem von Januar bis Oktober 2023 als Freiwilliger im Bundesfreiwilligendienst in Leipzig, mit Visum. Zählt das?',
  ]);
  expect(reply).toContain(
    'Ein rechtmäßiger Aufenthalt in Deutschland von mindestens sechs Monaten in den letzten fünf Jahren (touristische Aufenthalte zählen nicht): 1 Punkt',
  );
  expect(reply).toContain('Das sind 4 Punkte');
});
