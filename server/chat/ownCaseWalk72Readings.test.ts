import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 66: what walk-through 72 found. Oracle: § 20a (4) AufenthG (a degree or a training of two
// years, so a course of months is none), § 20b (points: the partner's point needs a spouse who
// meets the card's requirements; experience related to the qualification), § 19c (2) with § 6
// BeschV (outside IT, a qualification).
describe('walk-through 72: no qualification', () => {
  it('holds courses, "sin ningún estudio formal" and a short course for no qualification (72a W1–W5)', () => {
    for (const text of [
      'holaa soy técnico en informática (sin título, solo cursos), tengo 2 años de experiencia como soporte técnico, 24 años, inglés B2. Me ofrecen 38.000 € en Múnich. ¿Puedo ir?',
      'Trabajo como técnico electricista pero sin ningún estudio formal, aprendí con mi papá, 8 años de experiencia, 35 años, alemán A2. Una empresa en Dortmund me ofrece 46.000 € al año. ¿Puedo ir?',
      'Hola, soy mecánico automotriz con certificado de técnico básico del INFOCAL (curso de 1 año), 10 años de experiencia, 30 años, alemán A2, inglés B2. ¿Puedo con la Chancenkarte?',
      'Tengo un curso de auxiliar de enfermería de 6 meses y trabajo 7 años en una clínica en Tarija. 29 años, alemán B1. ¿Puedo trabajar de enfermera en Alemania o sacar la tarjeta de oportunidades?',
    ]) {
      const profile = read('es', text);
      expect(profile.schoolOnly).toBe(true);
      expect(profile.vocational).not.toBe(true);
    }
  });

  it('closes the card without counting a shortage point for a course (72a W5)', () => {
    const reply = ask(
      'es',
      'Tengo un curso de auxiliar de enfermería de 6 meses y trabajo 7 años en una clínica en Tarija. 29 años, alemán B1. ¿Cuántos puntos tengo para la tarjeta de oportunidades?',
    );
    expect(reply).toContain(
      'Sin un título universitario ni una formación técnica de al menos dos años',
    );
    expect(reply).not.toContain(
      'Una formación en una profesión de la lista de la Tarjeta Azul UE, como TI, ingeniería, ciencias naturales, arquitectura, medicina, enfermería o docencia: 1 punto',
    );
    expect(reply).not.toContain('bachillerato');
  });

  it('weighs only § 19c (2) for IT after "solo cursos" (72a W1)', () => {
    const reply = ask(
      'es',
      'holaa soy técnico en informática (sin título, solo cursos), tengo 2 años de experiencia como soporte técnico, 24 años, inglés B2. Me ofrecen 38.000 € en Múnich. ¿Puedo ir?',
    );
    expect(reply).not.toContain('Trabajo calificado con formación reconocida (§§ 18a y 18b');
    expect(reply).toContain('Trabajo por experiencia profesional (§ 19c, apartado 2');
  });
});

describe('walk-through 72: ages, years and fields', () => {
  it('reads bare ages beside other lengths, and an age after a title (72b)', () => {
    for (const [text, age] of [
      [
        "Good afternoon, I'm teacher of mathematics (profesora de secundaria, normal superior 5 years). 39 years, 12 years teaching. German B2.",
        'from35to39',
      ],
      ['Hi, I was au pair in Germany for 12 months (2023-2024). 26 years. German B2.', 'under35'],
      ['Pharmacist from La Paz, 36 years. 7 years in a farmacia. German B1.', 'from35to39'],
      ['hello, accountant 34, licenciatura, 3 years experience (2020-2023)', 'under35'],
      ['Hi, tengo 44 años, civil engineer 18 years, German A2', 'from40'],
    ] as const) {
      expect(read('en', text).age).toBe(age);
    }
    expect(read('en', 'Engineer, 33 years, German B1').experience).toBeUndefined();
    expect(read('en', 'Hi, tengo 44 años, civil engineer 18 years, German A2').experience).toBe(
      'fiveOfSeven',
    );
    expect(read('en', 'Pharmacist, 36 years. 7 years in a farmacia.').experience).toBe(
      'fiveOfSeven',
    );
  });

  it('counts no work since a start year that began a master (72a W6)', () => {
    const text =
      'Ingeniero mecánico, 33 años, trabajé de enero 2019 a diciembre 2021 en una planta, desde 2022 estoy haciendo una maestría a tiempo completo en Bolivia. Alemán B1. ¿Cuántos puntos para la Chancenkarte?';
    expect(read('es', text, 12).experience).toBe('none');
  });

  it('keeps work told after "since N years as" apart from the degree (72b W1, 72c v9)', () => {
    expect(
      read(
        'en',
        'I studied architecture in Bolivia (licenciatura), but I work since 5 years as a sales manager in a car company. Im 34.',
      ).qualificationField,
    ).toBe('blueCardList');
    expect(
      read(
        'de',
        'Hallo, ich bin Ingeniero de Sistemas, 39 Jahre, Abschluss 2010, arbeite aber seit 6 Jahren als Verkaufsleiter (ventas). Deutsch B2.',
      ).qualificationField,
      // Bolivia's "Ingeniería de Sistemas" is computer science, as the Spanish words read it (76b W5).
    ).toBe('it');
    expect(
      read(
        'de',
        'Hallo, ich bin 34, Licenciado en Biología (UAGRM), arbeite aber seit 5 Jahren (2021-heute) als Java-Entwickler.',
      ).qualificationField,
    ).toBe('blueCardList');
  });

  it('answers in English where a bracket glosses a Spanish title (72b v48)', () => {
    const reply = ask(
      'en',
      "Hello, social worker (licenciada en trabajo social), 36 years old, 6 years in a children's home (2020-2026). German B1, English A2. Points?",
    );
    expect(reply).toContain('That makes 6 points');
  });

  it("keeps the visitor's German apart from a wife named without 'my' (72b v49)", () => {
    expect(
      read(
        'en',
        'Hi! Industrial engineer, age 34, wife is doctor with German B2 and she can do the Chancenkarte too. My german A1, english C1.',
      ).german,
    ).toBe('A1');
  });
});

describe("walk-through 72: the partner's follow-up", () => {
  it("counts the husband's own points and adds his point (72a W7)", () => {
    const reply = askInConversation('es', [
      'Hola, soy profesora de educación primaria (Normal Simón Bolívar, 4 años de estudios), 35 años, 9 años trabajando de maestra, alemán B2, inglés básico. Mi esposo también es profesor y tiene B1 de alemán. Cuantos puntos tengo para la tarjeta de oportunidades?',
      'Mi esposo tiene 37 años, es profesor como yo, 10 años de experiencia, alemán B1. ¿Cuántos puntos tenemos los dos?',
    ]);
    expect(reply).toContain('Suman 9 puntos');
    expect(reply).toContain('Con lo que escribiste de tu pareja, suma 7 puntos propios');
  });

  it("keeps the visitor's points and gives the boyfriend's apart (72a W8)", () => {
    const reply = askInConversation('es', [
      'Soy licenciada en administración de empresas, fui au pair 12 meses en Alemania, 26 años, alemán B2, inglés B1. ¿Cuántos puntos tengo para la Chancenkarte?',
      'Y mi novio también quiere ir, tiene 27 años, es ingeniero de sistemas, inglés B2, 3 años de experiencia (2022-2025). ¿Cuántos puntos tendría él?',
    ]);
    expect(reply).toContain('Suman 6 puntos');
    expect(reply).toContain('suma 5 puntos propios');
    expect(reply).toContain('no suma el punto mientras no estén casados');
  });

  it("does not give the wife's German to the doctor (72c v31b)", () => {
    const reply = askInConversation('de', [
      'Hola, soy médico general, 44 años, Deutsch B1, Approbation habe ich nicht, 18 Jahre Erfahrung. Mi esposa es enfermera, 42, Deutsch A2. Wie viele Punkte für die Chancenkarte?',
      'Sí, Medizin ist ein Studium (6 Jahre, Universidad). Meine Frau: Deutsch A2, 42 Jahre, Licenciatura en Enfermería, 15 Jahre Erfahrung bis heute. Hat sie selbst 6 Punkte, zählt sie für mich?',
    ]);
    expect(reply).toContain('Deutsch B1: 2 Punkte');
    expect(reply).toContain('Das sind 6 Punkte');
    expect(reply).toContain('auf 5 eigene Punkte');
  });

  it('counts a biology graduate without his IT years on the follow-up (72c v26b)', () => {
    const reply = askInConversation('de', [
      'Hallo, ich bin 34, Licenciado en Biología (UAGRM), arbeite aber seit 5 Jahren (2021-heute) als Java-Entwickler. Kein Deutsch, Englisch B2. Angebot als Backend Developer in Berlin: 50.000 €. Geht die Blaue Karte?',
      'Und falls das Visum nicht klappt: wie viele Punkte hätte ich für die Chancenkarte? Mein Abschluss ist ja Biologie, nicht Informatik.',
    ]);
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 3 (6 nötig).');
  });
});

// What walk-through 73 found, on this stop's first fixes.
describe('walk-through 73', () => {
  it('recounts an hourly wage when a follow-up corrects the hours (73a W1)', () => {
    const reply = askInConversation('es', [
      'Me gradué de arquitecta en 2024 (UCB La Paz, anabin entspricht), 27 años. Un estudio en Colonia me ofrece €22/hour, 40 horas por semana, como arquitecta junior. ¿Me corresponde la Blue Card?',
      'perdón, el contrato dice 42 horas semanales, no 40. ¿cambia?',
    ]);
    expect(reply).toContain('Salario bruto que entendí: €48.048 al año.');
    expect(reply).toContain('la Tarjeta Azul UE es posible');
  });

  it('reads "esperiencia", a mechanical engineering degree "terminé", and a hypothetical A2 beside the husband (73a)', () => {
    expect(
      read('es', 'soi medica cirujana tengo 35 anos, tengo 7 años de esperiencia').experience,
    ).toBe('fiveOfSeven');
    expect(
      read('es', 'luego volví y terminé ingeniería mecánica en Bolivia. Tengo 28 años, alemán B1.')
        .occupation,
    ).toBe('shortage');
    const reply = askInConversation('es', [
      'mi esposo y yo somos ingenieros de sistemas los dos, tenemos 33 y 31 años, ingles B2, nada de aleman, cada uno con 3 años de experiencia (2022 a 2025). queremos ir juntos con la chancenkarte, cuantos puntos tenemos?',
      'y si yo saco alemán A2 antes de aplicar? mi esposo se queda sin alemán',
    ]);
    expect(reply).toContain('Alemán A2: 1 punto');
    // Her 6 points alone earn him the spouse's point, his 5 + 1 meet the card, and so he earns
    // her one (§ 20b (1) no. 12; stop 82, 115a F7).
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).toContain('1 de ellos por ti');
    expect(reply).not.toContain('suma 0 puntos propios');
  });

  it('keeps the job offer when a follow-up corrects its amount (73b W1)', () => {
    expect(read('en', 'sorry I made a mistake, the offer is 44k not 48k. still ok?').jobOffer).toBe(
      true,
    );
  });

  it("keeps the partner's nursing apart after a bracket, and reads 'from 2012 to today' beside a place (73b W3, W4)", () => {
    const teacher = read(
      'en',
      'Good morning. Im a high school math teacher from Tarija, 35 years old (36 in august). Licenciatura en matemáticas, 9 years teaching. German B1, english A2. Also my partner (not married, we live together 6 years) is a nurse with licenciatura, 32, German B1, 5 years exp. What points we have?',
    );
    expect(teacher.occupation).toBe('shortage');
    expect(teacher.qualificationField).toBeUndefined();
    expect(
      read(
        'en',
        'I am 40 years old exactly, ingeniera química, graduated 2010, working as chemical engineer in a refinery in Santa Cruz from 2012 to today.',
        12,
      ).experience,
    ).toBe('fiveOfSeven');
  });

  it('reads a German master by its university and dates, and a corrected age (72b W3/W4, 73c W1)', () => {
    expect(
      read(
        'en',
        'I was student in Germany (master in Aachen) 2019-2021 then came back to Bolivia. Industrial engineer. 33 years.',
      ),
    ).toMatchObject({ recognised: true, age: 'under35' });
    expect(
      read('en', 'My master is from RWTH Aachen (german university). Can I get opportunity card?')
        .recognised,
    ).toBe(true);
    expect(
      read('de', 'Korrektur: ich bin doch schon 35, nicht 34 (cumpleaños letzte Woche).').age,
    ).toBe('from35to39');
  });

  it('opens the IT routes to a developer with school alone (73c W4)', () => {
    const reply = ask(
      'de',
      'Ich bin Programmierer ohne Abschluss, nur Bachillerato, aber 6 Jahre Erfahrung als Full-Stack Dev. 28 Jahre, Englisch C1. Kann ich mit der Chancenkarte zur Jobsuche nach Deutschland kommen?',
    );
    expect(reply).not.toContain('ein Jobangebot würde sie also auch nicht öffnen');
    expect(reply).toContain(
      'Als IT-Spezialistin oder IT-Spezialist: drei Jahre IT-Berufserfahrung',
    );
  });

  it('takes no IT years told beside a taxi job, and hires without a degree (72b W5, 72c v42)', () => {
    expect(
      read(
        'en',
        'wait, actually my experience: 2015-2019 as developer, then 2019-2024 I was working as a taxi driver, and since 2024 developer again. does it change?',
        12,
      ).experience,
    ).toBe('twoOfFive');
    expect(
      read(
        'de',
        'Hallo, wir sind ein Startup in Berlin und wollen eine Frontend-Entwicklerin aus Bolivien ohne Uni-Abschluss einstellen, sie hat 4 Jahre Erfahrung (2022-2026) mit React.',
      ).jobOffer,
    ).toBe(true);
  });
});

describe('walk-through 74', () => {
  it('reads "20 yrs teaching" as years of work beside "I\'m 45", and "I do frontend since 2024" (74b)', () => {
    expect(
      read(
        'en',
        "I'm 45, profesora de ingles (licenciatura en idiomas, UMSA), 20 yrs teaching, English C2.",
      ).age,
    ).toBe('from40');
    expect(
      read('en', 'Im 24, I do frontend (react) since 2024, so 2 years, no degree.', 12).experience,
    ).toBe('twoOfFive');
  });

  it('opens the side of 45 again when a follow-up says the visitor turns 45 (74b W1)', () => {
    const reply = askInConversation('en', [
      "Hi, mechanical engineer from Bolivia (UMSS), 44 yo, 15 years experience in maintenance. Offer from a company in Stuttgart: 3.800 brutos mensuales x 14 payments. Degree is 'entspricht' in anabin. Blue card or skilled worker?",
      'forgot to say, my birthday is next month, I will be 45 when I apply. does it matter?',
    ]);
    expect(reply).toContain('- To show: At 45 or over, with a gross salary under €55,770 a year');
  });

  it('leaves the fit of a job and a degree both off the lists to show (74b W3)', () => {
    const reply = ask(
      'en',
      'I studied law in Bolivia, degree comparable in anabin, 30 years old, and I work in marketing for 6 years. Offer in Cologne as marketing manager, 52.000 per year. The job has nothing to do with law. Can I go as skilled worker under 18b even if its not my field?',
    );
    expect(reply).not.toContain('- Met: A job offer in Germany that fits your qualification');
  });

  it('reads a master finished in Germany after a comma (74c V18)', () => {
    expect(
      read(
        'de',
        'Hola, ich habe 2019-2022 in Aachen studiert (Master Maschinenbau, abgeschlossen in Deutschland), dann zurück nach Bolivien.',
      ).recognised,
    ).toBe(true);
  });
});
