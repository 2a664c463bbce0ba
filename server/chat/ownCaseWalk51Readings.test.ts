import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 51c and 51d: pay, experience, partners, notices and stays misread from the
// message. Oracle: § 18g (1) and § 6 BeschV (gross yearly thresholds), DE65 (§ 19c (2) needs
// two of the last five years), DE22 (no collective agreement under the floor), DE46 (a partner
// who qualifies), DE51 (a deficit notice is partial), DE53 (full recognition), DE44 (a stay).

describe('pay as it is written (51c W22, W45, W68)', () => {
  it('asks the gross amount for a net salary instead of weighing it as gross', () => {
    const es =
      'soy ingeniero químico titulado (anabin H+) y una empresa de Leverkusen me ofrece 3.100 euros netos al mes. ¿Me alcanza para la Blue Card?';
    expect(read('es', es)).toMatchObject({ salaryProblem: 'net' });
    expect(ask('es', es)).toContain('Es un monto neto');
    const en =
      "I'm 33, mechanical engineer, degree recognised, graduated 2017. A company in Stuttgart offered me 3,000 euros net per month. Is that enough for the Blue Card?";
    expect(read('en', en).salary).toBeUndefined();
    expect(read('de', 'Ich verdiene netto 2.900 € im Monat.').salaryProblem).toBe('net');
    expect(read('en', 'An offer of 4,000 euros gross a month.').salary).toBe(48_000);
  });

  it('counts thirteen monthly salaries when the message says so', () => {
    const text =
      'Wir möchten eine IT-Spezialistin mit anerkanntem Informatik-Abschluss einstellen. Wir zahlen 3.600 € brutto im Monat, 13 Gehälter, kein Tarifvertrag. Reicht das für die Blaue Karte?';
    expect(read('de', text).salary).toBe(46_800);
    expect(askAs('european_company', 'de', text)).toContain('46.800');
  });
});

describe('experience in the words visitors use (51d W9, W39, W40, W50, W64)', () => {
  it.each([
    ['en', "I'm a dentist, 30, German B1, 5 years of practice.", 'fiveOfSeven'],
    ['es', 'soy profesora, tengo 40 años, alemán B2 y 10 años dando clases.', 'fiveOfSeven'],
    ['de', 'Ich bin 41, Lehrerin für Mathe, seit 2016 an einer Schule in Quito.', 'fiveOfSeven'],
    [
      'en',
      'IT diploma, 3 of the last 7 years as a developer but only 1 of them in the last 5, offer 46k.',
      'threeOfSevenEarlier',
    ],
    [
      'de',
      'IT-Ausbildung, insgesamt 3 Jahre Berufserfahrung in den letzten 7 Jahren, davon aber nur eins in den letzten 5.',
      'threeOfSevenEarlier',
    ],
  ] as const)('[%s] %s', (locale, text, experience) => {
    expect(read(locale, text).experience).toBe(experience);
  });
});

describe('an employer without a collective agreement (51d W18)', () => {
  it('reads "ohne Tarifbindung" as no agreement', () => {
    const text =
      'Wir sind ein IT-Dienstleister ohne Tarifbindung. Unser Kandidat hat eine zweijährige Ausbildung als Techniker und 3 Jahre Berufserfahrung in den letzten 5. Wir bieten 44.000 €. Geht § 19c Abs. 2?';
    expect(read('de', text).collectiveAgreement).toBe(false);
  });
});

describe('a partner described by a profession or a plain noun (51d W24, W32; 51g W41)', () => {
  it.each([
    [
      'de',
      'Ich bin 37, Informatiker mit Bachelor, Deutsch B1. Meine Frau ist Zahnärztin mit Deutsch A2, ihr Abschluss ist in Peru anerkannt, sie stellt den Antrag zusammen mit mir. Wie viele Punkte habe ich?',
    ],
    [
      'de',
      'Ich bin 39 und Apothekerin, Deutsch B2. Mein Mann (41, Mechaniker, Ausbildung, Deutsch A1) kommt mit und beantragt auch die Chancenkarte. Wie viele Punkte habe ich?',
    ],
  ] as const)('[%s] %s', (locale, text) => {
    // A qualification and the language, not yet their own 6 points: the point is to show.
    expect(read(locale, text)).toMatchObject({ partner: false, partnerPointsUnknown: true });
  });
});

describe('notices and licences (51d W49, W58, W29; 51c W20)', () => {
  it('reads a Defizitbescheid for the Approbation as partial, never as the licence', () => {
    const text =
      'Soy médica, tengo 37, recibí el Defizitbescheid para la Approbation: tengo que dar la Kenntnisprüfung. Alemán B2. Sin oferta todavía. ¿Qué opciones tengo?';
    const facts = read('es', text);
    expect(facts.partialRecognition).toBe(true);
    expect(facts.licensed).not.toBe(true);
    expect(ask('es', text)).toContain('§ 16d, apartado 1');
  });

  it('reads "Anerkennung voll (Berufsurkunde erhalten)" as full recognition', () => {
    const text =
      'Ich bin Krankenpflegerin aus Peru, 41, Anerkennung voll (Berufsurkunde erhalten), Deutsch B2, Angebot 39.000 €.';
    expect(read('de', text)).toMatchObject({ recognised: true, licensed: true });
  });

  it('leaves a degree unsettled when the sentence goes on "but my programme is not listed"', () => {
    const text =
      'Rechtsanwalt aus Bolivien, 50 Jahre. Meine Uni ist anabin H+, aber mein Studiengang steht nicht drin.';
    expect(read('de', text).recognised).toBeUndefined();
  });

  // The row is weighed; since stop 55 it is to show, not missing: the Approbation may still be
  // granted or promised (§ 18 (2) no. 3), as § 18a with the recognition pending is (DE55).
  it('weighs the Blue Card’s licence row for a doctor without the Approbation (W20)', () => {
    const text =
      'Hola, soy médica cirujana de la UMSS, mi título sale comparable en anabin (H+) pero todavía no tengo la Approbation. Tengo 31 años, alemán B2 y un hospital de Sajonia me ofrece 62 mil al año como médica asistente. ¿Puedo ir con la Blue Card?';
    expect(read('es', text).licensed).toBe(false);
    expect(ask('es', text)).toContain('- Por demostrar: Una profesión no regulada en Alemania');
  });
});

describe('languages, qualifications and stays (51c W34, W36; 51d W4, W67)', () => {
  it('reads "no German recognition" as a recognition, not the language', () => {
    expect(read('en', 'Electrician, 3 years of experience, no German recognition.').german).toBe(
      undefined,
    );
    expect(read('en', 'I have no German, English B2.').german).toBe('none');
  });

  it('reads a "2-year state-recognised training" as vocational training', () => {
    expect(
      read('en', "I'm 30, welder with a 2-year state-recognised training from Peru."),
    ).toMatchObject({ vocational: true });
  });

  it('counts a year as an au pair in a German city named in Spanish', () => {
    const text =
      'Hice un año de au pair en Hamburgo (agosto 2022 a agosto 2023). Ahora tengo 26, alemán B1.';
    expect(read('es', text).germanStay).toBe(true);
  });

  it('weighs one person asking about two goals as one case', () => {
    const text =
      'tengo 22, salí del colegio con bachillerato, alemán B1. Quiero estudiar ingeniería en Alemania y también me interesa una Ausbildung de mecatrónica. ¿Qué me conviene y qué necesito para cada una?';
    expect(read('es', text).manyPeople).toBeUndefined();
  });
});

describe('an admission held is met, not to show (51a W19, 51c W52)', () => {
  it('meets § 16b’s admission row for a visitor who has it', () => {
    const text =
      'Ich möchte meinen Master in Deutschland machen. Ich habe einen Bachelor in Informatik aus Chile, die Zulassung von der TU Dresden für den englischsprachigen Master habe ich schon, Englisch C1. Was brauche ich noch?';
    const reply = ask('de', text);
    expect(reply).toMatch(/- Erfüllt: [^\n]*Zulassung/);
    expect(reply).not.toMatch(/- Nachzuweisen: [^\n]*Zulassung/);
  });
});

describe('an age said by the year of birth (51c W22)', () => {
  it('reads the band when both ages the year allows fall in it', () => {
    expect(read('es', 'nací en 1990, soy ingeniero químico').age).toBe('from35to39');
    expect(read('es', 'nací en 1991, soy ingeniero').age).toBeUndefined();
    expect(read('de', 'Jahrgang 1975, Ingenieur')).toMatchObject({ age: 'from40', from45: true });
  });
});

describe('walk-through 51f: stays dated "N years ago", an agreement denied, a test wished for', () => {
  it('gives no stay point for a stay that began too many years ago (W61, W83, W84)', () => {
    expect(
      read('es', 'viví 9 meses en Alemania con visa de estudiante hace 7 años. Tengo 30.')
        .germanStay,
    ).toBe(false);
    expect(
      read('de', 'Ich war vor sechs Jahren acht Monate mit Arbeitsvisum in Deutschland.')
        .germanStay,
    ).toBe(false);
    expect(
      read('es', 'viví 8 meses en Alemania con visa de estudiante hace 2 años.').germanStay,
    ).toBe(true);
  });

  it('reads "we aren’t bound by any collective agreement" as none (W71, DE22)', () => {
    expect(
      read('en', "We aren't bound by any collective agreement. We offer €42,000.")
        .collectiveAgreement,
    ).toBe(false);
  });

  it('reads "quiero dar la Kenntnisprüfung" as a wish, not a partial notice (W8)', () => {
    const text =
      'soy médico general, 34 años, mi título todavía no tiene reconocimiento en Alemania, tengo alemán B2 y quiero dar la Kenntnisprüfung. no tengo oferta. qué visa me sirve?';
    expect(read('es', text).partialRecognition).not.toBe(true);
  });
});

describe('years of work that ended some years ago (51f W93, W94; DE27)', () => {
  it('counts only what lies in each window', () => {
    expect(
      read('es', 'trabajé 3 años como programador pero lo dejé hace 5 años, tengo 33.').experience,
    ).toBe('none');
    expect(
      read('en', 'I worked 5 years as an accountant but stopped 4 years ago; 33, English C1.')
        .experience,
    ).toBe('threeOfSevenEarlier');
    expect(
      read('de', 'Ich habe 6 Jahre als Ingenieur gearbeitet, bis vor 1 Jahr.').experience,
    ).toBe('fiveOfSeven');
  });
});

describe('walk-through 51g: a girlfriend, anabin H+ alone, a ZAB statement, "46k"', () => {
  it('leaves a girlfriend’s age and German hers (W35, W50)', () => {
    const text =
      'Ich bin 35, Informatiker mit Bachelor (ZAB-Zeugnisbewertung liegt vor), Jobangebot 48k brutto in Köln. Meine Freundin kommt mit, sie ist Krankenschwester ohne Anerkennung, 30 Jahre, Deutsch A2. Bekomme ich die Blaue Karte?';
    const facts = read('de', text);
    expect(facts).toMatchObject({ age: 'from35to39', recognised: true, salary: 48_000 });
    expect(facts.german).toBeUndefined();
    const boyfriend =
      'Ich bin 32, Betriebswirtin mit Uni-Abschluss (nicht anerkannt), Deutsch A2. Mein Freund – wir sind nicht verheiratet – ist Ingenieur mit Abschluss, Englisch C1, 30 Jahre. Reichen meine Punkte?';
    expect(read('de', boyfriend).occupation).toBeUndefined();
  });

  it('reads "(anabin H+)" alone as the university’s rating, not the degree’s (W26, W39)', () => {
    expect(
      read('de', 'Lehrerin mit Uni-Abschluss aus Bolivien (anabin H+), 44 Jahre').recognised,
    ).toBeUndefined();
    const text =
      "Recent graduate here (finished my architecture degree 8 months ago, anabin H+). Offer from an architecture studio in Munich: 46k. I'm 25. Do I qualify for the Blue Card?";
    expect(read('en', text)).toMatchObject({ salary: 46_000 });
    expect(read('en', text).recognised).toBeUndefined();
    expect(read('en', 'I have 10k followers and an offer.').salary).toBeUndefined();
  });
});

describe('walk-throughs 51h and 51i: recognitions, a skilled partner, an exchange stay, an age', () => {
  it.each([
    [
      'es',
      'Soy técnico electricista, 3 años de instituto, el reconocimiento en Alemania me salió completo. Tengo 46 años.',
      { recognised: true },
    ],
    [
      'en',
      'Our candidate is a Colombian pharmacist with a university degree, no recognition yet; we would pay €42,000.',
      { recognised: false },
    ],
    [
      'de',
      'Unser Kandidat hat seinen Bachelor in BWL vor 2 Jahren gemacht (vergleichbar), wir bieten 45.900 €.',
      { recognised: true },
    ],
    [
      'en',
      "I'm 35, engineer, 2 years of experience. I spent 10 months as an exchange student in Aachen in 2023.",
      { germanStay: true },
    ],
    [
      'es',
      'Queremos contratar a un programador boliviano de 33 años que no tiene título universitario pero sí 4 años de experiencia en los últimos 6.',
      { experience: 'threeOfSeven' },
    ],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });

  it('counts a partner whose qualification is recognised in Germany: a skilled worker (51h W39)', () => {
    const text =
      'Tengo 37 años, soy técnica en laboratorio (formación de 3 años), sin reconocimiento, alemán B1, 5 años de experiencia. Mi esposo tiene título de ingeniero reconocido en Alemania y también pide la Chancenkarte conmigo. ¿Cuántos puntos tengo?';
    expect(read('es', text).partner).toBe(true);
  });

  it('leaves "Abschluss in anabin H+" to show, not fully recognised (51i W23, W40)', () => {
    const text =
      'Ich bin 34, Mathelehrer aus Kolumbien, Abschluss in anabin H+, aber Lehrer ist in Deutschland reglementiert und ich habe keine Anerkennung. Deutsch A2. Reicht das für die Chancenkarte?';
    expect(read('de', text).recognised).not.toBe(true);
  });
});

describe('walk-through 51j: "2 of 5 years", a nursing degree in German, IT', () => {
  it.each([
    ['es', 'tengo 36, alemán A2, 2 de 5 años de experiencia', { experience: 'twoOfFive' }],
    ['en', '36, German A2, 2 of 5 years experience', { experience: 'twoOfFive' }],
    ['de', '36, Deutsch A2, 2 von 5 Jahren Erfahrung', { experience: 'twoOfFive' }],
    [
      'de',
      'Unsere Kandidatin hat ein anerkanntes Pflegestudium, Deutsch B2, 30 Jahre.',
      { occupation: 'nursing', degree: true, recognised: true },
    ],
    ['de', 'Ich arbeite in der IT, 5 von 7 Jahren, Englisch B1.', { occupation: 'it' }],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });
});

describe('walk-through 51k: "anabin como H+"', () => {
  it('leaves a degree "en anabin como H+" to show (W54)', () => {
    expect(
      read('es', 'mi título está en anabin como H+, tengo oferta de 52 mil, 30 años.').recognised,
    ).toBeUndefined();
  });
});
