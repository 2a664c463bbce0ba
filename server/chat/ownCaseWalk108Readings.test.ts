import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 81: what walk-through 108 found. Oracle: § 18 (3) no. 2 AufenthG (a degree comparable to
// a German one makes a skilled worker), § 20a (1) no. 1 (the Opportunity Card without points for
// a skilled worker), § 18 (2) no. 3 with § 2 PflBG (a nurse's licence: the nursing recognition
// and German B2), § 18 (2) no. 5 (from 45, a salary of 55 % of the BBG or a pension provision).

describe('a nurse whose degree is comparable in anabin, not recognised as a nurse (108c m29, f29)', () => {
  const m29 =
    'Ich bin Krankenpflegerin mit Licenciatura (anabin entspricht), 30 Jahre, Deutsch B1, noch keine Anerkennung als Pflegefachfrau. Ein Krankenhaus bietet mir 46.000 € im Jahr. Geht die Blaue Karte?';
  const f29 =
    'Korrektur: Ich habe inzwischen Deutsch B2 (telc Pflege B2). Die Anerkennung als Pflegefachfrau habe ich aber noch nicht beantragt. Geht es jetzt?';

  it('opens the Opportunity Card without points and links a comparable degree', () => {
    const reply = askOwnCase('de', m29);
    expect(reply).not.toContain('Punkte für die Chancenkarte nach Ihren Angaben');
    expect(reply).toMatch(/offene Wege[^\n]*Chancenkarte \(§ 20a AufenthG\)\./);
    expect(reply).toContain('recognition=comparable');
    expect(reply).not.toContain('recognition=full');
    expect(reply).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):\n- Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss/,
    );
  });

  it('keeps the nursing recognition to show once German B2 is told', () => {
    const reply = askInConversation('de', [m29, f29]);
    expect(reply).toContain('recognition=comparable');
    expect(reply).toContain(
      '- Nachzuweisen: Die Anerkennung Ihrer Pflegequalifikation in Deutschland',
    );
    expect(reply).toMatch(
      /Beschäftigung mit Berufserfahrung[\s\S]*?- Fehlt: Die Berufserlaubnis in der Pflege/,
    );
  });

  it('still reads a nurse’s full recognition as full', () => {
    const reply = askOwnCase(
      'es',
      'Soy enfermera, 30 años, tengo reconocimiento completo y alemán B2, oferta de 3.900 al mes en Berlín.',
    );
    expect(reply).toContain('recognition=full');
  });
});

describe('a pension provision denied in other words (108a 26)', () => {
  const nurse =
    'enfermera licenciada, 47 años, tengo reconocimiento completo (Anerkennung) y aleman B2, oferta de hospital en Hamburgo 3.600 al mes. no tengo ahorro de jubilacion. puedo ir?';

  it('reads “no tengo ahorro de jubilación” and closes the routes § 18 (2) no. 5 weighs', () => {
    expect(read('es', nurse).pensionDenied).toBe(true);
    const reply = askOwnCase('es', nurse);
    expect(reply).toMatch(
      /Enfermería \(§ 18b AufenthG\):[\s\S]*?- Falta: Con 45 años o más[\s\S]*?todavía no es posible/,
    );
    expect(reply).not.toMatch(/Vías abiertas[^\n]*Enfermería/);
  });

  it('reads the same in English and German, not a doubt', () => {
    expect(read('en', "I don't have any savings for retirement.").pensionDenied).toBe(true);
    expect(read('de', 'Ich habe keine private Rente.').pensionDenied).toBe(true);
    expect(read('en', 'I have no idea if my pension counts.').pensionDenied).toBeUndefined();
    expect(read('de', 'Keine Ahnung, ob meine Rente reicht.').pensionDenied).toBeUndefined();
    expect(
      read('es', 'no tengo jubilación privada, solo mis aportes en Bolivia').pensionDenied,
    ).toBeUndefined();
  });
});
