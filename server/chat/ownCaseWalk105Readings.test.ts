import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 80: what walk-through 105 found. Oracle: § 18 (2) no. 3 and §§ 18a/18b AufenthG (a nurse
// with full recognition and B2 holds the licence), § 16d (1) and (3) (for a recognition not yet
// full), § 20b (1) no. 3 (German B1: 2 points).

describe('full recognition told after a notice of partial recognition (105c m01b)', () => {
  const notice =
    'Hallo, ich bin Krankenschwester aus Cochabamba, 29 Jahre alt. Ich habe von der Bezirksregierung einen Defizitbescheid bekommen, also teilweise Anerkennung, ich muss einen Anpassungslehrgang machen. Deutsch habe ich B1. Was kann ich machen?';
  const full =
    'Korrektur: inzwischen habe ich das B2-Zertifikat und die volle Anerkennung als Pflegefachfrau bekommen. Außerdem hat mir ein Krankenhaus in Köln einen Vertrag angeboten, 3.400 € brutto im Monat. Was gilt jetzt?';

  it('replaces the notice: the nursing route is open, § 16d is not', () => {
    const reply = askInConversation('de', [notice, full]);
    expect(reply).toContain('recognition=full');
    expect(reply).not.toContain('recognition=partial');
    expect(reply).toMatch(/offene Wege[^\n]*Pflege \(§§ 18a und 18b AufenthG\)/);
    expect(reply).not.toMatch(/offene Wege[^\n]*§ 16d/);
    expect(reply).toContain('- Erfüllt: Die Berufserlaubnis in der Pflege');
  });

  it('keeps the notice while no full recognition is told', () => {
    const reply = askInConversation('de', [notice, 'Korrektur: Deutsch habe ich inzwischen B2.']);
    expect(reply).toContain('recognition=partial');
  });
});

describe('German named by its certificate, or said to be none (105c m06, m06b)', () => {
  const lawyer =
    'Buenas, ich bin Rechtsanwalt (abogado, Universidad Católica Boliviana), 33 Jahre, 4 Jahre Berufserfahrung in einer Kanzlei. Englisch C1, Deutsch leider gar nicht. Wie viele Punkte habe ich für die Chancenkarte?';

  it('reads “Deutsch leider gar nicht” as no German', () => {
    expect(read('de', lawyer).german).toBe('none');
  });

  it('counts the Goethe-Zertifikat B1 told after: 7 points', () => {
    const reply = askInConversation('de', [
      lawyer,
      'Ach, das habe ich vergessen: ich habe letzten Monat das Goethe-Zertifikat B1 bestanden. Ändert das etwas an den Punkten?',
    ]);
    expect(reply).toContain('Deutsch B1: 2 Punkte');
    expect(reply).toContain('Das sind 7 Punkte');
  });

  it('reads the certificate in English and Spanish too', () => {
    expect(read('en', 'I passed the Goethe certificate B1 last month').german).toBe('B1');
    expect(read('es', 'ya tengo el certificado goethe B2').german).toBe('B2');
  });
});
