import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 81: what walk-through 109 found. Oracle: § 18 (2) no. 3 AufenthG with § 2 PflBG (a
// nurse's licence: full recognition and German B2), § 16d (3) (a partnership only for a
// recognition still to complete), § 20b (1) no. 11 (a lawful stay; tourist visits never count).

describe('full recognition told after an anabin rating (109c 09)', () => {
  const m01 =
    "Hallo, ich bin Krankenpflegerin aus Bolivien, Licenciatura en Enfermería, in anabin steht meine Uni als H+ und der Abschluss 'entspricht'. Eine Anerkennung als Pflegefachfrau habe ich noch nicht beantragt. Ich habe ein Jobangebot von einem Krankenhaus in München, 3.400 € brutto im Monat. Kann ich mit der Blauen Karte kommen? Ich bin 29, Deutsch B1.";
  const f09 =
    'Danke. Korrektur: ich habe inzwischen die volle Anerkennung als Pflegefachfrau bekommen (Bescheid aus Bayern) und Deutsch B2 geschafft. Das Krankenhaus zahlt jetzt 4.000 € brutto im Monat. Was geht jetzt?';

  it('replaces the rating: the licence is held and the partnership no longer offered', () => {
    const reply = askInConversation('de', [m01, f09]);
    expect(reply).toContain('recognition=full');
    expect(reply).not.toContain('recognition=comparable');
    expect(reply).not.toContain('Fehlt: Die Berufserlaubnis in der Pflege');
    expect(reply).not.toContain('§ 16d Abs. 3');
  });
});

describe('a stay called a tourist visit in the clause after it (109c 18)', () => {
  it('gives no stay point', () => {
    const profile = read(
      'de',
      'Ich bin 30, Wirtschaftsingenieur (Uni in La Paz), Deutsch A2, 3 Jahre Erfahrung (2022-2025). Ich war 2024 sieben Monate in Deutschland, aber nur als Tourist mit Schengen-Verlängerung bei meiner Tante. Zählt das für die Chancenkarte?',
    );
    expect(profile.germanStay).toBe(false);
    expect(profile.stayNotCounted).toBe('tourist');
  });

  it('still counts a stay with a residence title beside a tourist visit', () => {
    const profile = read(
      'de',
      'Ich war 2024 sieben Monate in Deutschland mit einem Visum für einen Sprachkurs, vorher einmal als Tourist.',
    );
    expect(profile.germanStay).toBe(true);
  });
});
