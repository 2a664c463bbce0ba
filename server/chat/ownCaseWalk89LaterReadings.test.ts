import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 71: what walk-through 89 found that stop 70 left. Oracle: § 18g (1) AufenthG (the Blue
// Card's salary thresholds, 50,700 € and 45,934.20 € in 2026) and § 20b (1) AufenthG with
// § 20b (1) no. 11 (each partner's points, and the point a qualifying partner adds).
describe('walk-through 89, later', () => {
  it('reads a salary written in words in every language (89c W3)', () => {
    expect(
      read('de', 'Angebot in München über zweiundfünfzigtausend Euro brutto im Jahr'),
    ).toMatchObject({
      salary: 52_000,
    });
    expect(read('en', 'job offer in Berlin for forty six thousand euros a year').salary).toBe(
      46_000,
    );
    expect(read('es', 'oferta en Berlín por cuarenta y cinco mil euros al año').salary).toBe(
      45_000,
    );
    // Years and followers in words stay what they are.
    expect(read('es', 'me gradué en dos mil veinte, oferta de 52.000').salary).toBe(52_000);
    expect(read('es', 'tengo cuarenta años y cinco mil seguidores').salary).toBeUndefined();
    const reply = askInConversation('de', [
      'Ich bin 31, Softwareentwickler mit Master aus Kolumbien, Angebot in München über zweiundfünfzigtausend Euro brutto im Jahr. Bekomme ich die Blaue Karte?',
    ]);
    expect(reply).toContain('Verstandenes Bruttogehalt: 52.000 € im Jahr');
    expect(reply).toContain('Blaue Karte EU (§ 18g AufenthG)');
  });

  it('reads an age between commas and an offer in plain digits (89b W1)', () => {
    const said = read(
      'en',
      'I am pharmacist from Argentina, 39 years, no recognition yet, German B1, offer from a pharmacy for 48000. Can I work?',
    );
    expect(said).toMatchObject({ age: 'from35to39', salary: 48_000, recognised: false });
    // A postcode after "in" is no salary.
    expect(read('de', 'Angebot in 80331 München, Informatiker mit Master').salary).toBeUndefined();
  });

  it('gives what both have to each, and counts each one’s points when asked (88a W1)', () => {
    const text =
      'mi esposo y yo somos ingenieros civiles, yo tengo 33 y el 36, los dos con 4 años de experiencia y aleman B1. ¿Cuántos puntos tenemos cada uno?';
    const said = read('es', text);
    expect(said).toMatchObject({ age: 'under35', german: 'B1', experience: 'threeOfSeven' });
    expect(said.partnerOwn).toMatchObject({
      age: 'from35to39',
      german: 'B1',
      experience: 'threeOfSeven',
      occupation: 'shortage',
    });
    // 36: 1, B1: 2, two years in the last five: 2, an occupation in short supply: 1; and 1 for
    // the visitor, a spouse who meets the card on her own 7 and applies too (100b C17.1).
    expect(askInConversation('es', [text])).toContain(
      'suma 7 puntos (se necesitan 6), 1 de ellos por ti',
    );
  });

  it('reads a relative named only in the visitor’s story as no case asked (89a c23)', () => {
    const said = read(
      'es',
      'estuve 7 meses en alemania de turista el 2023 visitando a mi hermana, cuenta para la chancenkarte? soy contadora, 28 años, ingles B2',
    );
    expect(said.otherPersonAsked).toBeUndefined();
    expect(said).toMatchObject({ germanStay: false, age: 'under35' });
    expect(
      read(
        'en',
        'My older brother (28, IT guy with a degree) also wants to come, is that ok? I am a nurse, 30.',
      ).otherPersonAsked,
    ).toBe(true);
  });

  it('says the licence paragraph once, and a job outside the licence before the routes (89a c21, 89c c9)', () => {
    const physio = askInConversation('es', [
      'Soy fisioterapeuta (licenciatura), recibí el Defizitbescheid de Alemania con reconocimiento parcial, me faltan prácticas. Tengo 36 años, alemán A2, trabajé de 2019 a 2024 como fisio. ¿Cuántos puntos y qué visa puedo pedir?',
    ]);
    expect(physio.split('Tu profesión está regulada en Alemania')).toHaveLength(2);
    const teacher = askInConversation('de', [
      'Ich bin Lehrerin (Licenciada en Educación) aus Kolumbien, 44 Jahre. Ich habe ein Angebot von einer privaten Sprachschule in Köln für Spanischunterricht, 42.000 Euro brutto im Jahr. Mein Abschluss ist anabin H+ und vergleichbar. Kann ich kommen?',
    ]);
    expect(teacher).not.toContain('Ihr Beruf ist in Deutschland reglementiert');
    const outside = teacher.indexOf('Unterricht an einer privaten Sprachschule');
    expect(outside).toBeGreaterThanOrEqual(0);
    expect(outside).toBeLessThan(teacher.indexOf('Über jeden Antrag entscheiden'));
  });

  it('speaks to an employer of the candidate’s years (89c c24)', () => {
    const reply = askInConversation('de', [
      'Wir sind eine Schreinerei in Sachsen, tarifgebunden, und wollen einen Tischler (carpintero) aus Ecuador mit 3-jähriger Ausbildung und 6 Jahren Erfahrung einstellen. Gehalt nach Tarif 36.000 €. Keine Anerkennung in Deutschland. Was ist möglich?',
    ]);
    expect(reply).toContain('Wie alt ist die Kandidatin oder der Kandidat?');
    expect(reply).not.toContain('Wie alt sind Sie?');
    expect(reply).toContain('die Berufsjahre der Kandidatin oder des Kandidaten');
  });
});
