import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 62: what walk-throughs 64a, 64b and 64c found. Oracle: § 20b AufenthG (experience five
// years in the last seven, 3 points; two in the last five, 2; a shortage occupation, 1; under
// 35, 2), § 18g (2) (three years of IT work in the last seven), § 18 (2) no. 3 (the licence of a
// regulated profession, social work and the bar included). Weighed in December 2026 (month 12).
describe('walk-throughs 64a, 64b and 64c', () => {
  it('adds up stretches of work each dated, months read where given (64a A1–A4, 64c W1)', () => {
    for (const [lng, text, experience] of [
      [
        'es',
        'trabajé de electricista de enero 2021 a diciembre 2023 en Santa Cruz y desde marzo 2024 hasta hoy en La Paz. 40 años, aleman B1',
        'fiveOfSeven',
      ],
      [
        'es',
        'hola, tengo 33, ingeniera quimica, trabajé 3 años en una empresa (2019-2022) y despues en otra desde 2023 hasta ahora. aleman B1',
        'fiveOfSeven',
      ],
      [
        'es',
        'soy contador auditor, 40 años, titulo universitario. trabajé 2018-2020 en KPMG y 2023 a la fecha en una empresa minera.',
        'threeOfSeven',
      ],
      [
        'en',
        "I'm 40, mechanical engineer (BSc). I worked 2015-2018, then Jan 2020 to June 2022, and again since January 2024 until now.",
        'fiveOfSeven',
      ],
      [
        'en',
        'I worked full time as a software developer from Jan 2020 to Dec 2022, nothing since.',
        'threeOfSevenEarlier',
      ],
      [
        'en',
        "I was a full-time software developer for 3 years, 2020 to 2022, and haven't worked since.",
        'threeOfSevenEarlier',
      ],
    ] as const) {
      expect({ text, experience: read(lng, text, 12).experience }).toEqual({ text, experience });
    }
    // The years of a course are no work: "estudié de 2019 a 2022" (five years if they were).
    expect(
      read('es', 'estudié ingeniería de 2019 a 2022 y trabajé de 2023 a 2025', 12).experience,
    ).toBe('twoOfFive');
  });

  it('gives an IT specialist with three years from January 2020 to December 2022 the Blue Card (64c W1)', () => {
    const reply = ask(
      'en',
      'Self-taught developer from Colombia, no degree, only high school. I worked full time as a software developer from Jan 2020 to Dec 2022, nothing since. Now I got an IT job offer in Munich for €47,000. English B2, no German. 30 years old. Options?',
    );
    expect(reply).toContain(
      'Met: As an IT specialist: three years of IT experience in the last seven',
    );
  });

  it("reads a training's length said before its years as no work (64b W2, 64c W3)", () => {
    for (const [lng, text, experience] of [
      [
        'de',
        'Hola, ich bin 34, Elektrikerin aus Bolivien, Ausbildung 3 Jahre (staatlich anerkannt in Bolivien), arbeite seit 2019 als Elektrikerin, Deutsch A2.',
        'fiveOfSeven',
      ],
      [
        'es',
        'Soy plomero de La Paz, 31 años, formación técnica de 2 años, trabaje de plomero 2020-2025',
        'fiveOfSeven',
      ],
      ['de', 'Tischler, 44 Jahre, Ausbildung 3 Jahre, Erfahrung ca. 8-10 Jahre', 'fiveOfSeven'],
    ] as const) {
      expect({ text, experience: read(lng, text, 12).experience }).toEqual({ text, experience });
    }
  });

  it('reads an age and a degree in a bracket said of both (64b W1)', () => {
    const text =
      'Mein Mann und ich (beide 33, beide mit Bachelor aus Kolumbien) wollen zusammen die Chancenkarte beantragen. Ich: Deutsch A2, Englisch C1.';
    expect(read('de', text)).toMatchObject({ age: 'under35', degree: true });
    // A bracket after the partner alone stays theirs.
    expect(read('de', 'Mein Mann (35, Ingenieur) kommt mit. Ich bin 29, Deutsch B1.').age).toBe(
      'under35',
    );
  });

  it('reads "Jobangebot habe ich noch keins" as no job offer (64c W2)', () => {
    expect(read('de', 'Ich bin Bauingenieur, 38. Jobangebot habe ich noch keins.').jobOffer).toBe(
      false,
    );
  });

  it('gives plumbers and social workers the shortage point, and master electricians no Blue Card (64b W5, 64c W4, W5)', () => {
    expect(read('es', 'soy plomero, 31 años').occupation).toBe('shortageOffList');
    expect(read('en', "I'm 40, social worker from Chile (bachelor)")).toMatchObject({
      occupation: 'shortageOffList',
      regulated: true,
    });
    expect(read('de', 'Ich bin 46, Elektrikermeister aus Bolivien')).toMatchObject({
      occupation: 'shortageOffList',
      vocational: true,
    });
    expect(
      ask(
        'de',
        'Ich bin 46, Elektrikermeister aus Bolivien, Anerkennung voll gleichwertig (HWK). Angebot 56.000 € brutto im Jahr. Klappt das mit meinem Alter?',
      ),
    ).toContain(
      'Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
    );
  });

  it('asks for the licence of a social worker whose state recognition is pending (64a B, 64b W4)', () => {
    const reply = ask(
      'en',
      "Social worker here, 42, bachelor's in social work from Ecuador, 9 years of experience. An association in Hamburg offers me €4.1k/month as a social worker. My state recognition (staatliche Anerkennung) is still pending. What visa?",
    );
    expect(reply).not.toMatch(/Met: An occupation not regulated in Germany/);
    expect(reply).toContain('To show: An occupation not regulated in Germany');
  });

  it('marks the licence missing for a lawyer not admitted to the bar who is hired as one (64b W3)', () => {
    const reply = ask(
      'de',
      'Buenas, ich bin Abogado aus Bolivien, 42, Jurastudium dort, Deutsch B2. Eine Kanzlei in Berlin bietet mir eine Stelle als Rechtsanwalt für deutsches Recht mit 55.000 €. Ich bin nicht als Rechtsanwalt in Deutschland zugelassen. Geht Blaue Karte?',
    );
    expect(reply).toContain('Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist');
    // In-house work outside the bar still needs no licence.
    expect(
      read(
        'de',
        'Juristin aus Peru, arbeite nicht als Rechtsanwältin, sondern in der Rechtsabteilung',
      ).licenceNotNeeded,
    ).toBe(true);
  });

  it('reads what 64a and 64b left unread: a promised licence, an age after a greeting, years in an ICU, a full equivalence', () => {
    for (const [lng, text] of [
      ['de', 'Ich bin Ärztin, die Approbation wurde mir von der Behörde schriftlich zugesagt'],
      ['es', 'soy médico, la autoridad de Baviera me prometió la Berufserlaubnis por escrito'],
    ] as const) {
      expect({ text, licensed: read(lng, text).licensed }).toEqual({ text, licensed: true });
    }
    expect(read('de', 'Ich bin Ärztin, die Approbation ist noch nicht zugesagt').licensed).toBe(
      false,
    );
    expect(read('en', 'Hi! 31, chef with a 2-year culinary diploma').age).toBe('under35');
    expect(read('en', 'Nurse from Brazil, 33, bachelor of nursing, 8 years ICU').experience).toBe(
      'fiveOfSeven',
    );
    expect(
      read('es', 'tengo el Anerkennungsbescheid completo (volle Gleichwertigkeit) como enfermero')
        .recognised,
    ).toBe(true);
  });
});
