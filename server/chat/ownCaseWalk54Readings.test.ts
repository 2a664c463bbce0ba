import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 53g, 53h and 54: two people's facts in one message. Oracle: DE38/DE41 (the
// age and German points are the applicant's own), DE26 (a Blue Card without a degree needs no
// age rule), DE29/DE30 (a degree in anabin); § 20b AufenthG for the partner's point.

describe('the clauses that follow one about the partner (53g W10)', () => {
  it('stay hers until the visitor speaks of themselves again', () => {
    const text =
      'mi esposa y yo queremos ir, ella es ingeniera con 5 años de experiencia, alemán B1, 33 años, cumple todo para la chancenkarte. Yo soy administrador de empresas, 39 años, inglés C1, 5 años de experiencia en los últimos 7, sin alemán. ¿cuántos puntos tengo yo?';
    const profile = read('es', text);
    expect(profile.age).toBe('from35to39');
    expect(profile.german).toBe('none');
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it('give way to the visitor’s own clause in the same sentence', () => {
    const text =
      'Mi esposa viene conmigo, ella es contadora, 2 años de experiencia, yo tengo alemán B1 y 33 años. ¿Cuántos puntos tengo?';
    const profile = read('es', text);
    expect(profile.german).toBe('B1');
    expect(profile.age).toBe('under35');
  });
});

describe('a second candidate in an employer’s message (53h W40)', () => {
  it('is weighed on its own, not merged with the first', () => {
    const text =
      "We're a Berlin IT company. Our candidate (29) has a bachelor in CS from Bolivia, anabin H+, and we'd pay 45 000 EUR. Another candidate, 46, no degree but 8 years as a backend dev, we'd pay 47.500. What do they each need?";
    expect(read('en', text).manyPeople).toBe(true);
    const reply = askAs('european_company', 'en', text);
    expect(reply).toContain('one candidate at a time');
    expect(reply).not.toContain('none of these routes is possible');
  });

  it('also in Spanish and German', () => {
    expect(
      read(
        'es',
        'Una candidata tiene 30 años y título. Otra candidata tiene 41 y 6 años de experiencia.',
      ).manyPeople,
    ).toBe(true);
    expect(
      read('de', 'Die Kandidatin ist 30 und hat einen Abschluss. Der andere Kandidat ist 41.')
        .manyPeople,
    ).toBe(true);
  });
});

describe('a relative named with words before the noun (53h W24)', () => {
  it('keeps the son’s German out of the mother’s points', () => {
    const text =
      "Two questions: can my 17-year-old son do an Ausbildung in Germany (German A2)? And can I get an Opportunity Card — I'm 42, architect with a degree, German B1, 10 years of experience.";
    const profile = read('en', text);
    expect(profile.german).toBe('B1');
    expect(profile.wantsTraining).toBeUndefined();
    expect(profile.otherPersonAsked).toBe(true);
    expect(ask('en', text)).toContain('German B1: 2 points');
  });

  it('in German too', () => {
    const text =
      'Meine 17-jährige Tochter (Deutsch B1) will eine Ausbildung machen. Und ich? Ich bin 44, Ingenieurin mit Abschluss, Deutsch A2, 12 Jahre Erfahrung. Wie viele Punkte habe ich?';
    expect(read('de', text).german).toBe('A2');
  });
});

describe('an age written in words (54a W55–W57)', () => {
  it('is read as its digits in each language', () => {
    expect(read('de', 'Ich bin vierunddreißig, Deutsch A2.').age).toBe('under35');
    expect(read('en', "I'm thirty-five, German B1.").age).toBe('from35to39');
    expect(read('en', "I'm forty, German B1.").age).toBe('from40');
    expect(read('es', 'tengo cuarenta y un años, alemán B1').age).toBe('from40');
    expect(read('es', 'tengo veinticinco años y alemán B1').age).toBe('under35');
  });

  it('counts the points the age gives (DE37)', () => {
    const text =
      'Ich bin vierunddreißig, Bachelor in Maschinenbau (noch nicht anerkannt), Deutsch A2, Englisch B2, habe 2 der letzten 5 Jahre als Ingenieur gearbeitet, kein Jobangebot. Reicht das für die Chancenkarte?';
    expect(ask('de', text)).toContain('Unter 35 Jahre: 2 Punkte');
  });

  it('reads whole thousands in words, and asks again for an amount it cannot read whole (89c W3)', () => {
    expect(read('es', 'me ofrecen cincuenta y dos mil euros al año').salary).toBe(52_000);
    expect(read('en', 'an offer of fifty-two thousand euros a year').salary).toBe(52_000);
    expect(read('es', 'me ofrecen ciento cincuenta mil al año')).toMatchObject({
      salaryProblem: 'format',
    });
    expect(read('es', 'me ofrecen ciento cincuenta mil al año').salary).toBeUndefined();
  });
});

describe('years in a field within a period (54a W37)', () => {
  it('are years of work', () => {
    const text =
      "I'm 40, IT degree not checked, 5 years in IT in the last 7, no German, English B1, no job offer. Can I get the Opportunity Card?";
    expect(read('en', text).experience).toBe('fiveOfSeven');
    expect(ask('en', text)).toContain('That makes 4 points');
  });

  it('but years in Germany within a period are a stay', () => {
    const text = "I'm 33, degree in economics, 2 years in Germany in the last 5 as a student.";
    expect(read('en', text).experience).toBeUndefined();
  });
});

describe('a ZAB statement not held (54a W27)', () => {
  it('leaves the degree named before it, and § 19c (2) is weighed (DE31)', () => {
    const text =
      "Hi, I'm 41, mechanical engineer from Bolivia. My university shows H+ in anabin and my degree is listed there, but I haven't got a ZAB statement. I have a job offer for €52,000 gross a year and 8 years of experience. What are my options?";
    expect(read('en', text).degree).toBe(true);
    const reply = ask('en', text);
    expect(reply.split('Work based on professional experience (§ 19c(2) AufenthG):')[1]).toMatch(
      /^[^]*?With what you wrote, this route is possible\./,
    );
    expect(read('de', 'Ich habe keinen ZAB-Bescheid, aber einen Bachelor in BWL.').degree).toBe(
      true,
    );
  });
});

describe('an in-house legal adviser, "no como Rechtsanwalt" (54b W5)', () => {
  it('needs no admission: § 19c (2) is possible, the Blue Card and § 18b to show (DE31)', () => {
    const text =
      'Soy abogado, tengo 45 años, mi título no está revisado. Una empresa en Frankfurt me quiere como asesor legal interno (no como Rechtsanwalt) y me ofrece 52 mil euros brutos al año. Tengo 6 años de experiencia y inglés C1. Qué visa me corresponde?';
    const profile = read('es', text);
    expect(profile.regulated).toBeUndefined();
    expect(profile.licenceNotNeeded).toBe(true);
    const reply = ask('es', text);
    expect(reply).toContain(
      'Vías abiertas para ti con lo que escribiste (posibles, o posibles cuando demuestres lo marcado): Tarjeta Azul UE (§ 18g AufenthG); Trabajo calificado con formación reconocida (§§ 18a y 18b AufenthG)',
    );
    expect(reply).toContain('Trabajo por experiencia profesional (§ 19c, apartado 2, AufenthG)');
  });
});

describe('"mi señora" (54b W14)', () => {
  it('is the partner: her nursing is hers, and her point counts', () => {
    const text =
      'Hola, tengo 33 años, soy contador con título (no lo revisé), 4 años de experiencia, alemán A2 e inglés B1. Mi señora es enfermera con licenciatura y tiene B2 de alemán, ella también cumple para la chancenkarte y vamos juntos. Cuántos puntos tengo?';
    const profile = read('es', text);
    expect(profile.occupation).toBeUndefined();
    expect(profile.partner).toBe(true);
  });
});

describe('a stay on a work visa (54b W15)', () => {
  it('dates the stay, not the years of work told apart', () => {
    const text =
      'tengo 41 años, soy ingeniera química, mi título no lo revisé. 6 años de experiencia, alemán B1, inglés C1, sin oferta. Estuve 1 año en Alemania con visa de trabajo (de 2019 a 2020). ¿Me da para la chancenkarte?';
    const profile = read('es', text);
    expect(profile.experience).toBe('fiveOfSeven');
    expect(profile.germanStay).toBe(false);
    expect(ask('es', text)).toContain('Suman 7 puntos');
  });
});

describe('a notice of substantial differences (54b W25)', () => {
  it('is a partial recognition: the visa for its measures, and 4 points (DE52)', () => {
    const text =
      'Wir sind ein Krankenhaus und möchten eine Ärztin aus Mexiko als Assistenzärztin einstellen. Sie hat einen Bescheid mit wesentlichen Unterschieden (Kenntnisprüfung erforderlich), Deutsch B2 (C1 Fachsprache noch nicht), 32 Jahre. Welche Wege gibt es für sie?';
    expect(read('de', text).partialRecognition).toBe(true);
    const reply = askAs('european_company', 'de', text).replace(/\u00ad/g, '');
    expect(reply).toContain('Visum für Anerkennungsmaßnahmen (§ 16d Abs. 1 AufenthG)');
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 10 (6 nötig).');
  });
});

describe('a mathematics teacher with a "Lizenziat" (54b W26)', () => {
  it('is a teacher with a degree: the lower threshold, whenever she graduated', () => {
    const text =
      'Wir sind eine private internationale Schule in München und möchten eine Mathematiklehrerin aus Bolivien einstellen (Lizenziat, nicht geprüft, 12 Jahre Erfahrung). Gehalt 48.000 € brutto. Reicht das für die Blaue Karte?';
    expect(read('de', text)).toMatchObject({ occupation: 'shortage', degree: true });
    expect(askAs('european_company', 'de', text)).not.toContain('Wann hat die Kandidatin');
  });
});

describe('a university listed H+ whose degree is not listed (54b W39)', () => {
  it('leaves the comparability to show (DE29/DE31)', () => {
    const text =
      'Unsere Kandidatin hat einen Bachelor in Wirtschaftsinformatik von einer Hochschule, die in anabin als H+ geführt wird; der Abschluss selbst ist in anabin nicht gelistet. Wir bieten 51.000 €. Reicht das für die Blaue Karte EU?';
    expect(read('de', text).recognised).toBeUndefined();
    expect(askAs('european_company', 'de', text)).toContain(
      'Mit Ihren Angaben ist die Blaue Karte EU möglich, sobald Sie nachweisen',
    );
  });
});

describe('an IT project manager without a degree (54b W47)', () => {
  it('is an IT specialist for § 18g (2): ISCO 133 and 25 (DE26)', () => {
    const text =
      "I'm 45, IT project manager, no degree, 10 years experience in IT, job offer €52,000 gross. Can I get a Blue Card even though I'm over 45?";
    expect(read('en', text).occupation).toBe('it');
    expect(ask('en', text)).toContain(
      'Routes open to you with what you wrote (possible, or possible once you show what is marked): EU Blue Card (§ 18g AufenthG)',
    );
  });
});

describe('a girlfriend the visitor says they are married to (53g W10)', () => {
  const text =
    'mi novia y yo queremos ir, ella es ingeniera con 5 años de experiencia, alemán B1, 33 años, cumple todo para la chancenkarte. Yo soy administrador de empresas, 39 años, inglés C1, 5 años de experiencia en los últimos 7, sin alemán. Estamos casados desde el año pasado. ¿cuántos puntos tengo yo?';

  it('is a spouse: her point counts, her facts stay hers (§ 20b (1), DE46)', () => {
    expect(read('es', text)).toMatchObject({ partner: true, age: 'from35to39', german: 'none' });
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it('is no spouse when they are not married', () => {
    const unmarried =
      'My girlfriend comes with me and meets the requirements, we are not married. I am 30, German B1, degree. How many points?';
    expect(read('en', unmarried).partner).not.toBe(true);
    expect(
      read(
        'de',
        'Meine Verlobte kommt mit und erfüllt die Voraussetzungen, wir sind verheiratet seit Mai. Ich bin 30, Deutsch B1.',
      ).partner,
    ).toBe(true);
  });
});

describe('walk-through 54d: facts the chat left unread', () => {
  it('"jetzt 26" is the age (W38, DE37)', () => {
    const text =
      'War 2023/24 zwölf Monate Au-pair in Deutschland, jetzt 26, Bachelor in Psychologie (nicht geprüft), Deutsch B2, keine Berufserfahrung. Chancenkarte?';
    expect(read('de', text).age).toBe('under35');
    expect(ask('de', text)).toContain('Das sind 6 Punkte');
  });

  it('a husband who "erfüllt selbst die Chancenkarte" earns the point (W37, DE46)', () => {
    const text =
      'Ich bin 35, Lizenziat in Tourismus, Deutsch A2, Englisch B2, 2 Jahre Erfahrung in den letzten 5. Ich war schon 3 Monate als Touristin und 6 Monate mit Sprachkursvisum (2024) in Deutschland. Mein Ehemann ist Ingenieur und erfüllt selbst die Chancenkarte (7 Punkte). Wie viele Punkte habe ich?';
    expect(read('de', text).partner).toBe(true);
    expect(ask('de', text)).toContain('Das sind 6 Punkte');
  });

  it('a one-year training is none these routes count, told before a wish (W24, DE61)', () => {
    const text =
      'Wir sind ein Pflegeheim mit Tarifvertrag. Eine Pflegehelferin aus Peru mit einjähriger Ausbildung möchte zu uns, wir würden 2.600 € im Monat zahlen. Geht das?';
    expect(read('de', text)).toMatchObject({ vocational: false, schoolOnly: true });
    expect(askAs('european_company', 'de', text)).toContain(
      'Mit Ihren Angaben ist noch keiner davon möglich.',
    );
    expect(
      read('es', 'quiero hacer una formación de 3 años en Alemania').vocational,
    ).toBeUndefined();
  });

  it('a stay on a residence title after a tourist visit counts (W13, W68, DE44)', () => {
    expect(
      read(
        'es',
        'Tengo 40, alemán A2. Estuve de turista 3 meses en 2024 y 7 meses con visa de curso de idiomas en 2025. ¿Cuántos puntos tengo?',
      ).germanStay,
    ).toBe(true);
    expect(
      read(
        'en',
        "I visited Germany as a tourist for 3 months in 2024 and then lived there for a year (2024-2025) on a student visa. I'm 36.",
      ).germanStay,
    ).toBe(true);
    expect(
      read('es', 'viví 2 años en España con residencia legal. Tengo 32, alemán A2.').germanStay,
    ).toBeUndefined();
  });

  it('a degree anabin rates "entspricht" or "equivalent" beside an H+ university (W3, W69, DE01)', () => {
    const es =
      'Soy ingeniero civil, título de la UMSA, en anabin la universidad sale H+ y el título dice "entspricht". Tengo 39 años y una constructora me ofrece 45 mil euros brutos al año, no tienen convenio colectivo. Alemán A2, 3 años de experiencia en los últimos 5. ¿Qué visa me toca?';
    expect(read('es', es).recognised).toBe(true);
    expect(ask('es', es)).toContain(
      'Trabajo calificado con formación reconocida (§§ 18a y 18b AufenthG):',
    );
    const en =
      "I'm a pharmacist, 41, my university is H+ in anabin and my degree is listed as equivalent, German B2, I have a job offer of €47,000 at a pharmacy but no Approbation yet. What are my options?";
    expect(read('en', en).recognised).toBe(true);
  });
});

describe('walk-through 54c: denials and endings', () => {
  it('an occupation denied is not the visitor’s (W37, W52, DE08)', () => {
    expect(
      read(
        'de',
        'Ich bin 45, Betriebswirt (kein Informatiker) mit anerkanntem Master. Angebot als Controller: 48.000 € brutto im Jahr.',
      ).occupation,
    ).toBeUndefined();
    expect(
      read(
        'es',
        'No soy ingeniera, soy abogada con título reconocido por la ZAB. Me ofrecen 47.500 € al año como asesora de compliance.',
      ).occupation,
    ).toBeUndefined();
    expect(read('en', "I'm not a developer, I'm a nurse.").occupation).toBe('nursing');
  });

  it.each([
    [
      'de',
      'Ich bin 36, Chemikerin (Abschluss nicht geprüft), Deutsch B2, Englisch B2, 3 Jahre Berufserfahrung, habe aber 2021 aufgehört zu arbeiten. Reicht es für die Chancenkarte?',
    ],
    [
      'en',
      "I'm 37, biologist with a degree not checked yet, German B1, English B2. I have 3 years of experience but I stopped working in 2021. How many Opportunity Card points do I get?",
    ],
    [
      'es',
      'tengo 39 años, soy veterinaria con título universitario (no revisado), alemán B1, inglés B2, 3 años de experiencia pero terminé de trabajar en 2021.',
    ],
  ] as const)(
    '[%s] years of work that ended in 2021 earn no points in 2026 (DE66)',
    (lng, text) => {
      expect(read(lng, text).experience).toBe('none');
    },
  );

  it.each([
    [
      'de',
      'Ich habe mein Informatikstudium in La Paz nach 3 Jahren abgebrochen und arbeite seit 2 Jahren als Webentwickler. Bin 26. Eine Agentur in Hamburg bietet mir 50.000 € brutto. Bekomme ich die Blaue Karte?',
    ],
    [
      'en',
      "I didn't finish my nursing degree (left after 2 years), I work as a nursing assistant in Lima. I'm 25, German B1. Can I get the Opportunity Card?",
    ],
    [
      'es',
      'Estudié 3 años de administración de empresas pero no terminé la carrera. Trabajo hace 4 años como asistente administrativa. Tengo 30, alemán B1, inglés B2. ¿Me alcanza para la Chancenkarte?',
    ],
  ] as const)(
    '[%s] studies left unfinished are no qualification (W56, W59, W60, DE61)',
    (lng, text) => {
      expect(read(lng, text)).toMatchObject({ schoolOnly: true, degree: false });
    },
  );

  it('a degree finished beside one left unfinished stays', () => {
    expect(
      read('en', "I have a bachelor in computer science but didn't finish my master's. I'm 30.")
        .degree,
    ).toBe(true);
  });
});

describe('a degree earned in Germany (53f W38)', () => {
  const text =
    "I'm 37. I did my master's in chemistry at TU Dresden from 2022 to 2024 on a student visa and finished it, then went back to Peru. Bachelor from Peru not checked. German B1, 3 years of work in the last 5. No job offer yet. Opportunity Card?";

  it('needs no recognition, and its years of study are a legal stay (§ 18 (3) no. 2, § 20b)', () => {
    expect(read('en', text)).toMatchObject({ recognised: true, germanStay: true });
    expect(ask('en', text)).toContain('so you need no points');
    expect(read('de', 'Ich habe meinen Master in Leipzig gemacht und bin 29.').recognised).toBe(
      true,
    );
    expect(read('es', 'Terminé la maestría en Alemania en 2023, tengo 31.').recognised).toBe(true);
  });

  it('is not one wished for, one from home beside a job in Germany, or a partner’s', () => {
    expect(
      read('en', "I did my bachelor in Bolivia and want to do a master's in Germany.").recognised,
    ).toBeUndefined();
    expect(
      read('en', "I finished my bachelor's in La Paz and have a job offer in Berlin.").recognised,
    ).toBeUndefined();
    expect(read('es', 'Mi esposa terminó la maestría en Alemania.').recognised).toBeUndefined();
  });
});

describe('walk-throughs 54e and 54f: stays, ranges, titles and licences', () => {
  it('two stays in one sentence are weighed apart: one that counts is enough (54f W30, W5, DE44)', () => {
    const auPair =
      'Ich habe 2023/24 ein Au-pair-Jahr in Hamburg gemacht und danach 4 Monate einen Sprachkurs in Berlin. Jetzt bin ich 29, habe einen Bachelor in BWL aus Peru (Uni in anabin H+, Abschluss noch nicht geprüft), Deutsch B2, 1 Jahr Berufserfahrung. Wie viele Punkte hätte ich für die Chancenkarte?';
    expect(read('de', auPair).germanStay).toBe(true);
    expect(ask('de', auPair)).toContain('Das sind 6 Punkte');
    expect(
      read(
        'en',
        'I did a 3-month language course in Leipzig last year and a 1-year working holiday in Germany in 2022.',
      ).germanStay,
    ).toBe(true);
    const tourist =
      'Ich bin 36, Master in BWL (in Deutschland nicht geprüft), 2 Jahre Berufserfahrung, Deutsch A2, Englisch B2, war nur als Touristin in Deutschland.';
    expect(read('de', tourist).germanStay).toBe(false);
  });

  it('Germany named for a recognition is no stay (54f W4, DE45)', () => {
    const text =
      'Our restaurant in Frankfurt wants to hire a chef from Mexico. He is 45 years old, did a 3-year vocational training in Mexico (not recognised in Germany yet), 6 years experience.';
    expect(read('en', text).germanStay).toBeUndefined();
  });

  it('a master’s left unfinished beside a bachelor’s keeps the bachelor’s (54f W39)', () => {
    const text =
      'Ich war von 2021 bis 2023 mit einem Studentenvisum in Deutschland (Master abgebrochen), davor 2 Monate als Tourist. Jetzt bin ich 33, Bachelor Wirtschaftsinformatik aus Kolumbien, Deutsch B1, Englisch C1, 3 Jahre Berufserfahrung seit 2023. Chancenkarte möglich?';
    expect(read('de', text)).toMatchObject({ degree: true, germanStay: true });
    expect(read('de', text).schoolOnly).toBeUndefined();
  });

  it('a licence awaited is not held (54f W29, DE51)', () => {
    const text =
      'Hallo, ich bin Apothekerin aus Chile, 33 Jahre, Anerkennung noch nicht beantragt, Deutsch B1, 4 Jahre Berufserfahrung. Eine Apotheke in Dresden würde mich als PTA für 42k einstellen, bis ich die Approbation habe. Geht das?';
    expect(read('de', text).licensed).toBe(false);
  });

  it('years of experience win over a year of work told apart (54d W19, 53c W54, DE41)', () => {
    const text =
      'Trabajé un año en Alemania en 2018 con visa de trabajo. Ahora tengo 33, soy arquitecta con título (no revisado), alemán B2, 6 años de experiencia. ¿Cuántos puntos me dan?';
    expect(read('es', text).experience).toBe('fiveOfSeven');
    const holiday =
      'Trabajé un año en Alemania con la visa Working Holiday hace dos años. Soy licenciado en informática (sin reconocer), 36 años, 2 años de experiencia en los últimos 5, alemán A2. Cuántos puntos tengo?';
    expect(read('es', holiday)).toMatchObject({ experience: 'twoOfFive', germanStay: true });
    expect(ask('es', holiday)).toContain('Suman 6 puntos');
  });

  it('a range after "but that was" dates the years before it (54e W65, W84, DE63/DE66)', () => {
    expect(
      read(
        'en',
        "I worked 2 years as a lab technician but that was 2016 to 2018. I have a 3-year technical degree (state-recognised), German B1, I'm 31.",
      ).experience,
    ).toBe('none');
    expect(
      read(
        'es',
        'Trabajé 3 años de enfermera en Sucre pero eso fue de 2015 a 2018, después me quedé en casa con mis hijos. Tengo 32 años.',
      ).experience,
    ).toBe('none');
  });

  it('"un técnico de 1 año" is no two-year training (54e W62, DE61)', () => {
    expect(
      read(
        'es',
        'Tengo un técnico en contabilidad de 1 año nomás, alemán B2, 28 años, 4 años de experiencia. ¿Puedo con la Chancenkarte?',
      ),
    ).toMatchObject({ schoolOnly: true, vocational: false });
  });

  it('a ZAB statement beside an H+ university is a comparable degree (54e W3, DE62)', () => {
    const text =
      'Soy ingeniera civil, tengo 41 años, mi título sale en anabin como H+ y tengo la declaración de la ZAB. Hablo alemán A2 e inglés B2, no tengo oferta todavía. Trabajo hace 6 años en mi área. ¿Puedo sacar la Chancenkarte? ¿cuántos puntos tengo?';
    expect(read('es', text).recognised).toBe(true);
    expect(ask('es', text)).toContain('así que no necesitas puntos');
  });
});

describe('"I have 44 years" (54e W79)', () => {
  it('is the age, and no years of work', () => {
    const text =
      'I have 44 years, degree fully recognised (ZAB), non-shortage job in sales, offer 50.699,99 EUR. Blue Card?';
    const profile = read('en', text);
    expect(profile.age).toBe('from40');
    expect(profile.experience).toBeUndefined();
    expect(read('en', 'I have 20 years in IT, degree recognised.').age).toBeUndefined();
  });
});

describe('walk-throughs 54g and 54h', () => {
  it.each([
    [
      'de',
      'Ich bin 41, Diplom in Architektur (anabin vergleichbar), Abschluss 2010, Angebot 48.000 € brutto. Blaue Karte?',
    ],
    [
      'es',
      'estudié arquitectura, mi título es comparable en anabin, me titulé el 2011, tengo 39 y me ofrecen 48 mil al año en un estudio de arquitectura. tarjeta azul?',
    ],
    [
      'en',
      'I have a degree in architecture (comparable in anabin), graduated in 2013, and an offer of 47,500 a year from an architecture firm in Hamburg. Blue Card?',
    ],
  ] as const)(
    '[%s] architecture as a degree’s field is on the Blue Card’s list (54g W54, W65, W67)',
    (lng, text) => {
      expect(read(lng, text).occupation).toBe('blueCardList');
    },
  );

  it('"bietet mir eine Stelle … an" is a job offer (54g W53, DE51)', () => {
    const text =
      'Ich bin 29, Physiotherapeutin mit Abschluss, Teilanerkennung liegt vor, Deutsch B1, und eine Praxis bietet mir eine Stelle mit Anerkennungspartnerschaft an. Was passt?';
    expect(read('de', text).jobOffer).toBe(true);
  });

  it('a notice that asks for a knowledge test is a partial recognition (54g W69)', () => {
    const text =
      'Ich bin 35, habe eine Ausbildung als Krankenpfleger, der Anerkennungsbescheid verlangt eine Kenntnisprüfung, Deutsch B1, kein Angebot. Chancenkarte, und was geht noch?';
    expect(read('de', text).partialRecognition).toBe(true);
  });

  it('a German course of 8 months is a stay, and no qualification of its own (54h W11, W71, W72, DE44)', () => {
    const es =
      'dos preguntas: 1) tengo 39 años, soy ingeniera agrónoma (título sin revisar), A2 de alemán, 3 años de experiencia del 2023 a hoy, y estuve 8 meses en un curso de alemán en Leipzig el 2024 con visa de curso de idioma, eso cuenta para puntos? 2) cuántos puntos tengo en total?';
    expect(read('es', es)).toMatchObject({ degree: true, germanStay: true });
    expect(read('es', es).schoolOnly).toBeUndefined();
    expect(
      read(
        'en',
        "I'm 39, an agronomist engineer, German A2, 3 years of experience since 2023, and I spent 8 months on a German course in Leipzig in 2024. How many points?",
      ).germanStay,
    ).toBe(true);
    expect(
      read(
        'de',
        'Ich bin 39, Agraringenieurin, Deutsch A2, 3 Jahre Erfahrung seit 2023, und ich war 2024 acht Monate in einem Deutschkurs in Leipzig. Wie viele Punkte?',
      ).germanStay,
    ).toBe(true);
  });

  it('a range after a stay is the stay’s, not the years of teaching (54h W52, DE41)', () => {
    const text =
      "I'm a teacher, 39, I applied for recognition but have no notice yet, German B1, 8 years teaching, I lived in Germany 2016-2018 as a student. No job offer yet. Opportunity Card or recognition visa?";
    expect(read('en', text)).toMatchObject({ experience: 'fiveOfSeven', germanStay: false });
  });

  // Since stop 55 a licence not held yet leaves §§ 18a/18b open once it is shown (granted or
  // promised, § 18 (2) no. 3; DE55), and closes § 19c (2), a regulated profession's route
  // without it (DE51, DE55).
  it('a licence said not held closes § 19c (2) and leaves §§ 18a/18b to show (54h W20)', () => {
    const text =
      'Wir möchten eine Ärztin aus Ecuador als Assistenzärztin einstellen (TV-Ärzte, 62.000 €). Sie hat Deutsch C1, aber noch keine Berufserlaubnis und keine Approbation, auch noch keinen Bescheid. Welche Aufenthaltserlaubnis kommt in Frage?';
    const open = askAs('european_company', 'de', text)
      .split('\n')
      .find((line) => line.startsWith('Nach Ihren Angaben offene Wege'));
    expect(open).toContain('§§ 18a und 18b');
    expect(open).not.toContain('§ 19c');
  });

  it('a Berufserlaubnis under § 10 BÄO in brackets is a licence for a time, no recognition (54h W43)', () => {
    const text =
      'Somos una clínica en Berlín. Una médica boliviana ya tiene la Berufserlaubnis (§ 10 BÄO) pero todavía no la Approbation, alemán C1, le pagaríamos 58.000 al año con convenio. ¿Le sale la Blue Card o qué permiso?';
    expect(read('es', text)).toMatchObject({ licensed: true });
    expect(read('es', text).recognised).toBeUndefined();
  });
});

describe('a skilled worker asking for the Opportunity Card (54g W47, W60)', () => {
  it('is told neither points nor languages are asked (§ 20a (1) no. 1)', () => {
    const reply = ask(
      'en',
      "I'm a carpenter, my 3-year training is fully recognized in Germany, I'm 38, and I speak no German and no English at all. Can I get the Opportunity Card?",
    );
    expect(reply).toContain('so you need no points');
    expect(reply).not.toContain('German A1 or English B2');
  });
});

describe('walk-throughs 54i and 54j', () => {
  it.each([
    [
      'en',
      'I am 28 and graduated in economics in 2021 (degree recognised). A bank offers me 46,000 euros. Can I use the lower Blue Card threshold as a recent graduate?',
    ],
    [
      'es',
      'soy recién egresada de contabilidad, me titulé en 2020, título reconocido, tengo 29, oferta de 47.000 €. ¿aplica el umbral bajo de la tarjeta azul por ser recién titulada?',
    ],
    [
      'de',
      'Ich bin Berufseinsteigerin, Abschluss in Marketing 2019 (anerkannt), 29 Jahre, Angebot 47.500 Euro. Gilt für mich die niedrigere Schwelle der Blauen Karte?',
    ],
  ] as const)(
    '[%s] the year of the degree wins over "a recent graduate" (54i W48, W49, W64)',
    (lng, text) => {
      expect(read(lng, text).recentGraduate).toBe(false);
    },
  );

  it('"a recent graduate" with no year is one', () => {
    expect(
      read('en', "I'm a recent graduate in economics, degree recognised, offer 46,000.")
        .recentGraduate,
    ).toBe(true);
  });

  it('a lawyer whose master’s was left unfinished holds her law degree (54j W22, DE41/DE44)', () => {
    const text =
      'Ich bin Anwältin, 35 Jahre, Abschluss nicht anerkannt, Deutsch C1, Englisch B2, 2 Jahre Erfahrung in den letzten 5 Jahren, Studium in Deutschland 2 Jahre (Master abgebrochen). Punkte für die Chancenkarte?';
    expect(read('de', text)).toMatchObject({ degree: true, germanStay: true });
    expect(ask('de', text)).toContain('Das sind 7 Punkte');
  });

  it('a candidate’s husband’s recognition is his, not hers (54j W29, DE31)', () => {
    const text =
      'Our candidate is a civil engineer with a degree that anabin lists as H+, 33 years old, and we offer 50k. Her husband is a nurse with partial recognition and German B1. What must we pay her, and can he also come to work?';
    expect(read('en', text).partialRecognition).toBeUndefined();
  });

  it('"Ing. civil" is an engineer (54j W49, DE05)', () => {
    expect(
      read(
        'es',
        'Ing. civil, 39 años, me titulé el 2012, mi título sale H+ en anabin pero no hice la declaración de comparabilidad todavía. Oferta de trabajo por 48.000 € brutos al año. ¿Me alcanza para la Blue Card?',
      ).occupation,
    ).toBe('shortage');
  });

  it('a husband who "también podría sacar la Chancenkarte" earns the point (54j W1, DE46)', () => {
    expect(
      read(
        'es',
        'Soy enfermera, tengo 34 años. Alemán A2. Mi esposo es ingeniero de sistemas y también podría sacar la Chancenkarte. ¿Qué opciones tengo?',
      ).partner,
    ).toBe(true);
  });

  it('"the last one in 2023" dates six years of experience (54j W40)', () => {
    expect(
      read('en', "I'm 40, English B2, 6 years of experience, the last one in 2023.").experience,
    ).toBe('threeOfSeven');
  });

  it('a master’s studied in Germany for two years is a stay (54j W47, DE44)', () => {
    const text =
      'Ich bin Anwältin, 35 Jahre, Jurastudium abgeschlossen, Abschluss nicht anerkannt, Deutsch C1, Englisch B2, 2 Jahre Erfahrung in den letzten 5 Jahren. Ich habe in Deutschland 2 Jahre (2023-2025) einen Master studiert, aber abgebrochen. Punkte für die Chancenkarte?';
    expect(read('de', text).germanStay).toBe(true);
    expect(
      read('de', 'Ich habe 4 Jahre Studium in Bolivien gemacht und lebe jetzt in Berlin.')
        .germanStay,
    ).toBeUndefined();
  });
});

describe('walk-through 54k', () => {
  it('"5 de los últimos 7 años" wins over a year told of a stay (W11, DE39/DE66)', () => {
    const text =
      'tengo 40 años, título de arquitecto sin reconocer, alemán B1, 5 de los últimos 7 años trabajando de arquitecto y viví 1 año en Alemania con visa de estudiante. ¿me alcanza para la chancenkarte? y ¿puedo trabajar mientras busco?';
    expect(read('es', text).experience).toBe('fiveOfSeven');
    // B1 2 + five of seven 3 + stay 1 + architecture on the Blue Card's list 1 (§ 20b (1) no. 8).
    expect(ask('es', text)).toContain('Suman 7 puntos');
  });

  it('a legal consultant needs no admission (W22, DE31)', () => {
    const text =
      "I'm a lawyer from Chile, 30, degree not yet checked, job offer as legal consultant for 47k, 2 of the last 5 years' experience, no German. What can I do?";
    expect(read('en', text).licenceNotNeeded).toBe(true);
    expect(ask('en', text)).toContain(
      'Routes open to you with what you wrote (possible, or possible once you show what is marked): EU Blue Card (§ 18g AufenthG); Skilled worker with a recognized qualification (§§ 18a and 18b AufenthG); Work based on professional experience (§ 19c(2) AufenthG)',
    );
  });
});
