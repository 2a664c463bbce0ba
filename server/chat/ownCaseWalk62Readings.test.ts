import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 61, second round: what walk-throughs 62a, 62b and 62c found. Oracle: § 18g (2) AufenthG
// (an IT specialist's Blue Card without a degree), § 18 (2) no. 3 (a licence to practise, granted
// or promised; a Berufserlaubnis under § 10 BÄO is one), § 20b (the points: age, shortage
// occupation, experience).
describe('walk-throughs 62a, 62b and 62c', () => {
  it('weighs an IT job named with no occupation of the visitor’s own by § 18g (2) (62a A)', () => {
    for (const [lng, text, met] of [
      [
        'en',
        'Got a job offer as a software developer for 47,000 euros. No degree, 4 years experience 2020-2024, I’m 38. Blue card possible?',
        'Met: As an IT specialist: three years of IT experience in the last seven',
      ],
      [
        'es',
        'consegui un trabajo como IT admin por 47.000 € al año en colonia. no tengo titulo pero si 4 años de experiencia (2020-2024). tengo 38. me dan blue card?',
        'Cumplido: Como especialista en TI: tres años de experiencia en TI en los últimos siete',
      ],
    ] as const) {
      const reply = ask(lng, text);
      expect(reply).toContain(met);
      expect(reply).not.toMatch(
        /(Missing|Falta): A? ?(A university degree|Un título universitario)/,
      );
    }
  });

  it('reads a Berufserlaubnis under § 10 BÄO as a licence held, not a recognition (62b WV-5)', () => {
    for (const [lng, text] of [
      [
        'de',
        'hallo, ich bin arzt, 44 jahre, habe berufserlaubnis nach § 10 BÄO bekommen, angebot krankenhaus 65.000 €. welches visum?',
      ],
      [
        'de',
        'ich bin arzt mit berufserlaubnis (§10 BÄO), noch keine approbation, 44 jahre, angebot 65.000 €',
      ],
      [
        'en',
        'doctor, I already got the Berufserlaubnis under § 10 BÄO (no Approbation yet), 4 yrs experience 2021-2025, 41, offer 62k at a hospital. blue card or 19c(2)?',
      ],
    ] as const) {
      const profile = read(lng, text);
      expect({ text, licensed: profile.licensed, recognised: profile.recognised }).toEqual({
        text,
        licensed: true,
        recognised: undefined,
      });
    }
    expect(read('de', 'ich bin arzt, habe noch keine berufserlaubnis nach § 10 BÄO').licensed).toBe(
      false,
    );
    const reply = ask(
      'en',
      'doctor, I already got the Berufserlaubnis under § 10 BÄO (no Approbation yet), 4 yrs experience 2021-2025, 41, offer 62k at a hospital. blue card or 19c(2)?',
    );
    expect(reply).toContain(
      '- Met: An occupation not regulated in Germany, or, in one that is, the license to practice it',
    );
  });

  it('reads ages written short, and counts their points (62b WV-1)', () => {
    for (const [lng, text, age] of [
      [
        'de',
        'Elektrikerin 34J, ausbildung 3 jahre (instituto tecnico, staatlich), deutsch B1',
        'under35',
      ],
      [
        'de',
        'Alter: 34 / Beruf: Buchhalterin (Licenciatura) / Deutsch B1 / 3 J. Erfahrung. Chancenkarte?',
        'under35',
      ],
      ['en', 'now 29, degree in economics, german B1, 1 year experience. points?', 'under35'],
      [
        'en',
        'teacher 35 yrs, german B2, english C1, 5 yrs experience 2020-2025. how many points?',
        'from35to39',
      ],
    ] as const) {
      expect({ text, age: read(lng, text).age }).toEqual({ text, age });
    }
    // "5 yrs experience" stays experience.
    expect(read('en', 'I have 5 yrs of experience, german B1').age).toBeUndefined();
  });

  it('reads "Krankenpflege Abschluss" as nursing, a shortage occupation (62b WV-2)', () => {
    const reply = ask(
      'de',
      'hallo ich war 2023 ein jahr als au pair in deutschland (mit visum), jetzt 27 jahre, krankenpflege abschluss lic. in bolivien, deutsch B1. wie viele punkte habe ich?',
    );
    expect(reply).toContain(
      'Eine Qualifikation in einem Beruf auf der Liste der Blauen Karte EU, etwa IT, Ingenieurwesen, Naturwissenschaften, Architektur, Medizin, Pflege oder Lehramt: 1 Punkt',
    );
    expect(reply).toContain('Das sind 6 Punkte');
  });

  it('adds months said with the years, and reads months after the word for experience (62c W3)', () => {
    for (const [lng, text, experience] of [
      [
        'de',
        '2 Jahre und 4 Monate Berufserfahrung, alles in den letzten drei Jahren.',
        'twoOfFive',
      ],
      [
        'de',
        'Webentwickler ohne Studium, Erfahrung: 24 Monate in den letzten 5 Jahren',
        'twoOfFive',
      ],
      ['en', '2 years and 4 months of experience', 'twoOfFive'],
      ['es', 'experiencia de 24 meses', 'twoOfFive'],
      ['es', 'tengo 18 meses de experiencia', 'none'],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({ text, experience });
    }
  });

  it('weighs recognised training with a job by § 18a, not the Ausbildung programme (61b)', () => {
    const reply = ask(
      'de',
      'Ich bin am 10.05.1981 geboren, habe eine in Deutschland voll anerkannte Ausbildung als Tischler und ein Angebot über 50.000 € brutto im Jahr. Klappt das?',
    );
    expect(reply).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
    expect(reply).not.toContain('Die Ausbildung ist die duale Berufsausbildung');
  });

  it('reads "fully recognized by the state ministry" as a German recognition (62a B)', () => {
    for (const text of [
      'Secondary school teacher, 41, my teaching qualification is fully recognized by the state ministry and I have C1 German.',
      "I'm a nurse, 39, my qualification is fully recognized by the state authority and I have B2 German.",
    ]) {
      expect({ text, recognised: read('en', text).recognised }).toEqual({ text, recognised: true });
    }
    // The home country's ministry or state stays a recognition at home (60a 2).
    expect(read('en', 'my diploma is recognized by the state').recognised).toBeUndefined();
    expect(
      read('en', "I'm a civil engineer, my degree is recognized by the ministry of education")
        .recognised,
    ).toBeUndefined();
  });

  it('reads training no state recognises as no qualification § 6 BeschV counts (62b WV-4)', () => {
    const reply = ask(
      'en',
      "I'm a cook with only a private certificate (2 year cooking course, not state recognised in Bolivia), 4 years experience as cook 2021-2025, offer 46,000 as cook. can I use 19c(2)?",
    );
    expect(reply).toContain(
      '- Missing: A university degree or vocational training of at least two years, recognized by the country where you earned it',
    );
    expect(
      read(
        'de',
        'bin koch, hab nur ein privates zertifikat (kochkurs 2 jahre, nicht staatlich anerkannt in bolivien)',
      ).vocational,
    ).toBe(false);
    expect(read('de', 'Ausbildung 3 Jahre, staatlich anerkannt').vocational).toBe(true);
  });

  it('reads a language spoken natively as above C1, unless denied (62b WV-3)', () => {
    expect(
      read(
        'de',
        'ich bin 30 jahre alt, deutsche muttersprache nicht aber englisch ist meine muttersprache (bin in usa aufgewachsen), abschluss in marketing',
      ),
    ).toMatchObject({ english: 'C2' });
    expect(read('en', "I'm a native English speaker, engineer").english).toBe('C2');
    expect(read('en', 'English is not my first language, I have B2').english).toBe('B2');
    expect(read('de', 'Deutsch ist nicht meine Muttersprache, ich habe B2').german).toBe('B2');
  });

  it('reads work in the family shop as no work in the field (62c W2)', () => {
    expect(
      read(
        'en',
        'hi, im 42, self taught backend developer, no degree and no vocational training, only high school. I worked as a developer from 2019 to 2022 (3 years) then I left IT and work in my family shop since 2023.',
      ).experience,
    ).toBe('threeOfSevenEarlier');
    expect(read('en', 'I work in a shop as a developer since 2020').experience).toBe('fiveOfSeven');
  });

  it('reads what walk-through 63a found: "2 years 3 months", "no tengo titulo formal", "Anerkennung … schon da"', () => {
    for (const [lng, text, experience] of [
      [
        'en',
        'Accountant, 33, bachelor, English C1, German A2, 2 years 3 months of experience.',
        'twoOfFive',
      ],
      ['en', 'Civil engineer, 34, German B1, 5 years 6 months of experience.', 'fiveOfSeven'],
      ['es', 'tengo 2 años y 8 meses de experiencia', 'twoOfFive'],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({ text, experience });
    }
    expect(
      read(
        'es',
        'soy cocinero, no tengo titulo formal solo experiencia de 15 años en restaurantes, 34 años',
      ),
    ).toMatchObject({ schoolOnly: true, vocational: false });
    expect(
      read(
        'de',
        'Ich bin 44, Krankenpfleger, Anerkennung als Pflegefachmann schon da (Urkunde), Angebot 3.600 € im Monat',
      ).recognised,
    ).toBe(true);
    expect(read('de', 'Meine Anerkennung als Ingenieur ist noch nicht da').recognised).not.toBe(
      true,
    );
  });
});
