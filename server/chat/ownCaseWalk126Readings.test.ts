import { expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask } from './ownCaseAsk.testkit';

// Stop 84: what walk-through 126 found. Oracle: § 20a (1) no. 1 AufenthG (a skilled worker gets
// the card without points) and § 20b (1) no. 6 (five years' experience in the last seven).

it('tells a couple of two comparable degrees that neither needs points (126a c08)', () => {
  const reply = ask(
    'es',
    'hola!! mi esposo y yo queremos ir, los dos ingenieros de sistemas (licenciatura, anabin entspricht), yo tengo 31 el 34, ambos ingles B2 y aleman A2, 4 años de experiencia cada uno. cuantos puntos tenemos con la opportunity card?',
  );
  expect(reply).toContain('así que no necesitas puntos');
  expect(reply).toContain('así que tampoco necesita puntos');
  expect(reply).not.toContain('suma 3 puntos propios');
});

it('keeps "8 Jahre Erfahrung" when eight months of work in Germany are added (126c f05)', () => {
  const reply = askInConversation('de', [
    'Ich bin Elektriker, 34 Jahre, Ausbildung 3 Jahre in Cochabamba (staatlich anerkannt), 8 Jahre Erfahrung, Deutsch A2. Wie viele Punkte habe ich für die Chancenkarte?',
    'Ich habe vergessen: Ich habe 2021-2022 acht Monate in Deutschland gearbeitet (mit Visum). Und Englisch habe ich C1.',
  ]);
  expect(reply).toContain(
    'Fünf Jahre Berufserfahrung in Ihrem Fach in den letzten sieben: 3 Punkte',
  );
  expect(reply).toContain('Das sind 8 Punkte');
});
