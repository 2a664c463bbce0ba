import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 71: what walk-through 91 found. Oracle: § 18g (1) AufenthG (a job offer and the lower
// threshold for a degree of the last three years), § 16d (3) (the recognition partnership needs an
// offer), § 19c (2) with § 6 BeschV (a qualification, for any job outside IT).
describe('walk-through 91', () => {
  it('reads an offer said after a denial and a contrasting word (91b W1–W3)', () => {
    expect(
      read(
        'en',
        "I don't have recognition yet but I have a job offer as nurse in a hospital in Berlin, 42.000 euros. I'm 30, bachelor in nursing from Peru, german B1.",
      ),
    ).toMatchObject({ jobOffer: true, salary: 42_000 });
    expect(
      read(
        'en',
        'A public school in Bavaria offers me 48k but I dont have any license from germany yet',
      ).jobOffer,
    ).toBe(true);
    expect(read('en', 'I have an offer but no recognition')).toMatchObject({
      jobOffer: true,
      recognised: false,
    });
    expect(read('es', 'no tengo reconocimiento pero tengo una oferta de trabajo').jobOffer).toBe(
      true,
    );
    // A denial right before the contrasting word still denies: "not yet recognised".
    expect(read('en', 'my degree is not yet recognised').recognised).toBe(false);
    expect(read('en', 'no job offer but partial recognition')).toMatchObject({
      jobOffer: false,
      partialRecognition: true,
    });
    const reply = askInConversation('en', [
      "I'm a doctor from Colombia, 35, no approbation yet, no german yet but I have an offer from a private clinic for 70.000 euros. Blue card?",
    ]);
    expect(reply).toContain('Met: A job offer in Germany that fits your qualification');
  });

  it('reads a degree’s year set apart in brackets (91b W4)', () => {
    expect(
      read('en', 'I have a master in data science from Chile (2024), english C1, no german')
        .recentGraduate,
    ).toBe(true);
    expect(read('en', 'I have a master in data science (2020)').recentGraduate).toBe(false);
  });

  it('reads "keine Ausbildung" of a cook as no qualification, from an employer (91c W1)', () => {
    const text =
      'Arbeitgeber: Restaurant in Berlin, wir wollen einen Koch aus Kolumbien (keine Ausbildung, 10 Jahre Erfahrung) einstellen, 2.800 brutto monatlich. Geht das?';
    expect(read('de', text)).toMatchObject({ schoolOnly: true, degree: false });
    const reply = askInConversation('de', [text]);
    expect(reply).toContain('Ich habe Ihre Angaben zur Kandidatin oder zum Kandidaten');
    expect(reply).toContain('- Fehlt: Ein Hochschulabschluss oder eine mindestens zweijährige');
    expect(reply).toContain('Mit Ihren Angaben ist noch keiner davon möglich');
    expect(read('de', 'Master in Informatik, keine Ausbildung').degree).toBe(true);
  });

  it('reads a language named in another language ("german A1" in Spanish) (91a)', () => {
    expect(read('es', 'soy enfermera, 30 años, german A1, english B2')).toMatchObject({
      german: 'A1',
      english: 'B2',
    });
    expect(read('de', 'Pflegefachfrau, 30, alemán B1, inglés B2')).toMatchObject({
      german: 'B1',
      english: 'B2',
    });
  });
});
