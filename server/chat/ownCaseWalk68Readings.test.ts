import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 63: what walk-throughs 68a–c found. Oracle: § 20a (1) no. 1 AufenthG (with a recognised
// qualification the Opportunity Card asks no points), § 20b (partial recognition: 4 points;
// age; two years of experience in the last five), § 18 (2) no. 5 (the age at the permit's
// issue), § 18g (1) (the yearly gross), § 6 BeschV (a qualification, outside IT).
describe('walk-through 68a: recognition named in German on the Spanish page', () => {
  it('reads full recognition', () => {
    for (const text of [
      'enfermera con Anerkennung completo, aleman B2, 44 años, oferta de 38.000 al año. que visa?',
      'tengo el Gleichwertigkeitsbescheid de mi titulo de ingeniera, 37 años, sin oferta',
      'soy enfermera con full recognition, aleman B2, 30 años, oferta de 40.000. que visa?',
    ]) {
      expect({ text, recognised: read('es', text).recognised }).toEqual({ text, recognised: true });
    }
    expect(
      read('en', "I'm a nurse, I have the Anerkennung already, German B2, 30").recognised,
    ).toBe(true);
  });

  it('reads partial recognition and an age in "añitos"', () => {
    for (const text of [
      'tengo Teilanerkennung como fisioterapeuta, aleman B1, 30 años. puntos chancenkarte?',
      'soy enfermera, me dieron el Bescheid con Ausgleichsmaßnahme (Kenntnisprüfung), aleman B1',
    ]) {
      expect({ text, partial: read('es', text).partialRecognition }).toEqual({
        text,
        partial: true,
      });
    }
    expect(read('es', 'soy licenciada en enfermeria de la UMSA, 26 añitos, tengo el B1').age).toBe(
      'under35',
    );
  });
});

describe('walk-throughs 68b and 68c', () => {
  it('reads "nicht 45.000 sondern 54.000" and a correction said far back with its unit', () => {
    expect(
      read('de', 'Ich korrigiere: Gehalt nicht 45.000 sondern 54.000 brutto. Stelle als Ingenieur')
        .salary,
    ).toBe(54_000);
    expect(
      read('en', 'I have 2 years of experience as a chemical engineer... actually only 1.5 years.')
        .experience,
    ).toBe('none');
  });

  it('asks again for a month-sized amount with no word for a month', () => {
    expect(read('de', 'Informatik-Studium, Gehalt 4.300 €, 30 Jahre. Blaue Karte?')).toMatchObject({
      salaryProblem: 'range',
    });
    expect(read('de', 'Gehalt 4.300 € brutto im Monat').salary).toBe(51_600);
  });

  it('reads an age the permit may be issued at, and no formal certificate', () => {
    expect(
      read('en', "I'm 44 now but will probably be 45 when the visa is issued. Offer 50k"),
    ).toMatchObject({ age: 'from40', nextAge: 45 });
    expect(
      read('en', "I'm a welder with 15 years experience but no formal certificate."),
    ).toMatchObject({ schoolOnly: true });
  });
});

describe('walk-through 68c: German mixed with Spanish', () => {
  it('reads a short training in a bracket, a Spanish age unit and a Spanish spouse', () => {
    expect(
      read('de', 'Meine Ausbildung ist Técnico Medio (1 Jahr, Instituto), 5 Jahre Erfahrung Koch'),
    ).toMatchObject({ schoolOnly: true, vocational: false });
    expect(read('es', 'tengo un curso técnico (1 año) de soldadura')).toMatchObject({
      schoolOnly: true,
    });
    expect(
      read('es', 'Soy técnico en sistemas (2 años) y tengo 1 año de experiencia').vocational,
    ).toBe(true);
    expect(read('de', 'Licenciatura en Administración (5 años), 33 años, Deutsch B1').age).toBe(
      'under35',
    );
    expect(
      read(
        'de',
        'Ich bin 36, meine esposa ist auch Ingenieurin und beantragt auch die Chancenkarte.',
      ).partnerOwn,
    ).toMatchObject({ degree: true });
  });

  it('answers a German message with an acronym in German (W7)', () => {
    expect(
      ask(
        'de',
        'Gehalt 45.934,20 € brutto, IT-Spezialist ohne Studium, 3 Jahre IT 2022-2025, 29 Jahre. Blaue Karte?',
      ),
    ).toContain('- Erfüllt: Ein Arbeitsplatzangebot in Deutschland als IT-Fachkraft');
  });
});

describe('walk-through 68c: a job said to be outside the degree (W3)', () => {
  it('weighs the Blue Card at 50,700 with the fitting job missing', () => {
    const reply = ask(
      'de',
      'Maschinenbauingenieur, anabin entspricht, Abschluss 2015, 37 Jahre, Angebot als Vertriebsassistent (kein Ingenieurjob) mit 47.000 brutto. Blaue Karte?',
    );
    expect(reply).toContain(
      '- Fehlt: Ein Arbeitsplatzangebot in Deutschland, das zu Ihrer Qualifikation passt',
    );
    expect(reply).toContain('- Fehlt: Ein Bruttogehalt von mindestens 50.700 € im Jahr');
    expect(
      read('de', 'Angebot 46.500 € als Business Analyst (kein IT Job eigentlich, eher Marketing)')
        .jobOutsideField,
    ).toBe(true);
  });
});

describe('walk-through 68b W1: a gap after "then" follows a range, it is not the range', () => {
  it('counts both ranges around a gap', () => {
    expect(
      read(
        'en',
        'I worked as a nurse in Colombia from March 2019 to Feb 2021, then a gap, then again from Jan 2024 until now.',
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read(
        'de',
        'Ich habe als Pflegerin von 2016 bis 2019 gearbeitet, 2020 bis 2021 Pause, seit 2022 wieder.',
      ).experience,
    ).toBe('threeOfSeven');
    // The break word is the second range's: the first one still counts.
    expect(
      read(
        'en',
        'I worked as a nurse 2016 to 2019, 2020 to 2021 break, then since 2022 again. 30 years old',
      ).experience,
    ).toBe('threeOfSeven');
    expect(read('de', 'Ich habe 2018 bis 2020 gearbeitet, dann Pause. 30 Jahre').experience).toBe(
      'none',
    );
  });
});

describe('walk-through 68c W5: a message in two languages', () => {
  it('reads the facts written in the page language too', () => {
    const reply = ask(
      'de',
      'Hola, mi nombre es Lucía, tengo 34 años, pero cumplo 35 en dos meses. Licenciatura Contabilidad, 5 Jahre Erfahrung (2020-2025), Deutsch B1, Englisch B2. Punkte Chancenkarte?',
    );
    expect(reply).toContain('Alemán B1: 2 puntos');
    expect(reply).toContain(
      'Cinco años de experiencia laboral en tu área en los últimos siete: 3 puntos',
    );
    expect(reply).toContain('Suman 7 puntos');
  });
});

describe('walk-through 68c W9: a school certificate that entitles to study is no degree', () => {
  it('reads school only, in each language', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'de',
        'Ich will Ausbildung als Elektroniker machen, bin 34 Jahre und 11 Monate, Deutsch B1, Bachillerato (berechtigt zum Studium in Bolivien). Ausbildungsplatzsuche?',
      ],
      ['en', 'I have a bachillerato, it qualifies me for university in Bolivia. Training?'],
      ['es', 'tengo el bachillerato, que me habilita para la universidad en Bolivia. Ausbildung?'],
    ];
    for (const [lng, text] of cases) {
      expect({ text, ...read(lng, text) }).toMatchObject({ text, schoolOnly: true, degree: false });
    }
  });
});

describe('walk-through 67a W4: a job said to lie outside the shortage groups', () => {
  it('takes the regular threshold for a graduate of more than three years ago (§ 18g (1))', () => {
    const text =
      'Me gradué de ingeniería en diciembre 2022 y me ofrecen 47.000 € como ingeniero de proyectos (no es area de escasez, es consultoría de gestión). Titulo comparable. ¿Tarjeta azul con el umbral bajo?';
    expect(read('es', text).jobOccupation).toBe('other');
    expect(ask('es', text)).toContain('- Falta: Un salario bruto de al menos €50.700 al año');
    expect(read('es', 'me ofrecen 50.000 como desarrollador backend').jobOccupation).toBe('it');
  });
});

describe('walk-through 68b: ages said with a label, or with "years" beside months of work', () => {
  it('reads them', () => {
    const cases: ['en' | 'es' | 'de', string, string][] = [
      ['en', 'My age: 35. Degree in industrial engineering from Chile', 'from35to39'],
      [
        'en',
        'I have 26 months of experience, all recent, as an industrial designer with a degree, 32 years. English C1. Points?',
        'under35',
      ],
      ['de', 'Alter: 41, Ingenieur', 'from40'],
      ['es', 'mi edad es 33, ingeniera', 'under35'],
    ];
    for (const [lng, text, age] of cases) {
      expect({ text, age: read(lng, text).age }).toEqual({ text, age });
    }
    // Years said of work are no age, however many.
    expect(
      read('en', 'worked 18 months, then 26 years of experience in total, 3 years ago').age,
    ).toBe(undefined);
  });
});

describe('walk-through 68b: no degree nor certificate', () => {
  it('is no qualification for the Opportunity Card, and keeps the IT specialist’s routes', () => {
    const card = ask(
      'en',
      "I'm a programmer without degree or certificate, 8 years experience, 29 yo, English C1, German A2. Can I apply for the opportunity card?",
    );
    expect(card).toContain('the card is not possible, whatever the points');
    const blueCard = ask(
      'en',
      "I'm a programmer without degree or certificate, 8 years experience, 29 yo. Offer 50k as backend developer. Blue card?",
    );
    expect(blueCard).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(
      read('es', 'programador sin título ni certificado, 8 años de experiencia').schoolOnly,
    ).toBe(true);
  });
});

describe('211 #7: the salary floor from 45 asked beside the Opportunity Card', () => {
  it('says the floor binds the work permits, not the card, and counts the points', () => {
    const asks: ['en' | 'de', string, string][] = [
      [
        'en',
        "I want chancenkarte, do I need 55.770 because of my age? I'm 47, degree in economics, German B1",
        'not the Opportunity Card: the card is for looking for a job and asks no salary',
      ],
      [
        'de',
        'Ich bin 46, Ingenieurin, Deutsch B1. Brauche ich für die Chancenkarte wegen meines Alters 55.770 €?',
        'nicht für die Chancenkarte: Sie dient der Arbeitsuche und verlangt kein Gehalt',
      ],
    ];
    for (const [lng, text, floor] of asks) {
      const reply = ask(lng, text);
      expect(reply).toContain(floor);
      expect(reply).not.toContain('§ 18g AufenthG');
    }
  });
});
