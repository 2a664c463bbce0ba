import { expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 83: what walk-through 119 found. Oracle: § 18g (1) sentence 1 AufenthG (the Blue Card's
// regular threshold, on the year's gross pay).

it('counts a month\'s pay "paid 14 times a year" fourteen times: the Blue Card is possible (119b d01)', () => {
  const reply = ask(
    'en',
    "Hi, I'm 42, accountant, my degree is 'entspricht' in anabin. I got an offer in Cologne: 3,800 a month gross, paid 14 times a year, 24-month contract. Blue Card or what?",
  );
  expect(reply).toContain('Gross salary I read: €53,200 a year');
  expect(reply).toContain('Met: A gross salary of at least €50,700');
  expect(read('es', 'me ofrecen 3.800 al mes brutos, pagados 14 veces al año').salary).toBe(53200);
  expect(read('de', 'Angebot: 3.800 € brutto im Monat, 14 mal im Jahr gezahlt').salary).toBe(53200);
});

it('reads "6 años de chef" as years of work (119a g02), and a waiter\'s years beside a degree as none', () => {
  const profile = read(
    'es',
    'tengo 40 años recien cumplidos, soy tecnico en gastronomia (2 años, titulo reconocido en bolivia), 6 años de chef, aleman B1. cuantos puntos me salen para la chancen karte?',
  );
  expect(profile.experience).toBe('fiveOfSeven');
  expect(
    read('es', 'soy ingeniero civil, 30 años, 5 años de mesero en un restaurante, aleman B1')
      .experience,
  ).toBeUndefined();
});

it("weighs the visitor's own facts apart from the husband's case told before (119c d09f)", () => {
  const reply = askInConversation('de', [
    "Mein Mann ist 48 und Elektroingenieur, sein Abschluss ist in anabin als 'entspricht' eingestuft. Er hat ein Angebot in Dortmund für 58.000 € brutto im Jahr, unbefristet. Bekommt er die Blaue Karte?",
    'Und ich bin Lehrerin, 44, Deutsch A1. Kann ich mit ihm nach Deutschland kommen?',
  ]);
  expect(reply).not.toContain('Verstandenes Bruttogehalt: 58.000 €');
  expect(reply).not.toContain('Erfüllt: Ein Arbeitsplatzangebot');
  expect(
    read('de', 'Und ich bin Lehrerin, 44. Kann ich mit ihm nach Deutschland kommen?')
      .familyJoinAsked,
  ).toBe(true);
});
