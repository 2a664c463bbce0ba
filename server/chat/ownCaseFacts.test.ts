import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// How the facts a visitor states are read: ages, amounts, years of experience and languages
// (recognition wordings: ownCaseFactsRecognition.test.ts). Oracle: the statute and germanyCheck/lawCases.json. The case
// id in a title (DE02, s15, …) names the walk-through message it comes from.

describe('an age is read however it is said', () => {
  it('reads an age said relative to a coming birthday (DE02)', () => {
    const reply = ask(
      'de',
      'Guten Tag, ich werde nächsten Monat 40, bin also noch 39. Ich habe einen Bachelor in Betriebswirtschaft (nicht anerkannt), 5 Jahre Berufserfahrung in den letzten 7 Jahren, Deutsch B1, Englisch B2. Bekomme ich die Chancenkarte?',
    );
    expect(reply).toContain('35 bis 39 Jahre: 1 Punkt');
    expect(reply).toContain('Das sind 6 Punkte');
    const spanish = ask(
      'es',
      'Voy a cumplir 35 en marzo, soy contadora con título (no reconocido), alemán B1, 5 años de experiencia en los últimos 7. ¿Me alcanza para la Chancenkarte?',
    );
    expect(spanish).toContain('Menos de 35 años: 2 puntos');
  });

  it('reads "beide 33" as the age (d15)', () => {
    const reply = ask(
      'de',
      'Wir sind ein Paar, beide 33, beide Bachelor (nicht anerkannt), Deutsch A1, Englisch B2, je 3 Jahre Erfahrung. Wie viele Punkte hat jeder von uns?',
    );
    expect(reply).toContain('Unter 35 Jahre: 2 Punkte');
    expect(read('en', 'We are both 31, both with a bachelor, English B2.').age).toBe('under35');
  });

  it.each([
    [
      'Hola, estoy cumpliendo 40 el mes que viene. Tengo título de psicóloga, sin homologar, 5 años de experiencia, alemán B1. ¿Me alcanza para la tarjeta de oportunidades?',
      // 39: B1 2 + five of seven years 3 + 35 to 39 1.
      'Suman 6 puntos',
    ],
    [
      'Estoy cumpliendo 35 en diciembre, soy contadora con 5 años de experiencia y alemán B1. ¿Cuántos puntos tengo?',
      // 34: B1 2 + five of seven years 3 + under 35 2.
      'Suman 7 puntos',
    ],
  ])('es06: %s', (message, total) => {
    const reply = ask('es', message);
    expect(reply).not.toContain('¿Cuántos años tienes?');
    expect(reply).toContain(total);
  });

  it.each([
    [
      "Hello, I'm a nurse from Peru with a 3-year nursing diploma (vocational). The state authority in Bavaria said I need an adaptation course (partial recognition). German B1. Hospital offered me 38.000 a year under TVöD. I'm 29 and have worked 6 years. What are my options?",
      // Partial notice 4 + B1 2 + five of seven years 3 + under 35 2 + nursing shortage 1 (DE51).
      '12 (6 needed)',
    ],
    [
      'I am 31 and worked for 5 years as a nurse, German B1, partial recognition. How many points?',
      '12 (6 needed)',
    ],
  ])('en03: %s', (message, points) => {
    expect(ask('en', message)).toContain(points);
  });
});

describe('an amount is read as the yearly gross salary', () => {
  it('reads an offer of written-out thousands as its salary (s15, d13)', () => {
    expect(
      read(
        'es',
        'Tengo 52 años, mecánico con formación reconocida completamente en Alemania, oferta de 50.000 con convenio colectivo. ¿Puedo ir?',
      ).salary,
    ).toBe(50000);
    expect(
      read('en', 'Electrician, 41, I have an offer of 46,000 from a firm in Hamburg.').salary,
    ).toBe(46000);
    // A year is no salary, even near an offer.
    expect(read('en', 'I got an offer in 2025 and start soon.').salary).toBeUndefined();
  });

  it('reads "an offer … for 48k" as the salary and gives the Blue Card verdict (E06)', () => {
    const reply = ask(
      'en',
      "self-taught developer here, no degree, just high school. I've worked as a frontend dev since 2020 (so about 6 years now). Got an offer in Munich for 48k. Can I get a Blue Card? I'm 28.",
    );
    // § 18g (2): IT specialist without a degree, 3 of the last 7 years, 48,000 ≥ 45,934.20.
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    const spanish = ask(
      'es',
      'Soy programador sin título, trabajo desde 2019. Me hicieron una oferta en Berlín por 50 mil. Tengo 30. ¿Me dan la Blue Card?',
    );
    expect(spanish).toContain('€50.000');
  });

  it('reads a monthly salary as twelve a year, and an age between commas (D14)', () => {
    const reply = ask(
      'de',
      'Ich bin Informatikerin mit Diplom (anabin: entspricht), 31, Angebot 4.000 € brutto im Monat. Blaue Karte möglich? Und kann mein Mann mitkommen?',
    );
    expect(reply).toContain('Verstandenes Bruttogehalt: 48.000 € im Jahr.');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    expect(reply).not.toContain('Wie alt sind Sie?');
    expect(reply).not.toContain('Nachzuweisen: Ab 45 Jahren');
    const spanish = ask(
      'es',
      'soy ingeniero de software con maestría reconocida, 35, me ofrecen 4.200 euros al mes en Berlín. ¿Tarjeta azul?',
    );
    expect(spanish).toContain('Salario bruto que entendí: €50.400 al año.');
  });
});

describe('years of work are read as experience, and experience denied as none', () => {
  it('counts "about 3 years as a backend developer (since mid 2023)" as experience (E01)', () => {
    const reply = ask(
      'en',
      "I'm 29, bachelor's in computer science from Colombia, haven't checked it in anabin yet. About 3 years as a backend developer (since mid 2023, before that an internship). German A2, English C1. No job offer yet. How many points would I get for the Opportunity Card?",
    );
    // A2 1 + C1 1 + 2 of the last 5 2 + IT 1 + under 35 2 (§ 20b (1)).
    expect(reply).toContain('That makes 7 points');
    const spanish = ask(
      'es',
      'Tengo 30, licenciada en informática, 4 años como desarrolladora, alemán B1. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain(
      'Dos años de experiencia laboral en tu área en los últimos cinco: 2 puntos',
    );
  });

  it('keeps a degree whose anabin check is not done, and reads "since March 2022" (E01)', () => {
    const reply = ask(
      'en',
      "Hi! I'm 31, software developer from Colombia with a bachelor's in computer science (haven't checked anabin yet). I've been working as a backend dev since March 2022. A Berlin startup offered me 52k gross a year. My German is A1, English C1. Can I get the Blue Card? And how many points would I have for the Opportunity Card?",
    );
    // English C1 1 + 2 of the last 5 2 + under 35 2 + IT 1 (§ 20b (1)).
    expect(reply).toContain('Opportunity Card points from what you wrote: 6 (6 needed).');
    expect(reply).toContain(
      '- Met: As an IT specialist: three years of IT experience in the last seven',
    );
    expect(reply).not.toContain('Missing: A university degree or vocational training');
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG)');
    const spanish = ask(
      'es',
      'Tengo 30, licenciatura en informática (no revisé anabin todavía), trabajo como desarrollador desde marzo de 2022, inglés C1. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain('Suman 6 puntos');
  });

  it('reads experience denied as none, not as unstated (EN03)', () => {
    const reply = ask(
      'en',
      "I'm exactly 40 years old. I did a 3-year vocational training as an administrative assistant in Peru and got a partial recognition notice from Germany (adaptation course needed). German A1, no English, no work experience in the field. I lived in Germany for 10 months in 2023 as an au pair with a visa. Can I get the Opportunity Card?",
    );
    // Partial recognition 4 + legal stay 1 (§ 20b (1)): 5, under the 6 needed.
    expect(reply).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
    expect(reply).not.toContain('How many years have you worked');
    const spanish = ask(
      'es',
      'tengo 36, técnica en contabilidad de 3 años, alemán A1, sin experiencia laboral. ¿Me dan la Chancenkarte?',
    );
    // 35–39: 1; the three years are the training's, not experience.
    expect(spanish).toContain('Suma 1 punto;');
    expect(spanish).not.toContain('experiencia laboral en tu área en los últimos cinco: 2 puntos');
  });
});

describe('a language denied is none, and is not asked', () => {
  it('reads "nada de alemán" as no German, so it is not asked (S15)', () => {
    const reply = ask(
      'es',
      'Tengo 37, título en administración de empresas (no reconocido), inglés C1, nada de alemán, 2 años de experiencia en los últimos 5. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Suman 4 puntos');
    expect(reply).not.toContain('¿Qué nivel de alemán tienes');
    const english = ask(
      'en',
      "I'm 36, bachelor's in marketing, English C1, zero German, 3 years of experience. How many points do I have for the Opportunity Card?",
    );
    expect(english).not.toContain('What is your German level');
  });
});

describe('years of work given as a decimal (walk-through 36l)', () => {
  it('reads "2.5 years … in the last 5 years" as two of five, not five (E01)', () => {
    expect(
      read(
        'en',
        "I'm 36 and did a 3-year electrician training back home in Bolivia (state certificate, nothing recognised in Germany yet). Worked about 2.5 years as an electrician in the last 5 years. German A2, English B2.",
      ).experience,
    ).toBe('twoOfFive');
    expect(read('en', 'I have 4.5 years of experience as a welder.').experience).toBe(
      'threeOfSeven',
    );
    expect(read('de', 'Ich habe 2,5 Jahre Berufserfahrung als Mechatroniker.').experience).toBe(
      'twoOfFive',
    );
  });
});

describe('facts said in other wordings are read (walk-through 36l)', () => {
  it('reads "from 2020 until now" as years up to today, and not the partner’s occupation as the visitor’s (E08)', () => {
    const reply = ask(
      'en',
      "I'm 37, I have a 2-year technician diploma in logistics (state-recognised in Ecuador) and have worked in logistics from 2020 until now. German A2, English B1. I visited Germany twice as a tourist, 3 months each time. My wife is a teacher with a degree and German B1 and meets the Opportunity Card requirements herself, she would apply together with me. How many points do I have?",
    );
    expect(reply).toContain(
      'Five years of professional experience in your field in the last seven: 3 points',
    );
    expect(reply).not.toContain(
      "A qualification in an occupation on the EU Blue Card's list, such as IT, engineering, the natural sciences, architecture, medicine, nursing or teaching: 1 point",
    );
    expect(reply).toContain('That makes 6 points');
    expect(read('es', 'Trabajo como soldador desde 2021 hasta hoy.').experience).toBe(
      'fiveOfSeven',
    );
    expect(read('de', 'Ich arbeite von 2023 bis heute als Lagerist.').experience).toBe(
      'threeOfSeven',
    );
    expect(read('es', 'Mi esposa es ingeniera; yo soy cocinero.').occupation).toBeUndefined();
  });

  it('reads an age before work with its own duration a few words on (E12)', () => {
    expect(
      read(
        'en',
        "I'm 28 and I've worked in IT support for 3 years. English C1, no German. A company in Hamburg offered me 50k a year. Can I move to Germany with that?",
      ).age,
    ).toBe('under35');
    expect(read('en', "I'm 36 and have been working at a bank for 4 years.").age).toBe(
      'from35to39',
    );
    expect(read('es', 'Tengo 41 años y trabajé en una fábrica durante 6 años.').age).toBe('from40');
  });

  it('reads "coding professionally since 2019" as years of work (E02)', () => {
    const reply = ask(
      'en',
      "self-taught developer here, I only finished high school but I've been coding professionally since 2019. Got an offer from a Berlin startup for 48k a year. Do I qualify for the Blue Card even without a degree?",
    );
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(reply).not.toContain('How many years have you worked');
    expect(
      read('es', 'Solo tengo bachillerato, programo profesionalmente desde 2018.').experience,
    ).toBe('fiveOfSeven');
    expect(read('de', 'Ich bin seit 2022 beruflich als Entwickler unterwegs.').experience).toBe(
      'threeOfSeven',
    );
  });

  it('reads a level said in the part after its language, and the card’s languages fail below A1/B2 (E09)', () => {
    const reply = ask(
      'en',
      "Hi! 30 years old, bachelor's in accounting from Bolivia (not checked in Germany), 6 years of experience as an accountant. I don't speak German and my English is intermediate, around B1. Can I get the Chancenkarte? How many points?",
    );
    expect(reply).toContain('§ 20a AufenthG asks for German A1 or English B2');
    expect(reply).not.toContain('What is your English level');
    expect(read('es', 'Mi inglés es intermedio, más o menos B1, y alemán nada.').english).toBe(
      'B1',
    );
    expect(read('de', 'Mein Deutsch ist noch schwach, ungefähr A2.').german).toBe('A2');
  });
});

describe('experience denied after its word is none, and not asked again (S08)', () => {
  it('reads "experiencia ninguna", "work experience: none" and "Berufserfahrung: keine" as none', () => {
    const cases = [
      [
        'es',
        'Estuve 7 meses en Alemania con visa de curso de idiomas en 2024. Tengo 39, título en psicología sin reconocer, alemán B1, inglés B2, experiencia ninguna. ¿Me alcanza para la tarjeta de oportunidades?',
        '¿Cuántos años trabajaste',
      ],
      [
        'en',
        "I'm 39, psychologist with a degree, not recognised, German B1, English B2, work experience: none. I lived legally in Germany for 8 months in 2023. Is that enough for the Opportunity Card?",
        'How many years have you worked',
      ],
      [
        'de',
        'Ich bin 38, Psychologin mit Abschluss, nicht anerkannt, Deutsch B1, Englisch B2, Berufserfahrung: keine. Reicht das für die Chancenkarte?',
        'Wie viele Jahre haben Sie',
      ],
    ] as const;
    for (const [lng, text, question] of cases) {
      expect(read(lng, text).experience, text).toBe('none');
      expect(ask(lng, text), text).not.toContain(question);
    }
  });
});

describe('an age that closes a sentence after a comma is read (walk-through 36n, E-physiotherapist)', () => {
  it('reads "…, 29." in en, es and de, and no years of experience or salary as the age', () => {
    expect(read('en', "I'm a nurse from Lima, 29.")).toMatchObject({ age: 'under35' });
    expect(read('en', 'Physiotherapist with a degree, German B1, 37.')).toMatchObject({
      age: 'from35to39',
      german: 'B1',
    });
    expect(read('es', 'Soy enfermera de Cochabamba, con 4 años de experiencia, 29.')).toMatchObject(
      {
        age: 'under35',
        experience: 'threeOfSeven',
      },
    );
    expect(read('de', 'Ich bin Pflegefachfrau aus Lima, 29 Jahre.')).toMatchObject({
      age: 'under35',
    });
    expect(read('de', 'Softwareentwicklerin mit Bachelor, Deutsch B2, 41.')).toMatchObject({
      age: 'from40',
      from45: false,
    });
    // A duration or an amount at the sentence's end is no age.
    expect(read('en', 'I am a developer, salary offer 52,000.').age).toBeUndefined();
    expect(read('de', 'Ich arbeite als Entwickler, seit 12 Jahren.').age).toBeUndefined();
    expect(read('es', 'Soy ingeniero, el sueldo sería 48.000.').age).toBeUndefined();
  });
});

describe('a trade learned only by working is no qualification (walk-through 36p, S10; DE61)', () => {
  it('gives a self-taught electrician no Opportunity Card and no assumed training, in es, en and de', () => {
    const cases = [
      [
        'es',
        'Soy electricista sin título, todo lo aprendí trabajando, 10 años de experiencia. Tengo 33. ¿Puedo trabajar en Alemania?',
        'Falta: Un título universitario o una formación técnica de al menos dos años',
        // "Sin título" denies any qualification; the others only leave training unsaid.
        false,
      ],
      [
        'en',
        "I'm an electrician, 33, I learned the trade on the job, 10 years of experience, no formal training. Can I work in Germany?",
        'Missing: A university degree or vocational training of at least two years',
        undefined,
      ],
      [
        'de',
        'Ich bin Elektriker, 33 Jahre, habe alles bei der Arbeit gelernt, 10 Jahre Erfahrung. Kann ich in Deutschland arbeiten?',
        'Fehlt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung',
        undefined,
      ],
    ] as const;
    for (const [lng, text, missing, vocational] of cases) {
      expect(read(lng, text), text).toMatchObject({ schoolOnly: true, degree: false });
      expect(read(lng, text).vocational, text).toBe(vocational);
      const reply = ask(lng, text);
      expect(reply, text).toContain(missing);
      expect(reply, text).toContain('qualification=school');
    }
  });

  it('still assumes an electrician trained for the trade when the message says nothing else', () => {
    const text =
      'Soy electricista con formación técnica de 3 años, 10 años de experiencia. Tengo 33. ¿Puedo trabajar en Alemania?';
    expect(read('es', text).schoolOnly).toBeUndefined();
    expect(ask('es', text)).toContain(
      'Cumplido: Un título universitario o una formación técnica de al menos dos años',
    );
    const untold = 'Soy electricista, tengo 33 y 10 años de experiencia. ¿Cuántos puntos tengo?';
    expect(read('es', untold).schoolOnly).toBeUndefined();
  });
});

describe('a qualification said with its length or its studies is read as what it is', () => {
  it('reads a 2-year diploma recognised by the state as vocational training and weighs the Opportunity Card (E11)', () => {
    const reply = ask(
      'en',
      "I'm a chef, 30, with a 2-year culinary diploma recognised by the state in Chile, 2 years of experience. A restaurant in Hamburg offers me 2,800 € a month. Is that enough to get a work visa?",
    );
    expect(reply).not.toContain(
      'Is your qualification a university degree or vocational training?',
    );
    expect(reply).toContain('qualification=vocational');
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):\n');
    expect(reply).toContain('What is your German level (A1 to C2)?');
  });

  it('weighs the Opportunity Card for a "técnico superior de 2 años" with a job offer (E11)', () => {
    const reply = ask(
      'es',
      'Soy cocinero, 30 años, técnico superior de 2 años en gastronomía de Bolivia, 2 años de experiencia. Un restaurante en Hamburgo me ofrece 2.800 € al mes. ¿Me alcanza para una visa de trabajo?',
    );
    expect(reply).toContain('qualification=vocational');
    expect(reply).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):\n');
    expect(reply).toContain('Puntos para la Tarjeta de Oportunidades según lo que escribiste: 4');
  });

  it('weighs the Opportunity Card for a "zweijährige Ausbildung zur Köchin" with a job offer (E11)', () => {
    const reply = ask(
      'de',
      'Ich bin Köchin, 30 Jahre, zweijährige Ausbildung zur Köchin in Peru, 2 Jahre Erfahrung. Ein Restaurant in Hamburg bietet mir 2.800 € im Monat. Reicht das für ein Arbeitsvisum?',
    );
    expect(reply).toContain('qualification=vocational');
    expect(reply).toContain('Chancenkarte (§ 20a AufenthG):\n');
  });

  it('reads a "Lehramtsstudium" as a degree, not asking degree or training (D14)', () => {
    const reply = ask(
      'de',
      'Ich bin Lehrerin (Lehramtsstudium in Chile), 35 Jahre, Deutsch B2, 6 Jahre Erfahrung, kein Jobangebot, war nur 2 Monate als Touristin in Deutschland. Reicht das für die Chancenkarte, und kann ich als Lehrerin arbeiten?',
    );
    expect(reply).not.toContain(
      'Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?',
    );
    expect(reply).toContain('qualification=degree');
    expect(reply).toContain('Das sind 8 Punkte');
  });

  it('reads studies at a university as a degree in Spanish and English (D14)', () => {
    const spanish = ask(
      'es',
      'Soy profesora, estudié pedagogía en la universidad en Bolivia, 35 años, alemán B2, 6 años de experiencia, sin oferta de trabajo. ¿Me alcanza para la Chancenkarte?',
    );
    expect(spanish).toContain('qualification=degree');
    const english = ask(
      'en',
      "I'm a teacher, I studied education at university in Peru, 35, German B2, 6 years of experience, no job offer. Is that enough for the Opportunity Card?",
    );
    expect(english).toContain('qualification=degree');
    // Studies wished for are no degree held.
    expect(
      read('de', 'Ich möchte ein Lehramtsstudium in Deutschland machen.').degree,
    ).toBeUndefined();
    expect(read('en', 'I have a 4-year degree in business.').degree).toBe(true);
  });
});

describe('a word for work denied marks no years of work (walk-through 36r, D14)', () => {
  it('does not read an age beside "kein Job / sin trabajo" as years of experience', () => {
    const cases = [
      [
        'de',
        'Ich bin Krankenschwester mit Bachelor, Teilanerkennung, Deutsch A1, kein Job, 33 Jahre. Chancenkarte? Und wie viele Punkte?',
      ],
      ['es', 'Soy enfermera con licenciatura, sin trabajo, 33 años. ¿Cuántos puntos tengo?'],
      ['en', 'Nurse with a bachelor, no job yet, 33 years. How many points?'],
    ] as const;
    for (const [lng, text] of cases) expect(read(lng, text).experience, text).toBeUndefined();
    // Years of work said beside a denied job still count.
    expect(
      read('de', 'Ich habe 5 Jahre als Pflegerin gearbeitet, aktuell kein Job.'),
    ).toMatchObject({ experience: 'fiveOfSeven' });
  });
});

describe('facts the walk-through 36r found unread (E03, S04, E15, D01)', () => {
  it('reads years "in a" workplace as work (E03)', () => {
    const cases = [
      [
        'en',
        "I'm a nurse from Peru with a bachelor's degree, 7 years in a hospital. My German is B1. The state authority said I need an adaptation course (partial recognition). I'm 33 and have no job offer. What are my options?",
        'Opportunity Card points from what you wrote: 12 (6 needed).',
      ],
      [
        'es',
        'Soy enfermera con licenciatura, 6 años en un hospital, alemán B1, 30 años. ¿Cuántos puntos tengo?',
        'Cinco años de experiencia laboral en tu área en los últimos siete: 3 puntos',
      ],
      [
        'de',
        'Ich bin Elektriker mit Ausbildung, 4 Jahre in einer Firma, Deutsch B1, 29. Wie viele Punkte?',
        'Punkte',
      ],
    ] as const;
    for (const [lng, text, shown] of cases) {
      expect(read(lng, text).experience).toMatch(/^(threeOfSeven|fiveOfSeven)$/);
      expect(ask(lng, text)).toContain(shown);
    }
  });

  it('reads "an occupation since a year" with no verb as work since then (S04)', () => {
    const cases = [
      [
        'es',
        'Hola, soy desarrollador backend desde 2022, sin título (solo bachillerato). Me ofrecen 50.000 € en Hamburgo. ¿Tarjeta Azul?',
      ],
      [
        'en',
        "I'm a backend developer since 2021, no degree, a company in Berlin offers me 50,000 €. Blue Card?",
      ],
      [
        'de',
        'Ich bin Softwareentwickler seit 2022, ohne Studium, Angebot 50.000 € in Berlin. Blaue Karte?',
      ],
    ] as const;
    for (const [lng, text] of cases) {
      expect(read(lng, text)).toMatchObject({ occupation: 'it' });
      expect(read(lng, text).experience).toMatch(/^(threeOfSeven|fiveOfSeven)$/);
    }
    expect(ask('es', cases[0][1])).toContain(
      'Con lo que escribiste, la Tarjeta Azul UE es posible.',
    );
  });

  it('warns that the age point ends at 40 for "39 (40 next month)" (E15)', () => {
    const cases = [
      [
        'en',
        "I'm 39 (40 next month), chemist with a PhD, not recognised, German A2, English C2, 8 years of experience, I was in Germany as a tourist twice. Points? What else could I do?",
        'Once you turn 40, the age counts 0 points, and your total becomes 6 (6 needed).',
      ],
      [
        'de',
        'Ich bin 39 (nächsten Monat 40), Chemikerin mit Master, Deutsch A2, Englisch C1, 6 Jahre Berufserfahrung. Wie viele Punkte habe ich?',
        'Sobald Sie 40 werden, zählt das Alter 0 Punkte, und Ihre Summe wird 6 (6 nötig).',
      ],
      [
        'es',
        'Tengo 34 (35 el mes que viene), ingeniera con título, alemán B1, inglés C1, 3 años de experiencia. ¿Cuántos puntos?',
        'Cuando cumplas 35, la edad suma 1 punto y tu total pasa a 7 (se necesitan 6).',
      ],
    ] as const;
    for (const [lng, text, warning] of cases) expect(ask(lng, text)).toContain(warning);
  });

  it('reads training named alone in a list as vocational, so the Blue Card’s degree is missing (D01)', () => {
    const cases = [
      [
        'de',
        'Ich bin 33, Krankenpfleger aus Kolumbien (Ausbildung, noch nicht anerkannt), Deutsch A2, Jobangebot in einem Pflegeheim für 34.000 im Jahr. Welche Wege habe ich?',
        '- Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
      ],
      [
        'en',
        "I'm a nurse from Bolivia (training, not recognised yet), German B1, 31, a care home offers me 52,000 € a year. Which routes?",
        '- Missing: A university degree recognized in Germany',
      ],
      [
        'es',
        'Soy enfermero de Colombia (formación, todavía no reconocida), alemán B1, 30 años, una clínica me ofrece 52.000 € al año. ¿Qué vías tengo?',
        '- Falta: Un título universitario reconocido en Alemania',
      ],
    ] as const;
    for (const [lng, text, missing] of cases) {
      expect(read(lng, text)).toMatchObject({ vocational: true });
      expect(ask(lng, text)).toContain(missing);
    }
  });
});
