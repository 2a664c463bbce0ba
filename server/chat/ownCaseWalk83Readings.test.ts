import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 83 found. Oracle: § 16b and § 17 (2) AufenthG (study); § 20b (1)
// (German B2 three points; nursing in short supply).
describe('walk-through 83', () => {
  it('reads "i want study master" as the study goal (83b W1)', () => {
    expect(
      read(
        'en',
        'i want study master in germany, i have bachelor in biology from UAGRM, 26 years old, english B2 no german. what i need? can i come first and apply from germany?',
      ).wantsStudy,
    ).toBe(true);
  });

  it('reads a paediatric nurse as a nurse (83c D4)', () => {
    expect(
      read(
        'de',
        'Kinderkrankenschwester (Licenciatura), 30 Jahre, 3 Jahre Erfahrung (2022-2025), Deutsch B1, Englisch B2',
      ).occupation,
    ).toBe('nursing');
  });

  it('takes "Ich habe jetzt das B2 Zertifikat bekommen" as the German told before (83c A1)', () => {
    const later = askInConversation('de', [
      'Ich bin Krankenschwester mit Licenciatura, 29 Jahre, 5 Jahre Erfahrung seit 2020, Deutsch B1. Wie viele Punkte habe ich?',
      'Korrektur: Ich habe jetzt das B2 Zertifikat (Goethe) bekommen. Wieviele Punkte jetzt?',
    ]);
    expect(later).toContain('Deutsch B2 oder höher: 3 Punkte');
    expect(read('de', 'Ich habe noch kein B2').levelUnnamed).toBeUndefined();
  });
});
