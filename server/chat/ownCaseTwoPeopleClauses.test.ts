import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 60: messages on two people, where what is said of one was read as the other's. Oracle:
// § 18g (1) AufenthG (a job offer is the applicant's own), § 18 (2) no. 3 (the licence held),
// § 20b (1) no. 11 (the partner's point needs the partner's own languages).
describe('a message on two people gives each their own facts', () => {
  it("leaves a brother's offer in his bracket, and reads the visitor's 'no job offer'", () => {
    const cases = [
      [
        'de',
        'Mein Bruder (Informatiker, Angebot 55.000 €) und ich: ich bin 29, Bachelor in BWL, anerkannt, kein Jobangebot, Deutsch B1. Welche Wege haben wir?',
      ],
      [
        'es',
        'Mi hermano (ingeniero, oferta de 60.000 euros) y yo: tengo 30, licenciada en administración, sin oferta, alemán B1. ¿Qué opciones tenemos?',
      ],
      [
        'en',
        'My brother (developer, offer of 58,000 euros) and I: I am 27, bachelor in economics, no job offer yet, German A2. What can we do?',
      ],
    ] as const;
    for (const [lng, text] of cases) {
      const profile = read(lng, text);
      expect(profile, text).toMatchObject({
        jobOffer: false,
        age: 'under35',
        otherPersonAsked: true,
      });
      expect(profile.salary, text).toBeUndefined();
    }
    expect(read('de', cases[0][1]).recognised).toBe(true);
    expect(ask('de', cases[0][1])).not.toContain('55.000 €');
  });

  it('reads the licence and the rating the visitor states after naming the other person', () => {
    const text =
      'Mein Mann und ich: ich bin Ärztin mit Approbation, 36, Deutsch C1; er ist Ingenieur, 38. Was geht für uns?';
    expect(read('de', text)).toMatchObject({ licensed: true, recognised: true });
    expect(read('de', 'Mein Bruder und ich: ich bin 29, Bachelor, anerkannt.')).toMatchObject({
      age: 'under35',
      recognised: true,
    });
    // Said of the partner, the licence and the rating stay theirs.
    const hers = read('de', 'Meine Frau ist Ärztin mit Approbation, ich bin Ingenieur.');
    expect(hers.licensed).toBeUndefined();
    expect(hers.partnerOwn).toMatchObject({ licensed: true });
    expect(
      read('de', 'Ich bin Arzt, meine Frau ist Ärztin, anerkannt.').recognised,
    ).toBeUndefined();
  });

  it("asks the partner's languages when only the visitor's are said", () => {
    const text =
      'Mein Mann und ich: ich bin Ingenieurin, 36, Deutsch C1, Englisch B2, 3 Jahre Erfahrung; er ist Ingenieur, 38. Chancenkarte für uns beide?';
    expect(read('de', text)).toMatchObject({ partnerLanguageUnknown: true });
    expect(ask('de', text)).toContain('Welches Deutsch- oder Englischniveau hat er oder sie?');
  });

  it("reads 'ich 32' as the visitor's age, and what both hold as the visitor's too", () => {
    for (const [lng, text] of [
      [
        'de',
        'Meine Frau und ich, ich 32, sie 30, beide Master in Informatik, Englisch C1. Chancenkarte?',
      ],
      [
        'es',
        'Mi esposo y yo: yo 31, él 33, ambos ingenieros con título, inglés B2. ¿Cuántos puntos?',
      ],
      ['en', 'My husband and I: me 31, him 33, both engineers with degrees, English C1. Points?'],
    ] as const) {
      expect(read(lng, text), text).toMatchObject({ age: 'under35', degree: true });
    }
  });
});
