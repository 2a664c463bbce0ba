import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 81 found. Oracle: § 20b (1) AufenthG (experience points count work,
// not study; the shortage point goes by the qualification); § 20a (4) (vocational training of at
// least two years).
describe('walk-through 81', () => {
  it("keeps an accountant's degree apart from IT work (81c W1)", () => {
    expect(
      read(
        'de',
        'Buenas, ich bin Buchhalter (Contaduría Pública, Uni, Bolivien), 36 jahre, arbeite aber seit 4 jahren als IT-Support. Deutsch B1. Hab Angebot als Buchhalter in Frankfurt, 3.800 brutos mensuales x 14. Welcher Weg?',
      ),
    ).toMatchObject({ degree: true, qualificationField: 'other' });
  });

  it('reads the dates in the studies’ bracket as no work (81c W2)', () => {
    expect(
      read(
        'de',
        'Ich habe in Deutschland 2 Jahre studiert (2021-2023, Master abgebrochen), Bachelor in BWL aus Bolivien, jetzt 31, Deutsch C1, Englisch C1, 3 Jahre Erfahrung in Marketing 2022-2025. Chancenkarte?',
      ).experience,
    ).toBe('threeOfSeven');
  });

  it('reads "Ausbildung 18 Monate" as a training too short for the card (81c W3)', () => {
    const message =
      'Ich bin Kfz-Mechaniker, Ausbildung 18 Monate am Instituto in El Alto, 8 Jahre Erfahrung, 28 Jahre, Deutsch B1. Chancenkarte?';
    expect(read('de', message)).toMatchObject({ schoolOnly: true, vocational: false });
    expect(ask('de', message)).not.toContain('Ihre Punkte reichen also');
    expect(read('de', 'Ich bin Krankenpfleger, Ausbildung 36 Monate, 28 Jahre').vocational).toBe(
      true,
    );
  });

  it('says why an architect gets no shortage point and a tourist stay none (80b W6, 80c V15)', () => {
    const reply = ask(
      'de',
      'Ich bin Architekt aus La Paz, 36 Jahre, Deutsch B1, Englisch B2, 9 Jahre Erfahrung im Architekturbüro. Ich war 2024 sieben Monate in Deutschland als Tourist (Schengen + Verlängerung). Zählt das? Wie viele Punkte?',
    );
    expect(reply).toContain(
      'Zählen die Behörden Ihren Beruf als Engpassberuf, kommt 1 Punkt hinzu',
    );
    expect(reply).toContain('touristische Besuche zählen nie');
  });
});
