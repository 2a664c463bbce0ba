import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 58: what walk-throughs 57j and 57l left open. Oracle: DE64 (three of the last seven years,
// fewer than two of them in the last five), DE09 (a recognised degree: the Opportunity Card
// without points).
describe('walk-through 57l', () => {
  it('reads "anerkannt" alone after the qualification as recognised in Germany (C39, C36)', () => {
    const engineer =
      'Ich bin 34, Maschinenbauingenieur, anerkannt, Jobangebot als Lagerarbeiter für 30.000 Euro';
    expect(read('de', engineer).recognised).toBe(true);
    expect(ask('de', engineer)).toContain('offene Wege');
    expect(ask('de', engineer)).toContain('Chancenkarte (§ 20a AufenthG).');
    expect(
      read(
        'de',
        'Ich bin Lehrer aus Argentinien, 36, Studium anerkannt, Angebot als Lehrkraft mit 45.000 Euro, Tarifvertrag (TV-L), Deutsch C1.',
      ).recognised,
    ).toBe(true);
    expect(read('es', 'Soy enfermera, reconocida, 30 años.').recognised).toBe(true);
    expect(read('en', "I'm a nurse, recognised, 30.").recognised).toBe(true);
    // The rating of a partner's qualification, and a rating denied, are not the visitor's.
    expect(read('de', 'Meine Frau ist Ärztin, anerkannt. Ich bin 34.').recognised).toBeUndefined();
    expect(read('de', 'Ich bin 34, Ingenieur, nicht anerkannt.').recognised).toBe(false);
  });

  it('puts three of the last seven years "long ago" before the last five (C17)', () => {
    const text =
      "I'm 40, accountant from Ecuador, degree not recognised yet, recognition pending, no job offer, English C1, German A1, worked 3 of the last 7 years long ago";
    expect(read('en', text).experience).toBe('threeOfSevenEarlier');
    expect(ask('en', text)).toContain('Opportunity Card points from what you wrote: 1 (6 needed).');
    expect(
      read('es', 'Trabajé 3 de los últimos 7 años como contador, pero fue hace mucho.').experience,
    ).toBe('threeOfSevenEarlier');
    expect(
      read('de', '3 der letzten 7 Jahre als Buchhalter gearbeitet, das ist lange her.').experience,
    ).toBe('threeOfSevenEarlier');
    // Years without a period, long ago, are not counted as recent: the check asks for them.
    expect(read('en', "I'm 30, worked 6 years as an engineer long ago").experience).toBeUndefined();
    expect(read('en', "I'm 30, worked 6 years as an engineer").experience).toBe('fiveOfSeven');
  });
});

describe('walk-through 57j', () => {
  it('reads work that stopped for the last few years from where the pause began (Q20)', () => {
    const began =
      'Trabajo en informática hace 6 años pero no trabajé en los últimos 3 años; no tengo título, solo bachillerato. Oferta de 46.000 euros. Tengo 32.';
    expect(read('es', began).experience).toBe('threeOfSeven');
    expect(ask('es', began)).toContain('la Tarjeta Azul UE es posible.');
    expect(
      read(
        'de',
        'Ich arbeite seit 6 Jahren in der IT, aber in den letzten 3 Jahren nicht mehr gearbeitet.',
      ).experience,
    ).toBe('threeOfSeven');
    // Begun four years ago with the last three idle: one year, long enough for no band.
    expect(
      read('es', 'Trabajo en informática hace 4 años pero no trabajé en los últimos 3 años.')
        .experience,
    ).toBe('none');
    // Years of experience that ended where the pause began: four years, two in the last five.
    expect(
      read('en', "I have 4 years of experience but haven't worked in the last 3 years.").experience,
    ).toBe('threeOfSeven');
    expect(
      read('en', "I have 2 years of experience but haven't worked in the last 4 years.").experience,
    ).toBe('none');
  });
});

// Oracle: DE09 (a recognised degree: the Opportunity Card without points), DE46 (a partner's
// point only when the partner meets the card's requirements), DE64 (three of the last seven
// years with fewer than two in the last five).
describe('walk-through 58a', () => {
  it('reads "recognised as comparable" as a comparable degree, systems engineering as IT (Q14)', () => {
    const text =
      "I graduated in 2024 in Bolivia (systems engineering, recognised as comparable), I'm 25, job offer as junior developer for 46,000 a year. English B2.";
    expect(read('en', text)).toMatchObject({ degree: true, recognised: true, occupation: 'it' });
    expect(ask('en', text)).toContain('With what you wrote, the EU Blue Card is possible.');
    // Vocational training "recognised as equivalent" stays training.
    expect(
      read('en', 'Electrician, vocational training recognised as equivalent, 30.').degree,
    ).toBeUndefined();
  });

  it("says why a partner's point is not counted in the case's reply (Q11)", () => {
    const text =
      "I'm a Brazilian data analyst, 36, degree not checked yet, no job offer, English C1, no German, 3 years experience. My wife is also an engineer, speaks English B2 and comes with me.";
    const reply = ask('en', text);
    expect(reply).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
    expect(reply).toContain('Your partner adds 1 point if they also meet all the card');
  });

  it('reads "Studium nicht geprüft" as a degree not yet rated (Q42)', () => {
    const text =
      'Ich bin Informatiker aus Bolivien, 40 Jahre, Studium nicht geprüft, 5 Jahre Erfahrung, Angebot als IT-Berater für 45k im Jahr, Deutsch B2.';
    expect(read('de', text)).toMatchObject({ degree: true, recognised: false });
    // Seven points: the card is among the routes open, not one that "may also fit".
    expect(ask('de', text)).toMatch(/offene Wege [^\n]*Chancenkarte \(§ 20a AufenthG\)\./);
  });

  it('weighs a recognised degree told with two facts, no job offer yet (Q27)', () => {
    const text =
      'Soy licenciado en administración de empresas de Bolivia, 40 años, título reconocido, sin oferta todavía, inglés B2.';
    expect(ask('es', text)).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
  });
});

describe('walk-through 58b', () => {
  it('reads "3 years in the last 7 but only 1 in the last 5" as before the last five (Q8)', () => {
    const text =
      "Systems engineer from Bolivia, degree from UMSA not yet recognised, 40 years old, English B2, German A1. I have 3 years of experience in the last 7 but only 1 in the last 5. I don't have a job offer yet.";
    expect(read('en', text).experience).toBe('threeOfSevenEarlier');
    expect(ask('en', text)).toContain('Opportunity Card points from what you wrote: 1 (6 needed).');
    expect(
      read('de', 'Ich habe 3 Jahre Erfahrung in den letzten 7, aber nur 1 in den letzten 5.')
        .experience,
    ).toBe('threeOfSevenEarlier');
  });

  it("weighs a nursing assistant's post with the Blue Card's regular threshold (Q4)", () => {
    const text =
      'Nurse from Bolivia, 29, 5 years experience in a hospital. I received a partial recognition notice (Defizitbescheid) from the state authority. German B1. A hospital offered me a job as nursing assistant for 2,900 gross a month under TVöD.';
    const reply = ask('en', text);
    expect(reply).toContain('- Missing: A gross salary of at least €50,700 a year');
    expect(reply).not.toContain('45,934.20');
  });

  it('weighs cases told with a qualification of no stated kind, a teacher, IT without a degree (Q29, Q12, Q36, Q26)', () => {
    expect(
      ask(
        'de',
        'Ich bin 40, Buchhalterin aus Kolumbien, Abschluss anerkannt, Jobangebot als Buchhalterin mit 50.701 € brutto im Jahr.',
      ),
    ).toContain('- Erfüllt: Ein Bruttogehalt von mindestens 50.700 € im Jahr');
    const teacher =
      'I am 35, teacher from Ecuador (licenciatura en educación), German A2, taught 2 years, recognition not started. I was in Germany as a tourist for 3 months last year. No job offer.';
    expect(read('en', teacher).degree).toBe(true);
    expect(ask('en', teacher)).toContain(
      'Opportunity Card points from what you wrote: 5 (6 needed).',
    );
    expect(
      ask(
        'de',
        'Ich bin Lehrerin aus Chile, 37, Anerkennung läuft noch, Deutsch C1, 5 Jahre Erfahrung, kein Jobangebot. Ich war 3 Monate als Touristin in Deutschland.',
      ),
    ).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 8 (6 nötig).');
    const it = ask(
      'es',
      'No tengo título pero trabajé 3 años como programador en los últimos 7 años, tengo 27 años, inglés B2, no tengo oferta todavía.',
    );
    expect(it).toContain(
      '- Cumplido: Como especialista en TI: tres años de experiencia en TI en los últimos siete',
    );
    expect(it).toContain('- Falta: Una oferta de trabajo en Alemania como especialista en TI');
  });

  it("reads a warehouse assistant's post as a helper's job (Q27)", () => {
    const text =
      'Soy contador titulado, título reconocido, 40 años, oferta como auxiliar de almacén por 30.000 euros.';
    expect(read('es', text)).toMatchObject({ unskilledJob: true, jobOccupation: 'other' });
    expect(ask('es', text)).toContain('Un trabajo de ayudante');
  });
});

describe('walk-through 58a, unanswered', () => {
  it('weighs a doctor told with age, German and no job offer (Q8)', () => {
    const reply = ask(
      'en',
      'Argentinian doctor, 33, medical degree, Approbation process not started, German B2, no job offer yet.',
    );
    expect(reply).toContain('Opportunity Card points from what you wrote: 6 (6 needed).');
  });
});

// Oracle: DE18 (a ZAB statement of comparability), DE39 (a lawful stay of six months).
describe('walk-through 58c', () => {
  it('reads a ZAB statement of comparability beside an anabin H+ (E2)', () => {
    const text =
      "I'm a Colombian civil engineer, 46 years old. My degree is H+ in anabin and the ZAB statement says comparable. I have a job offer as Structural Engineer in Hamburg with 52,000 EUR gross per year. No German, English B2, 15 years of experience.";
    expect(read('en', text).recognised).toBe(true);
    const reply = ask('en', text);
    expect(reply).toContain('- Met: A university degree recognized in Germany or comparable');
    expect(reply).toContain(
      'Routes open to you with what you wrote (possible, or possible once you show what is marked): EU Blue Card',
    );
    // Awaited or denied, the statement settles nothing.
    for (const denied of [
      "My degree is H+ in anabin, I'm still waiting for the ZAB statement of comparability.",
      'My degree is H+ in anabin and the ZAB statement says not comparable.',
    ]) {
      expect(read('en', denied).recognised, denied).toBeUndefined();
    }
  });

  it('counts months on an Opportunity Card in Germany as a lawful stay (E13)', () => {
    const text =
      "Software tester from Costa Rica, 31, bachelor's not checked yet, 2 years of experience, offer of 44k, no German, English B2. I'm in Germany on an Opportunity Card for 7 months now.";
    expect(read('en', text).germanStay).toBe(true);
    expect(
      read('de', 'Ich bin seit 7 Monaten mit der Chancenkarte in Deutschland, Ingenieurin, 30')
        .germanStay,
    ).toBe(true);
    // Asking for the card is no stay, nor is a card named beside a stay denied.
    expect(
      read(
        'de',
        'Chancenkarte für eine Bewerberin: 37 Jahre, Deutsch B2, nie in Deutschland gelebt. Wie viele Punkte hat sie?',
      ).germanStay,
    ).toBe(false);
    expect(
      read('en', "Can I get an Opportunity Card? I'm 30, engineer, degree, English B2.").germanStay,
    ).toBeUndefined();
  });

  it('reads "Studium in Bolivien" as a degree, not a wish to study (D11)', () => {
    const text =
      'Ich bin Buchhalterin, 34, Studium in Bolivien, Anerkennung läuft noch, 2 Jahre Erfahrung, Deutsch B2, Jobangebot für 3.500 brutto im Monat als Buchhalterin.';
    expect(read('de', text)).toMatchObject({ degree: true, recognised: false });
    expect(ask('de', text)).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
  });
});

describe('walk-through 58d', () => {
  it('reads "mit Studium" as a degree, and the Blue Card at 50,700 with it (D11)', () => {
    const text =
      'Ich bin 46, Buchhalter mit Studium, anerkannt, Jobangebot über 50.700 € ohne Tarifvertrag, 15 Jahre Erfahrung.';
    expect(read('de', text)).toMatchObject({ degree: true, recognised: true });
    expect(ask('de', text)).toContain(
      '- Erfüllt: Ein Bruttogehalt von mindestens 50.700 € im Jahr',
    );
  });

  it('reads the field of a degree said with "me gradué de" or "Ingenieurstudium" (S17, D25)', () => {
    expect(
      read(
        'es',
        'Me gradué de ingeniería civil en 2025, tengo 24 años, alemán B1, inglés B2, sin oferta.',
      ).occupation,
    ).toBe('shortage');
    const engineer =
      'Ich habe ein Ingenieurstudium in Bolivien abgeschlossen (Maschinenbau), bin 38, Deutsch B1, 4 Jahre Berufserfahrung, kein Jobangebot.';
    expect(read('de', engineer)).toMatchObject({ occupation: 'shortage', degree: true });
    expect(ask('de', engineer)).toContain(
      'Punkte für die Chancenkarte nach Ihren Angaben: 6 (6 nötig).',
    );
  });

  it('reads "a systems graduate" as a degree, and weighs the case (E29)', () => {
    const text =
      "I'm a systems graduate, I've worked between 4 and 6 years as a developer, I'm 37, German A2, English B2, no job offer.";
    expect(read('en', text)).toMatchObject({ degree: true, occupation: 'it' });
    expect(ask('en', text)).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
  });

  it('reads a range of years as its least (S26)', () => {
    for (const [lng, text] of [
      ['es', 'Tengo entre 4 y 6 años de experiencia como contador, 30 años'],
      ['en', '4-6 years of experience as an accountant'],
      ['de', 'zwischen 4 und 6 Jahren Berufserfahrung als Buchhalter'],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('threeOfSeven');
    }
    // A level's digit before "and" is no range's start.
    expect(read('en', "I'm 30 and have 6 years of experience").experience).toBe('fiveOfSeven');
    expect(
      read('es', 'tengo 37 años, aleman B2 y 5 años de experiencia en los ultimos 7.').experience,
    ).toBe('fiveOfSeven');
  });
});

describe('walk-through 58f', () => {
  it('reads "monatlich 4.300 brutto" as a month\'s pay (D6)', () => {
    const text =
      'Wirtschaftsingenieur aus Peru, Abschluss anerkannt, 31 Jahre, Jobangebot als Vertriebsingenieur mit monatlich 4.300 brutto.';
    expect(read('de', text).salary).toBe(51_600);
    expect(read('en', 'Offer: monthly 4,300 EUR gross').salary).toBe(51_600);
    // Today's pay at home, said by the month, is not the offer's.
    expect(read('de', 'Ich verdiene 2.000 pro Monat in Bolivien, Angebot 48.000 Euro').salary).toBe(
      48_000,
    );
  });

  it("reads an IT firm as no occupation of the visitor's, a degree 'in' biology by its field (D12)", () => {
    const text =
      'Mein Abschluss ist in Biologie (anerkannt), aber mein Jobangebot ist als Projektmanager in einer IT-Firma mit 51.000 € brutto, 37 Jahre.';
    expect(read('de', text).degree).toBe(true);
    expect(read('de', text).occupation).not.toBe('it');
    expect(read('en', 'My degree is in biology (recognised), 37.').occupation).toBe('blueCardList');
  });

  it('reads "5 years as developer" without an article as experience (58e Q11)', () => {
    const text =
      'Venezuelan software developer, 31, no degree, only high school, 5 years as developer in the last 7, job offer as DevOps Engineer at 48k. English B2.';
    expect(read('en', text).experience).toBe('fiveOfSeven');
    expect(ask('en', text)).toContain('With what you wrote, the EU Blue Card is possible.');
  });
});

// Oracle: DE66 (three years, fewer than two of them in the last five), DE62 (a degree recognised
// in Germany: the Opportunity Card without points).
describe('walk-through 58h', () => {
  it('reads years said before the occupation held as experience (Q40, Q62, Q63)', () => {
    for (const [lng, text] of [
      [
        'de',
        'Ärztin aus Argentinien, 42, Approbation noch nicht beantragt, Deutsch B1, Englisch C1, kein Angebot, seit 12 Jahren Ärztin. Ich war nur als Touristin in Deutschland.',
      ],
      [
        'es',
        'Hace 12 años que soy médica en Lima. Tengo 42, alemán B1, inglés C1, no tengo oferta, solo fui a Alemania de turista.',
      ],
      [
        'de',
        'Ich bin seit 12 Jahren Ärztin, 42 Jahre alt, Deutsch B1, Englisch C1, kein Angebot, nur als Touristin in Deutschland gewesen.',
      ],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('fiveOfSeven');
    }
    // An age is no experience.
    expect(read('de', 'Ärztin, 42 Jahre alt, Deutsch B1').experience).toBeUndefined();
  });

  it('reads "a recognised economics degree and no job offer yet" as recognised (Q61)', () => {
    const text =
      "I have a recognised economics degree and no job offer yet. I'm 33, English C1, 3 years of experience in the last 5.";
    expect(read('en', text).recognised).toBe(true);
    expect(
      read('en', 'My degree is recognised in Peru but not in Germany').recognised,
    ).toBeUndefined();
  });

  it('reads years dated by month names as the years (Q66, Q71, Q72)', () => {
    for (const [lng, text] of [
      [
        'en',
        "I'm 37, degree not checked, German B2, no English. I worked 3 years as a marketing analyst from January 2020 to December 2022, nothing since. I lived legally in Germany for 1 year in 2023. No job offer.",
      ],
      [
        'es',
        'Tengo 37 años, título no revisado, alemán B2, sin inglés. Trabajé 3 años como analista de marketing de enero de 2020 a diciembre de 2022 y desde entonces nada. Viví legalmente 1 año en Alemania en 2023. Sin oferta.',
      ],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('threeOfSevenEarlier');
    }
    expect(
      ask(
        'en',
        "I'm 37, degree not checked, German B2, no English. I worked 3 years as a marketing analyst from January 2020 to December 2022, nothing since. I lived legally in Germany for 1 year in 2023. No job offer.",
      ),
    ).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
  });
});
