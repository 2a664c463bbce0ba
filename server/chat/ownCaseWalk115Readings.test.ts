import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 82: what walk-through 115 found. Oracle: § 18g (1) sentence 2 no. 1 AufenthG (the lower
// threshold for ISCO group 21, engineers), § 20b (1) no. 12 (the spouse's point where the spouse
// meets the card and applies too).

describe('"Master in Aachen … Jetzt 31, Maschinenbau." (115c c09)', () => {
  const c09 =
    'Ich habe 2019 meinen Master in Aachen gemacht und bin dann zurück nach La Paz. Jetzt 31, Maschinenbau. Angebot: 46k im Jahr. Reicht das?';

  it('reads the field of the degree: the lower threshold applies', () => {
    expect(read('de', c09).occupation).toBe('shortage');
    const reply = ask('de', c09);
    expect(reply).toContain('Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
    expect(reply).not.toContain('Fehlt: Ein Bruttogehalt von mindestens 50.700 €');
  });

  it('leaves a field alone as an industry where no degree is named', () => {
    expect(read('de', 'Jetzt 31, Maschinenbau.').occupation).toBeUndefined();
  });
});

describe('a couple one point apart (115a F7)', () => {
  it("counts the husband's point from the visitor who meets the card alone, and hers from him", () => {
    const reply = askInConversation('es', [
      'hola, mi esposo y yo somos contadores los dos, 36 y 34 años, con licenciatura de la UAGRM, ingles C1 los dos y aleman A2, 4 años de experiencia cada uno. podemos aplicar juntos a la chancenkarte? cuantos puntos tendriamos?',
      'yo tengo 34 y mi esposo 36, los dos con la misma formacion y idiomas',
    ]);
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).toContain('suma 6 puntos (se necesitan 6), 1 de ellos por ti');
  });
});
