import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Facts walk-through 50a found misread, each turning a verdict or a count against the law.
// Oracle: the statute and germanyCheck/lawCases.json (DE44 stay, DE46 partner, DE54 full
// recognition, DE55 partnership).

const askAsEmployer = (locale: 'en' | 'es' | 'de', text: string) =>
  askAs('european_company', locale, text);

describe('a lawful stay said by its residence title earns the § 20b point (DE44)', () => {
  it('counts the language-course visa after a tourist visit (C1)', () => {
    const text =
      'Ich war 2024 vier Monate als Touristin in Deutschland und danach 7 Monate mit einem Sprachkursvisum. Ich bin 37, habe eine Ausbildung als Köchin (2 Jahre), Deutsch B1, 3 Jahre Erfahrung. Reicht das für die Chancenkarte?';
    expect(read('de', text).germanStay).toBe(true);
  });

  it('counts a language course in Germany on a visa (C2)', () => {
    const text =
      "I did a German language course in Germany for 8 months in 2023 on a visa. I'm 30, business degree not recognised, German B2, 2 years of work experience. How many points do I have?";
    expect(read('en', text).germanStay).toBe(true);
    expect(ask('en', text)).toContain('That makes 8 points');
  });

  it('still counts no tourist visit, no short stay and no visa only asked about', () => {
    expect(
      read('es', 'Estuve 3 meses de turista en Alemania en 2024, tengo 30 años').germanStay,
    ).toBe(false);
    expect(read('en', 'I had a student visa for 4 months in Germany in 2024.').germanStay).not.toBe(
      true,
    );
    expect(read('en', 'Do I need a visa for 8 months in Germany?').germanStay).toBeUndefined();
  });
});

describe('a recognition and a partner are read as stated', () => {
  it('reads "mit voller Anerkennung" as full recognition (C3, DE54)', () => {
    const reply = ask(
      'de',
      'Bin Krankenpfleger mit voller Anerkennung (Bachelor Pflege), Stelle im Krankenhaus für 46.000 €, 30 Jahre alt, Deutsch B2. Blue Card?',
    );
    expect(read('de', 'Krankenpfleger mit voller Anerkennung').recognised).toBe(true);
    expect(reply).not.toContain('Anerkennungs\u00adpartnerschaft (§ 16d Abs. 3 AufenthG):');
  });

  it('reads a husband with a degree and English B2 beside the visitor’s own levels (C5, 51g)', () => {
    const text =
      "Came to Germany twice as a tourist (3 months each). I'm 36, software tester with a degree not recognised, German A2, English B2, 3 years' experience, my husband is an accountant with a degree and English B2 and he'd come with me. Points?";
    // His own 6 points are not said: the point is to show (§ 20b (1) no. 11).
    expect(read('en', text)).toMatchObject({ partner: false, partnerPointsUnknown: true });
    expect(ask('en', text)).toContain('That makes 5 points');
  });

  it('gives a partner no point for the visitor’s own German', () => {
    const text =
      'I have German B1 and a degree, 30 years old, my husband is an engineer and comes with me. Points?';
    expect(read('en', text).partner).toBe(false);
  });

  it('reads "German A2, English B2" as German A2 and English B2 in one part', () => {
    expect(read('en', "I'm 36, German A2, English B2, my husband comes too")).toMatchObject({
      german: 'A2',
      english: 'B2',
    });
  });

  it('reads a partner’s missing degree as no fact of the visitor’s', () => {
    const text =
      "I'm 31, I have a degree in medicine, German B1. My husband comes too but he has no degree.";
    expect(read('en', text).degree).toBe(true);
  });
});

describe('an employer’s case is the job offer (C4, DE55; 36y W12)', () => {
  it('meets the job offer of § 16d (3) for an employer asking what to pay through a partnership', () => {
    const reply = askAsEmployer(
      'de',
      'Was müssen wir einer Pflegefachkraft aus Indien zahlen, wenn wir sie über eine Anerkennungspartnerschaft holen? Sie hat Deutsch A2 und 3 Jahre Ausbildung.',
    );
    expect(reply).toContain(
      'Erfüllt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland',
    );
    expect(reply).toContain(
      'Mit Ihren Angaben ist dieser Weg möglich, sobald Sie nachweisen, was als „Nachzuweisen“ markiert ist.',
    );
  });

  it('answers an employer’s minimum pay for a developer without a degree with the Blue Card', () => {
    const reply = askAsEmployer(
      'es',
      'Hola, tengo una empresa de software en Berlín y quiero contratar a un desarrollador de Bolivia que no tiene título pero sí 4 años de experiencia. ¿Cuánto le tengo que pagar como mínimo y qué necesita él?',
    );
    expect(reply).toContain('Cumplido: Como especialista en TI: tres años de experiencia en TI');
    expect(reply).toContain('€45.934,20');
    expect(reply).not.toContain('gratuitos para ti');
  });
});

describe('a fully recognised nurse with German below B2', () => {
  it('still needs B2 for the licence, and no A2 is said to meet B2', () => {
    const reply = ask(
      'de',
      'Ich bin Pflegefachkraft, voll anerkannt, Deutsch A2, Jobangebot im Krankenhaus. Was fehlt mir?',
    );
    expect(reply).toContain('Fehlt: Deutsch B2');
    expect(reply).not.toContain('Ihr angegebenes A2 erfüllt das');
  });

  it('reads "vor der vollen Anerkennung" in a question as no recognition stated', () => {
    const text =
      'Wir sind eine Klinik in Leipzig und möchten Pflegefachkräfte aus Bolivien einstellen. Sie sprechen Deutsch A2, und ihre Anerkennung ist noch offen. Was brauchen sie, und können sie schon vor der vollen Anerkennung kommen?';
    expect(read('de', text).recognised).not.toBe(true);
  });
});

describe('qualifications and admissions read as written (walk-through 50a gaps)', () => {
  it.each([
    ['es', 'Soy electricista con título técnico de 2 años, tengo 33 años', { vocational: true }],
    ['en', 'a welder with a vocational certificate and 6 years experience', { vocational: true }],
    ['de', 'Ich bin 37, Köchin mit 2 Jahren Ausbildung, Deutsch B1', { vocational: true }],
    ['en', "I'm a Filipino nurse with a BSN", { degree: true }],
    ['en', "marketing manager with an MBA that isn't recognised yet", { degree: true }],
    ['es', 'tengo maestría reconocida y 31 años', { degree: true, recognised: true }],
    [
      'de',
      'Bachelor in Maschinenbau, habe schon eine Zulassung der TU Dresden',
      { admissionHeld: true },
    ],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });

  it('reads a technical title as training, not a degree', () => {
    expect(read('es', 'Soy electricista con título técnico de 2 años').degree).toBeUndefined();
  });
});

describe('the questions asked beside a case', () => {
  it('says how much one may work beside recognition measures (§ 16d (1): 20 hours a week)', () => {
    const reply = ask(
      'en',
      "I'm 39, I have a partial recognition notice for my electrical engineering degree and German B1. Can I come for the adaptation measures? And can I work part-time while doing them?",
    );
    expect(reply).toContain('Visa for recognition measures (§ 16d(1) AufenthG):');
    expect(reply).toContain('up to 20 hours a week');
  });

  it('tells an employer asking what to pay a nurse that § 18a sets no floor under 45', () => {
    const reply = askAsEmployer(
      'de',
      'Wir möchten eine Pflegefachkraft aus Brasilien einstellen, Ausbildung dort 3 Jahre, Anerkennung noch nicht beantragt, Deutsch B1. Welches Visum kommt in Frage und was müssen wir zahlen?',
    );
    expect(reply).toContain(
      'Zum Gehalt: Der Weg für Pflegekräfte (§§ 18a und 18b AufenthG) setzt unter 45',
    );
  });

  it('gives an employer the Blue Card’s threshold for a data scientist with a master’s', () => {
    const reply = askAsEmployer(
      'en',
      "We're a Berlin startup. What do we have to pay a non-EU data scientist with a master's degree to get a Blue Card?",
    );
    expect(reply).toContain('EU Blue Card (§ 18g AufenthG):');
    expect(reply).toContain('€45,934.20');
  });
});

// Walk-throughs 50c and 50d: facts misread into a verdict against the law.
describe('a recognition in doubt or unsettled is no recognition (50c W4, W41, W53–W55; 50d W33, W41)', () => {
  it.each([
    ['es', 'Tengo 30 años, soy abogada, no sé si mi título está reconocido. Inglés B2.'],
    ['de', 'Ich bin 30, Jurist, ich weiß nicht, ob mein Abschluss anerkannt ist. Englisch B2.'],
    ['en', 'I am 30, a lawyer, I do not know if my degree is recognised. English B2.'],
    ['de', 'Koch mit zweijähriger staatlich anerkannter Ausbildung aus Peru, Englisch B1.'],
    [
      'en',
      "software engineer with a degree; my university is H+ in anabin but my degree itself isn't listed",
    ],
  ] as const)('[%s] %s', (locale, text) => {
    expect(read(locale, text).recognised).toBeUndefined();
  });

  it('gives a lawyer in doubt about her recognition the points she has, not the card directly', () => {
    const reply = ask(
      'es',
      'Tengo 30 años, soy abogada, no sé si mi título está reconocido. Inglés B2, 2 años de experiencia en los últimos 5. ¿Chancenkarte?',
    );
    expect(reply).not.toContain('Cumplido: Un título universitario reconocido en Alemania');
  });
});

describe('stays and years read as written (50c W46; 50d W1, W17, W35, W38)', () => {
  it.each([
    [
      'es',
      'estuve de au pair un año en Alemania (de 2023 a 2024) y después hice 4 meses de curso de alemán allá con visa de curso. Tengo 26, soy licenciada.',
    ],
    ['de', '2024 war ich 7 Monate mit Sprachkursvisum in Leipzig.'],
    ['de', 'Ich war 2023 ein Jahr als Au-pair in Hamburg. Jetzt bin ich 29.'],
  ] as const)('[%s] %s counts as a legal stay', (locale, text) => {
    expect(read(locale, text).germanStay).toBe(true);
  });

  it('reads no stay from a work visa beside years of experience', () => {
    expect(
      read('de', 'Ich habe ein Arbeitsvisum für Deutschland und 3 Jahre Erfahrung.').germanStay,
    ).toBeUndefined();
  });

  it('reads "Jetzt bin ich 29" as the age', () => {
    expect(read('de', 'Jetzt bin ich 29, Bachelor in Betriebswirtschaft').age).toBe('under35');
  });

  it('reads the years of a period: "6 years, 4 of them in the last 5", "5 years in the last 7"', () => {
    expect(
      read('en', 'She has 6 years of experience, 4 of them in the last 5 years.').experience,
    ).toBe('threeOfSeven');
    expect(read('de', '8 Jahre Berufserfahrung, davon 3 in den letzten 5 Jahren').experience).toBe(
      'threeOfSeven',
    );
    expect(read('en', "I'm 40, electrician, 5 years in the last 7").experience).toBe('fiveOfSeven');
  });
});

describe('a partial notice with no route named opens its routes (50c W22)', () => {
  it('weighs § 16d (1), § 16d (3) and the Opportunity Card for a physiotherapist', () => {
    const reply = ask(
      'de',
      'Ich bin Physiotherapeutin mit Bachelor aus Kolumbien, 33 Jahre alt, habe einen Bescheid über teilweise Anerkennung, Deutsch A1, keine Stelle. Was kann ich machen?',
    );
    expect(reply).toContain('Visum für Anerkennungsmaßnahmen (§ 16d Abs. 1 AufenthG):');
    // Physiotherapy is a bottleneck occupation (walk-through 52c W28): its point makes 7.
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 7 (6 nötig).');
    expect(reply).not.toContain('Studium (§ 16b AufenthG):');
  });
});

describe('more facts read as written (50c W3, W31, W35, W50)', () => {
  it.each([
    [
      'es',
      'soy programador, no terminé la u pero trabajo de backend hace 4 años',
      { degree: false },
    ],
    ['es', 'oferta de 41.000 en un hospital con convenio', { collectiveAgreement: true }],
    [
      'en',
      'a cook from Ecuador with a 3-year vocational training that is already recognised',
      { recognised: true },
    ],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });

  it('weighs the routes to work for a job offered to one with no qualification, none open', () => {
    const reply = askAsEmployer(
      'en',
      "We want to hire a welder from Bolivia with 10 years of experience but no formal training. We'd pay 48k. Is that possible?",
    );
    // "Is that possible?" asks which routes fit: all are weighed, and none is open.
    expect(reply).toContain('with what you wrote, none of them is possible yet.');
    expect(reply).not.toContain('startup growth agency');
  });
});

// Walk-throughs 50e and 50f: the same kind of misreadings, in other words.
describe('facts read as written (50e W11, W16, W51; 50f W2, W22, W39, W40, W41)', () => {
  it.each([
    ['es', 'me ofrecen 40.000 € al año sin convenio', { collectiveAgreement: false }],
    ['es', 'una empresa me ofrece 38 mil al año, no hay convenio', { collectiveAgreement: false }],
    ['de', '3-jährige Ausbildung, volle Gleichwertigkeit ist bescheinigt', { recognised: true }],
    ['en', 'I did a 7-month internship visa in Munich in 2022.', { germanStay: true }],
    [
      'de',
      'IT-Administrator ohne Abschluss, 4 Jahre Erfahrung in den letzten 7 (davon 1 in den letzten 5)',
      // Three of the last seven for § 18g (2), not two of the last five (51d W40, W50).
      { experience: 'threeOfSevenEarlier' },
    ],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });

  it.each([
    [
      'es',
      'soy ingeniero civil de la UMSA, mi universidad sale H+ en anabin pero no pedí nada todavía.',
    ],
    [
      'de',
      'Unser Bewerber hat einen Bachelor in Elektrotechnik, anabin sagt H+ für seine Hochschule',
    ],
    ['en', "Her university is listed H+ in anabin, but we haven't checked her degree itself."],
  ] as const)('[%s] an H+ university leaves the degree to show: %s', (locale, text) => {
    const facts = read(locale, text);
    expect(facts.recognised).toBeUndefined();
    expect(facts.degree).toBe(true);
  });

  it('marks § 19c (2) missing for 40,000 € "sin convenio" (DE22)', () => {
    const reply = ask(
      'es',
      'Soy electricista técnico (formación de 3 años), tengo 39 años, alemán B1, 4 años de experiencia, y me ofrecen 40.000 € al año sin convenio. ¿Puedo ir con esa oferta?',
    );
    const route = reply.slice(reply.indexOf('Trabajo por experiencia profesional'));
    expect(route).toContain('Falta:');
    expect(route).toContain('esta vía todavía no es posible');
  });
});

describe('another person’s facts are not the visitor’s (50d W6, 50f W11, W28)', () => {
  it('reads the sister’s case without her brother’s German', () => {
    const facts = read(
      'es',
      'Mi hermano y yo queremos irnos. Yo tengo 30, soy ingeniera de sistemas con título, 4 años de experiencia y tengo oferta de 50 mil al año en Stuttgart. Mi hermano tiene 42, es electricista técnico medio, sin oferta, alemán A1. Qué podemos hacer cada uno?',
    );
    expect(facts.german).toBeUndefined();
    expect(facts.age).toBe('under35');
    expect(facts.jobOffer).toBe(true);
  });

  it('reads the dentist’s case without her husband’s job offer and salary', () => {
    const facts = read(
      'en',
      "I'm 41 and my husband is 34. I'm a dentist with a partial recognition notice, German B2. He's a software developer, no degree, 5 years experience, offer of €48,000 in Berlin. Which of us can go and how?",
    );
    expect(facts).toMatchObject({ age: 'from40', german: 'B2', partialRecognition: true });
    expect(facts.salary).toBeUndefined();
    expect(facts.degree).toBe(true);
  });

  it('reads the case of the one asked about when the visitor tells none of their own', () => {
    expect(
      read(
        'de',
        'Eine Bewerberin ist 38, hat Deutsch B2, und ihr Mann, der die Voraussetzungen ebenfalls erfüllt, kommt mit.',
      ),
    ).toMatchObject({ age: 'from35to39', german: 'B2', partner: true });
    expect(
      read('es', 'mi esposo tiene 46 años, titulo reconocido y oferta de trabajo').jobOffer,
    ).toBe(true);
  });
});

describe('facts read as written (50e W10, W14, W20; 50g W47, W56–W58; 50h W6, W10, W28, W42)', () => {
  it.each([
    ['en', "I'm not a recent graduate, my offer is 50,699.99", { recentGraduate: false }],
    ['es', 'no soy recién graduado (me titulé hace 8 años)', { recentGraduate: false }],
    ['de', 'kein Berufseinsteiger: Abschluss vor 8 Jahren', { recentGraduate: false }],
    ['de', 'Anerkennung ist voll durch, Berufserlaubnis da', { recognised: true }],
    ['es', 'Trabajo en sistemas hace 4 años, no tengo título', { occupation: 'it' }],
    ['de', 'SAP-Berater ohne Abschluss, 4 Jahre Erfahrung', { occupation: 'it' }],
    [
      'de',
      'Wir wollen einen Softwareentwickler ohne Studienabschluss einstellen',
      { jobOffer: true, degree: false },
    ],
    [
      'de',
      'Wir bieten Ausbildungsplätze als Koch an. Ein Bewerber ist 20, Deutsch B1.',
      { trainingContract: true },
    ],
  ] as const)('[%s] %s', (locale, text, facts) => {
    expect(read(locale, text)).toMatchObject(facts);
  });

  it('reads no admission in "todavía no me aceptaron" and no recognition in an unlisted course', () => {
    expect(
      read('es', 'Quiero hacer una maestría pero todavía no me aceptaron en ninguna universidad.')
        .admissionHeld,
    ).toBeUndefined();
    expect(
      read('de', 'anabin listet die Hochschule als H+, aber nicht den Studiengang').recognised,
    ).toBeUndefined();
  });

  it('gives a girlfriend no partner point: § 20b counts a spouse or registered partner', () => {
    expect(read('en', "I'm 30, German B1, a degree. My girlfriend comes with me.").partner).toBe(
      undefined,
    );
  });
});

describe('a degree found not comparable misses the Blue Card and § 18b (50g W64, W68)', () => {
  it.each([
    [
      'en',
      "I'm 32, economist, my degree is NOT recognised: the ZAB said it is not comparable. Offer of €55,000. Blue Card?",
      'Missing: A university degree recognized in Germany or comparable',
    ],
    [
      'es',
      'mi título según anabin NO es comparable, tengo oferta de 52 mil, 30 años. ¿Tarjeta azul?',
      'Falta: Un título universitario reconocido en Alemania o comparable',
    ],
  ] as const)('[%s] %s', (locale, text, missing) => {
    const reply = ask(locale, text);
    expect(reply).toContain(missing);
    expect(reply).not.toMatch(/(Routes open to you|Vías abiertas)[^\n]*(18a|18g)/);
  });
});

describe('assistants and a partner’s profession (50h W24, W46)', () => {
  it('does not take nursing assistants for nurses', () => {
    expect(
      read('en', 'We want to hire three nursing assistants (Pflegehelfer) with a 1-year training.')
        .occupation,
    ).toBe('other');
    expect(read('de', 'Wir suchen Pflegehelferinnen aus Kolumbien').occupation).toBe('other');
  });

  it('gives the lawyer no shortage point for her husband the doctor', () => {
    const facts = read(
      'es',
      'Soy abogada boliviana, 34 años, alemán B2, 5 años de experiencia en un estudio jurídico. Mi esposo es médico, 36, alemán A2, y quiere venir conmigo. ¿Cuántos puntos tengo yo?',
    );
    expect(facts.occupation).not.toBe('shortage');
    expect(facts.german).toBe('B2');
  });
});
