import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 63: what walk-throughs 67a–c found. Oracle: § 20b (1) AufenthG (age points by the age
// now), § 18g (1) and (2) (the Blue Card's thresholds on the salary offered), § 18 (2) no. 5.
describe('walk-throughs 67a–c: numbers the visitor takes back', () => {
  it('reads the corrected age, not the one taken back', () => {
    for (const [lng, text, age, from45] of [
      ['en', 'hello i am 34, no sorry 36 (birthday last week lol). Software tester', 'from35to39'],
      ['en', 'Hi, I am 44 years old. Sorry I mean 46. Industrial engineer', 'from40', true],
      ['es', 'tengo 34 años, perdón, 36 cumplidos el mes pasado. soy arquitecta', 'from35to39'],
      ['es', 'tengo 33 años, no perdón, 37. soy ingeniero civil', 'from35to39'],
      ['de', 'Ich bin 35, sorry Tippfehler, ich bin 34. Bachelor Informatik', 'under35'],
      ['de', 'Ich bin 45 – korrigiere: 44. Buchhalter mit anerkanntem Bachelor', 'from40', false],
    ] as const) {
      const read_ = read(lng, text);
      expect({ text, age: read_.age, from45: read_.from45 }).toEqual({ text, age, from45 });
    }
  });

  it('reads the corrected salary, and the new offer after a cancelled one', () => {
    for (const [lng, text, salary] of [
      ['en', "offer is 48k, sorry I checked again it's 44k, for Java developer", 44_000],
      [
        'en',
        'My previous offer was 60k but they cancelled it, now the new offer is 45.000',
        45_000,
      ],
      ['en', 'Offer: 45k. Wait, correction: 47k gross per year. Software developer', 47_000],
      [
        'de',
        'Bauingenieur, 30 Jahre, Angebot 44.000 €, nein sorry, 47.000 €. Blaue Karte?',
        47_000,
      ],
    ] as const) {
      expect({ text, salary: read(lng, text).salary }).toEqual({ text, salary });
    }
  });

  it('reads the corrected level', () => {
    expect(read('de', 'Deutsch habe ich B1, eigentlich B2 seit letzter Woche.').german).toBe('B2');
  });

  it('keeps numbers that are no correction of each other', () => {
    const read_ = read('es', 'Tengo 30 años, perdón por la pregunta, tengo 5 años de experiencia.');
    expect(read_).toMatchObject({ age: 'under35', experience: 'fiveOfSeven' });
    expect(read('en', "I'm 30. Sorry, one more thing: I have 3 years of experience").age).toBe(
      'under35',
    );
  });
});

// § 20a (4) and § 6 BeschV: a vocational qualification of two years of training at least.
describe('walk-throughs 67a–c: a training shorter than two years', () => {
  it('reads the length in months, years and a half, or before the training', () => {
    for (const [lng, text] of [
      [
        'de',
        'Ich bin Elektriker, meine Ausbildung war nur 18 Monate (Instituto técnico), 6 Jahre Erfahrung',
      ],
      ['de', 'Ich bin Pflegerin (1 Jahr Ausbildung), 30 Jahre, Deutsch B1.'],
      [
        'en',
        'I did a 1.5-year technical course in welding (state-recognised in Colombia), 5 years experience',
      ],
      [
        'es',
        'soy técnico medio en enfermería (auxiliar, 1 año y medio de instituto), 32 años, alemán B1.',
      ],
    ] as const) {
      expect({ text, ...read(lng, text) }).toMatchObject({
        text,
        vocational: false,
        schoolOnly: true,
      });
    }
  });

  it('keeps a training of two years or more, and one named apart from a short course', () => {
    expect(read('en', 'I did a 2.5-year technical course in welding').vocational).toBe(true);
    expect(
      read('es', 'Tengo un diploma técnico en logística (3 años) y un curso de alemán de 4 meses.'),
    ).toMatchObject({ vocational: true });
    expect(
      read('es', 'Técnico en enfermería (3 años), después un curso de 6 meses.').vocational,
    ).toBe(true);
  });

  it('reads a nursing assistant named in Spanish on the German page as no nurse', () => {
    const text =
      'Ich bin Krankenpflegehelferin (Auxiliar de enfermería, 1 Jahr Ausbildung), 30 Jahre';
    expect(read('de', text).occupation).not.toBe('nursing');
  });
});

// § 18 (2) no. 5 AufenthG (the age at the permit's issue), § 20a (a school certificate alone is
// no qualification), § 11 BQFG (compensation measures only for a regulated profession's licence).
describe('walk-throughs 67a–c: facts read as written', () => {
  it('reads an age to come a few words on, and a year of birth after it', () => {
    expect(
      read('de', 'Hallo, ich bin 44, werde aber vor Visumerteilung 45. Softwareentwicklerin'),
    ).toMatchObject({ age: 'from40', nextAge: 45 });
    expect(read('de', 'Ich bin 1990 geboren, Deutsch B1').age).toBe('from35to39');
    expect(read('de', 'Jetzt: 31, Bachelor Chemie, Deutsch B1').age).toBe('under35');
  });

  it('reads a Bachillerato alone as school only, and Spanish titles on the German page', () => {
    expect(
      read('de', 'Ich habe nur Bachillerato (Schulabschluss), 25 Jahre, Deutsch B2'),
    ).toMatchObject({ schoolOnly: true, degree: false });
    expect(read('de', 'bin 28, ingeniera química, 3 jahre erfahrung').degree).toBe(true);
  });

  it('reads a deficit notice with compensation measures as a licence not held', () => {
    const text =
      'Unsere Kandidatin aus Ecuador hat einen Defizitbescheid mit Anpassungslehrgang 6 Monate, Deutsch A2.';
    expect(read('de', text)).toMatchObject({ licensed: false, partialRecognition: true });
    expect(read('de', 'ich bin pflegerin mit defizitbescheid').occupation).toBe('nursing');
  });

  it('leaves a conditional anabin rating to show, and reads one denied in German', () => {
    expect(
      read('en', 'my bachelor\'s degree is in anabin as "bedingt vergleichbar". offer 60k'),
    ).toMatchObject({ recognised: false });
    expect(
      read('en', 'anabin says my university is H+/- and my degree "nicht gleichwertig".'),
    ).toMatchObject({ comparabilityDenied: true });
  });

  it('reads a salary asked about as no offer', () => {
    const text = 'I want chancenkarte, do I need 55.770 salary because of my age?';
    expect(read('en', text).salary).toBeUndefined();
  });
});

describe('walk-throughs 67c: the reply', () => {
  it('answers a German message with abbreviations in German, a month’s pay × 13 (W1)', () => {
    const reply = ask(
      'de',
      'Angebot: 3.900€ brutto mtl. x 13 Gehälter, Architektin mit anerkanntem Master, 33 J. Blaue Karte?',
    );
    expect(reply).toMatch(/^Ich habe Ihre Angaben/);
    expect(reply).toContain('Verstandenes Bruttogehalt: 50.700 € im Jahr.');
  });
});

describe('a job offer followed by what it lacks', () => {
  it('keeps the offer: "ohne Tarifvertrag" denies the agreement, not the offer', () => {
    for (const [lng, text] of [
      ['de', 'Ich habe ein Jobangebot ohne Tarifvertrag.'],
      ['de', 'Buchhalter mit Studium, anerkannt, Jobangebot über 50.700 € ohne Tarifvertrag.'],
      ['es', 'soldador, oferta de 48.000 € sin convenio colectivo, sin reconocimiento.'],
    ] as const) {
      expect({ text, ...read(lng, text) }).toMatchObject({
        text,
        jobOffer: true,
        collectiveAgreement: false,
      });
    }
    expect(read('de', 'Jobangebot habe ich noch keins').jobOffer).toBe(false);
  });
});

describe('walk-throughs 67a and 67c: more facts read as written', () => {
  it('reads a course length in brackets as no work (67a W2)', () => {
    for (const text of [
      'Soy electricista industrial, tengo título de técnico superior (3 años de estudio), trabajo desde 2019 hasta hoy, 33 años',
      'soy electricista industrial, tengo título de técnico superior del Instituto Tecnológico (3 años), trabajo desde 2019. Tengo 33 años',
    ]) {
      expect({ text, experience: read('es', text).experience }).toEqual({
        text,
        experience: 'fiveOfSeven',
      });
    }
  });

  it('reads a level still being learned as not held (67a W6)', () => {
    expect(read('es', 'Tengo alemán A1 en curso (todavía no tengo el certificado).').german).toBe(
      undefined,
    );
    expect(read('es', 'Alemán B1, inglés B2 en curso.')).toEqual({ german: 'B1' });
  });

  it('reads a ZAB Zeugnisbewertung and "Anerkennung voll" on the Spanish page (67a W5, 67c W9)', () => {
    expect(
      read('es', 'La ZAB me dio la Zeugnisbewertung de mi licenciatura en marketing').recognised,
    ).toBe(true);
    expect(read('es', 'soy enfermera de Perú, Deutsch B2, Anerkennung voll').recognised).toBe(true);
  });
});
