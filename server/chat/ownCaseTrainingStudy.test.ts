import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// The routes to train or study weighed for a visitor's own case: § 16a, § 17 (1) and (2), § 16b
// AufenthG. Oracle: the statute and germanyCheck/lawCases.json. The case id in a title (EN12, e15, …) names the
// walk-through message it comes from.

describe('a wish to train is answered with § 16a and § 17 (1), not study or work', () => {
  it('answers looking for a training place with § 16a and § 17 (1), not study (EN12)', () => {
    const a2 = ask(
      'en',
      "I'm 23, finished high school in Mexico, German A2. I want to do an Ausbildung as a mechatronics technician but I don't have a training contract yet. Can I go to Germany to look for a training place?",
    );
    expect(a2).toContain('Search for a training place (§ 17(1) AufenthG):');
    expect(a2).toContain('- Missing: German B1');
    expect(a2).toContain('- Met: Under 35');
    expect(a2).not.toContain('Study (§ 16b AufenthG):');
    const b1 = ask(
      'en',
      "I'm 20, I finished secondary school, my German is B1. I'd like to do an apprenticeship as a cook but I have no contract yet. Can I come to Germany to search for an apprenticeship place?",
    );
    expect(b1).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(b1).toContain('- Met: German B1');
    expect(b1).not.toContain('Study (§ 16b AufenthG):');
  });

  it('weighs only training routes for a visitor who wants a training place (e15)', () => {
    const reply = ask(
      'en',
      "I'm looking for a training place in Germany (nursing Ausbildung), I'm 26 with German A2. Can I come to Germany to search for one?",
    );
    expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(reply).toContain('Search for a training place (§ 17(1) AufenthG):');
    expect(reply).toContain('- Missing: German B1');
    expect(reply).not.toContain('Nursing (§§ 18a and 18b AufenthG)');
    expect(reply).not.toContain('Met: A nursing degree');
    const spanish = ask(
      'es',
      'Busco una plaza de formación en Alemania como enfermera, tengo 24 años y alemán A2. ¿Puedo ir a buscarla?',
    );
    expect(spanish).not.toContain('Cumplido: Un título o una formación en enfermería');
  });

  // A contract said not to be held yet is missing, as a job offer said not to be held is for
  // work (§ 16a (1) AufenthG asks the training place); the search for one (§ 17 (1)) stays open.
  it('marks a training contract not signed yet missing (E12, 59a)', () => {
    const reply = ask(
      'en',
      "I'm 22, finished school, German A2. I want to do an Ausbildung as a mechatronics technician but I don't have a training contract yet. Can I come to Germany to look for a training place?",
    );
    expect(reply).toContain('- Missing: A training contract with a company in Germany');
    expect(reply).toContain('- Missing: German B1');
  });

  it('answers wanting an Ausbildung with § 16a and § 17 (1), and applying from Germany with § 17 (2)', () => {
    for (const text of [
      "I'm 20, I just finished high school (bachiller) in Santa Cruz and my German is B1. I'd like to train as an electrician in Germany but I have no training contract yet. Is that possible?",
      "I'm 22, high school only, German B1, and I want to train as a cook in Germany. How?",
    ]) {
      const reply = ask('en', text);
      expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('Search for a training place (§ 17(1) AufenthG):');
      expect(reply).not.toContain('Studies (§ 16b');
    }
    for (const text of [
      'Guten Tag, ich bin 21, habe in Peru die Schule abgeschlossen und spreche Deutsch B2. Ich möchte zuerst nach Deutschland einreisen und mich dort vor Ort an Hochschulen bewerben. Geht das?',
      'Ich bin 19, Abitur in Chile, Deutsch B1. Kann ich nach Deutschland kommen und mich dort an Universitäten bewerben?',
    ]) {
      expect(ask('de', text)).toContain('Studienbewerbung (§ 17 Abs. 2 AufenthG):');
    }
  });
});

describe('a wish to study is answered with § 16b, and applying from Germany with § 17 (2)', () => {
  it('reads "just finished high school" as recently, not as school alone (EN11)', () => {
    for (const text of [
      "I'm 19 from Guatemala, I just finished high school and want to do a bachelor's in Germany. My German is B1. I don't have a university admission yet. What visa can I use?",
      "I'm 18, I just graduated from high school in Peru, English B2, and I want to study engineering in Germany. Which visa fits?",
    ]) {
      const reply = ask('en', text);
      expect(reply).toContain('Study (§ 16b AufenthG):');
      expect(reply).not.toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
      // The visa asked is for studies: the routes for school alone are not the answer.
      expect(reply).not.toContain('Search for a training place (§ 17(1) AufenthG):');
      // Nothing is asked for a route the missing qualification closes anyway.
      expect(reply).not.toContain('What is your English level');
    }
  });

  it('reads a degree wished for as the goal, not one held: no work route marks it met or to show', () => {
    const cases = [
      [
        'en',
        "I'm 19 from Guatemala, I just finished high school and want to do a bachelor's in Germany. My German is B1. I don't have a university admission yet. What visa can I use?",
      ],
      [
        'es',
        'Tengo 18, termino el colegio este año y quiero estudiar una licenciatura en Alemania. Alemán B1. ¿Qué visa necesito?',
      ],
      [
        'de',
        'Ich bin 19, habe gerade mein Abitur in Bolivien gemacht und möchte in Deutschland einen Bachelor machen. Deutsch B1. Welches Visum brauche ich?',
      ],
    ] as const;
    for (const [lng, text] of cases) {
      expect(read(lng, text).degree).not.toBe(true);
      const reply = ask(lng, text);
      expect(reply).toMatch(/§ 16b AufenthG/);
      // A school leaver holds no degree: no work route may call one met or "to show" (36s E08).
      expect(reply).not.toMatch(
        /(Met|To show|Cumplido|Por demostrar|Erfüllt|Nachzuweisen): (A university degree|Un título universitario|Ein in Deutschland anerkannter|Ein Hochschulabschluss)/,
      );
    }
    // A degree held beside a wish is still held.
    expect(
      read('en', "I have a bachelor's in economics and want to do a master's in Germany.").degree,
    ).toBe(true);
  });

  it('reads "postular" to a master’s as applying for a place (§ 17 (2)), not for a job', () => {
    const reply = ask(
      'es',
      'tengo licenciatura en biologia y quiero hacer una maestria en alemania pero aun no me admiten. puedo ir a postular alla? y cuanto tengo q poner en la cuenta bloqueada?',
    );
    expect(reply).toContain('(§ 17, apartado 2, AufenthG):');
    expect(reply).toMatch(/€992 al mes, €11\.904 al año/);
    expect(reply).not.toContain('talent-profile');
  });
});

describe('school alone is given the training and study routes, § 17 (1) only under 35', () => {
  it('gives a school leaver the training and study routes, § 17 (1) closed at 37', () => {
    for (const text of [
      'hola, tengo 37, solo tengo bachiller pero trabajo hace 8 años en ventas. No hablo alemán. hay forma de irme a trabajar a Alemania? y si no, qué otra opción tengo?',
      'tengo 38, solo el colegio, alemán A1, trabajo en atención al cliente hace 5 años. ¿qué alternativas tengo para irme a Alemania?',
    ]) {
      const reply = ask('es', text);
      expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('Falta: Menos de 35 años');
      expect(reply).toContain('Estudios (§ 16b AufenthG):');
    }
  });

  it('weighs training beside study for school alone when the visitor asks what else (ES15)', () => {
    for (const text of [
      'tengo 41, solo bachillerato, trabajé 8 años de cajera en un súper, no hablo alemán. Cómo puedo irme a Alemania? y si no se puede, qué otra opción tengo?',
      'tengo 42, solo tengo bachillerato del colegio, trabajé 10 años en ventas, alemán A2, sin oferta de trabajo. me dan la Chancenkarte? si no, qué más puedo hacer?',
    ]) {
      const reply = ask('es', text);
      expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('- Falta: Menos de 35 años');
    }
  });
});

describe('a training or occupation the visitor wants is a goal, not one held (walk-through 36l)', () => {
  it('weighs § 16a for a school leaver who wants an Ausbildung zur Pflegefachfrau, and says how long it takes (D10)', () => {
    const reply = ask(
      'de',
      'Ich bin 20, habe in Bolivien das Bachillerato gemacht, Deutsch B1 und möchte eine Ausbildung zur Pflegefachfrau machen. Was brauche ich? Und wie lange dauert das?',
    );
    // DE59: § 16a to show, no work route, no Opportunity Card.
    expect(reply).toContain('Ausbildung (§ 16a AufenthG):');
    expect(reply).not.toContain('Pflege (§§ 18a und 18b AufenthG)');
    expect(reply).not.toContain('Chancenkarte (§ 20a AufenthG):');
    expect(reply).toContain('dauert meist zwei bis dreieinhalb Jahre');
  });

  it('reads a wish to train or study as a goal in any wording', () => {
    const english = read(
      'en',
      "I'm 19, finished school in Peru, German B1, and I would like to train as a nurse in Germany. How long does that take?",
    );
    expect(english).toMatchObject({ wantsTraining: true, durationAsked: true });
    expect(english.occupation).toBeUndefined();
    expect(english.vocational).toBeUndefined();
    const spanish = read(
      'es',
      'Tengo 22 años, alemán B1 y quiero hacer una Ausbildung de mecatrónica en Alemania.',
    );
    expect(spanish.wantsTraining).toBe(true);
    expect(spanish.skilledTrade).toBeUndefined();
    const study = read(
      'es',
      'Tengo 18 años, inglés B2 y quisiera estudiar ingeniería en Alemania.',
    );
    expect(study.degree).toBeUndefined();
    // "My" training is one held, whatever wish stands before it.
    expect(
      read('en', 'I want to know if my vocational training counts in Germany.').vocational,
    ).toBe(true);
  });
});

describe('a fact only asked about is not stated, and the question is answered (e12)', () => {
  it('leaves a training contract asked about to show and says whether one is needed', () => {
    const cases = [
      [
        'en',
        "I'm 19 and just finished school in Paraguay. I want to do an Ausbildung as a mechatronics technician, my German is B1. Do I have a chance? Do I need a training contract first?",
        '- To show: A training contract with a company in Germany',
        'Whether you need a training contract first: yes for the visa for vocational training (§ 16a AufenthG)',
      ],
      [
        'es',
        'Tengo 21 años, terminé el colegio y tengo alemán B1. Quiero hacer una Ausbildung de cocinero. ¿Necesito un contrato de formación antes de viajar?',
        '- Por demostrar: Un contrato de formación con una empresa en Alemania',
        'Si necesitas primero un contrato de formación: sí para la visa de formación profesional (§ 16a AufenthG)',
      ],
      [
        'de',
        'Ich bin 20, habe Abitur und Deutsch B1. Ich möchte eine Ausbildung zum Elektroniker machen. Brauche ich vorher einen Ausbildungsvertrag?',
        '- Nachzuweisen: Ein Ausbildungsvertrag mit einem Betrieb in Deutschland',
        'Ob Sie zuerst einen Ausbildungsvertrag brauchen: Für das Visum zur Ausbildung (§ 16a AufenthG) ja',
      ],
    ] as const;
    for (const [lng, text, toShow, answer] of cases) {
      expect(read(lng, text).trainingContract).toBeUndefined();
      const reply = ask(lng, text);
      expect(reply).toContain(toShow);
      expect(reply).toContain(answer);
    }
  });

  it('does not read a recognition asked about as one the visitor has', () => {
    for (const [lng, text] of [
      [
        'en',
        "I'm 30, software developer with a bachelor's, 50,000 offer. Do I need my degree recognised in Germany first?",
      ],
      [
        'es',
        'Soy ingeniera civil, 32 años, alemán B1. ¿Necesito el título reconocido en Alemania antes de ir?',
      ],
      [
        'de',
        'Ich bin 29, Informatikerin mit Bachelor. Brauche ich einen in Deutschland anerkannten Abschluss?',
      ],
    ] as const) {
      const profile = read(lng, text);
      expect(profile.recognised).toBeUndefined();
      expect(profile.recognitionAsked).toBe(true);
    }
  });
});

describe('a course of months is no qualification: the card is missing it, training is weighed (s14)', () => {
  it('reads a short course as no qualification and weighs § 16a and § 17 (1)', () => {
    const cases = [
      [
        'es',
        'Hice un curso de cocina de 6 meses, no tengo otra formación, llevo 5 años trabajando en restaurantes. ¿Puedo ir a trabajar a Alemania?',
        '- Falta: Un título universitario o una formación técnica de al menos dos años',
        'Formación profesional (Ausbildung) (§ 16a AufenthG):',
      ],
      [
        'en',
        'I did a 6-month cooking course, nothing else, and I have worked 4 years in restaurants. Can I work in Germany?',
        '- Missing: A university degree or vocational training of at least two years',
        'Vocational training (Ausbildung) (§ 16a AufenthG):',
      ],
      [
        'de',
        'Ich habe einen Kurs von 8 Monaten als Barista gemacht und arbeite seit 3 Jahren in Cafés. Kann ich in Deutschland arbeiten?',
        '- Fehlt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung',
        'Ausbildung (§ 16a AufenthG):',
      ],
    ] as const;
    for (const [lng, text, missing, training] of cases) {
      expect(read(lng, text).schoolOnly).toBe(true);
      const reply = ask(lng, text);
      expect(reply).toContain(missing);
      expect(reply).toContain(training);
    }
  });
});

describe('studying: how long a stay to apply lasts, and what a degree holder needs (D14, E12)', () => {
  it('answers "how long may I stay?" with the nine months of § 17 (2)', () => {
    const cases = [
      [
        'de',
        'Ich bin 25, Abitur aus Bolivien, möchte in Deutschland studieren, habe aber noch keine Zulassung. Deutsch B1. Kann ich zur Studienbewerbung einreisen? Wie lange darf ich bleiben?',
        'Zur Dauer: Für die Bewerbung um einen Studienplatz (§ 17 Abs. 2 AufenthG) dürfen Sie für bis zu neun Monate nach Deutschland kommen.',
      ],
      [
        'es',
        'Tengo 19, terminé el bachillerato en Bolivia y quiero estudiar en Alemania, todavía no tengo admisión. Alemán B1. ¿Puedo ir a postular desde allá? ¿Cuánto tiempo puedo quedarme?',
        'puedes viajar a Alemania hasta por nueve meses',
      ],
    ] as const;
    for (const [lng, text, duration] of cases) {
      expect(ask(lng, text)).toContain(duration);
    }
  });

  it('weighs § 16b and § 17 (2) for "a bachelor’s, a master’s wished: what do I need?"', () => {
    const cases = [
      [
        'en',
        "I want to do a master's in Germany. I have a bachelor's in architecture. What do I need?",
        'Study (§ 16b AufenthG):',
        'Applying for a place at university (§ 17(2) AufenthG):',
      ],
      [
        'es',
        'Quiero hacer una maestría en Alemania, tengo una licenciatura en arquitectura. ¿Qué necesito?',
        'Estudios (§ 16b AufenthG):',
        'Postular a una universidad (§ 17, apartado 2, AufenthG):',
      ],
      [
        'de',
        'Ich möchte in Deutschland einen Master machen und habe einen Bachelor in Architektur. Was brauche ich?',
        'Studium (§ 16b AufenthG):',
        'Studienbewerbung (§ 17 Abs. 2 AufenthG):',
      ],
    ] as const;
    for (const [lng, text, study, apply] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(study);
      expect(reply).toContain(apply);
    }
  });
});

describe('a school just finished is no degree: work routes mark it missing, not "to show" (36q E10)', () => {
  it('reads the school leaver as holding no degree, in every language', () => {
    const cases = [
      [
        'en',
        "I'm 19 and I just finished high school in Mexico. I want to study in Germany, my English is B2 and German A2. Do I need a Studienkolleg? What other options do I have?",
        'To show: A university degree recognized in Germany',
      ],
      [
        'es',
        'Tengo 18 años, acabo de terminar el colegio en Bolivia, inglés B2. Quiero estudiar en Alemania. ¿Qué otras opciones tengo?',
        'Por demostrar: Un título universitario reconocido en Alemania',
      ],
      [
        'de',
        'Ich bin 19, habe gerade das Abitur in Peru gemacht, Deutsch B1. Ich möchte in Deutschland studieren. Was kann ich sonst noch machen?',
        'Nachzuweisen: Ein in Deutschland anerkannter',
      ],
    ] as const;
    for (const [lng, text, degreeToShow] of cases) {
      expect(read(lng, text).degree).toBe(false);
      expect(ask(lng, text)).not.toContain(degreeToShow);
    }
    const working = ask(
      'es',
      'Tengo 20, acabo de terminar el colegio, alemán B1. ¿Puedo trabajar en Alemania? ¿Qué vías tengo?',
    );
    expect(working).toContain(
      '- Falta: Un título universitario reconocido en Alemania o comparable a uno alemán',
    );
  });
});

// Round 21 (independent35-de-de-ausbildungsvertrag): a training contract offered is the training
// route's case, and the trade it names is the one to be learned, not a qualification held.
describe('a training contract offered for a trade is weighed as the training route', () => {
  it('answers the German the training asks (B1), in every language', () => {
    const cases = [
      [
        'de',
        'Wir bieten einem 19-jährigen Kolumbianer einen Ausbildungsvertrag als Elektroniker an. Welches Deutschniveau braucht er in der Regel?',
        'Ausbildung (§ 16a AufenthG):',
        'Deutsch B1',
      ],
      [
        'en',
        'We are offering a 20-year-old from Peru a training contract as a mechatronics technician. What German level does he usually need?',
        'Vocational training (Ausbildung) (§ 16a AufenthG):',
        'German B1',
      ],
      [
        'es',
        'Una empresa me ofrece un contrato de formación como electricista, tengo 21. ¿Qué nivel de alemán necesito?',
        'Formación profesional (Ausbildung) (§ 16a AufenthG):',
        'Alemán B1',
      ],
    ] as const;
    for (const [lng, text, route, level] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(route);
      expect(reply, text).toContain(level);
      expect(read(lng, text).vocational, text).toBeUndefined();
    }
  });
});

// Round 21 (independent30-de-de-studienbewerbung): applying for a study place is a case of its
// own, told of a relative with no other fact, and how long the stay may last is answered.
describe('applying for a study place, told with no other fact, gets the nine months of § 17 (2)', () => {
  it('weighs the application and says how long the stay may last', () => {
    const cases = [
      [
        'de',
        'Meine Nichte aus La Paz möchte sich in Deutschland um einen Studienplatz bewerben, hat aber noch keine Zulassung. Wie lange darf sie dafür einreisen?',
        'bis zu neun Monate',
      ],
      [
        'en',
        'My niece wants to apply for a university place in Germany but has no admission yet. How long may she enter Germany for that?',
        'up to nine months',
      ],
      [
        'es',
        'Mi sobrina quiere postular a una universidad en Alemania, pero todavía no tiene admisión. ¿Por cuánto tiempo puede entrar para eso?',
        'hasta por nueve meses',
      ],
    ] as const;
    for (const [lng, text, months] of cases) expect(ask(lng, text), text).toContain(months);
  });
});

// Round 21 (walk-through) declined "may I work while studying?"; walk-through 50d (W9) asked for the
// statute's answer: § 16b (3) AufenthG, as amended on 1 March 2024, counts 140 working days.
describe('working while studying, asked beside a study case, is answered from § 16b (3)', () => {
  it('gives the 140 working days and the statute, in every language', () => {
    const cases = [
      [
        'en',
        "I'm 22, I have admission to a master's in Munich, English C1. Which visa do I need, and may I work while studying?",
        'up to 140 full working days a year',
      ],
      [
        'es',
        'Tengo 22, me aceptaron en una maestría en Múnich, inglés C1. ¿Qué visa necesito y puedo trabajar mientras estudio?',
        'hasta 140 días completos al año',
      ],
      [
        'de',
        'Ich bin 22, habe eine Zulassung für einen Master in München, Englisch C1. Welches Visum brauche ich, und darf ich neben dem Studium arbeiten?',
        'bis zu 140 Arbeitstagen im Jahr',
      ],
    ] as const;
    for (const [lng, text, days] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(days);
      expect(reply, text).toContain('https://www.gesetze-im-internet.de/aufenthg_2004/__16b.html');
    }
  });
});

// Walk-through 50e (W24): "may I work on the Opportunity Card?" was left unanswered.
describe('working on the Opportunity Card is answered from § 20a (2)', () => {
  it('gives the 20 hours and the trial work, in every language', () => {
    const cases = [
      [
        'de',
        'Zwei Fragen: Darf ich mit der Chancenkarte nebenbei arbeiten, und zählt mein Touristenbesuch letztes Jahr als Aufenthalt für die Punkte? Ich bin 35, Deutsch A2, Bachelor nicht anerkannt, 2 Jahre Erfahrung.',
        'durchschnittlich bis zu 20 Stunden pro Woche',
      ],
      [
        'es',
        'Tengo 30, soy contadora con título, inglés B2, 4 años de experiencia. ¿Puedo trabajar con la Chancenkarte mientras busco?',
        'hasta 20 horas por semana en promedio',
      ],
      [
        'en',
        "I'm 28, software tester with a degree, English B2, 3 years' experience. For the Opportunity Card: can I work part-time while I look for a job?",
        'up to 20 hours a week on average',
      ],
    ] as const;
    for (const [lng, text, hours] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(hours);
      expect(reply, text).toContain('__20a.html');
    }
  });
});

describe('a signed training contract (walk-through 36w)', () => {
  it('leaves § 16a to show: the Federal Employment Agency still approves the training (W20)', () => {
    const reply = ask(
      'de',
      'Ich bin 21, habe in Peru die Schule abgeschlossen und möchte eine Ausbildung zum Pflegefachmann machen. Deutsch B1, der Ausbildungsvertrag ist schon unterschrieben. Was brauche ich noch?',
    );
    expect(reply).toContain('- Erfüllt: Ein Ausbildungsvertrag mit einem Betrieb in Deutschland');
    expect(reply).toContain(
      '- Nachzuweisen: Bei einer betrieblichen Ausbildung: die Zustimmung der Bundesagentur für Arbeit',
    );
    expect(reply).not.toContain('Mit Ihren Angaben ist dieser Weg möglich.');
  });
});

describe('a student already admitted asks which visa (walk-through 36w W30)', () => {
  it('gets the study visa (§ 16b) weighed, and no routes to work, in every language', () => {
    const english = ask(
      'en',
      "I got accepted to a master's in Stuttgart starting in October and I opened a blocked account. I'm 24. What visa do I need?",
    );
    expect(english).toContain('Study (§ 16b AufenthG):');
    expect(english).toContain('this route is possible once you show');
    // Admitted: applying for a place is behind them, and work is not what they ask.
    expect(english).not.toContain('§ 17(2)');
    expect(english).not.toContain('EU Blue Card');
    const spanish = ask(
      'es',
      'Tengo la carta de admisión para una maestría en Hamburgo y ya abrí la cuenta bloqueada. Tengo 28 años. ¿Qué visa necesito?',
    );
    expect(spanish).toContain('Estudios (§ 16b AufenthG):');
    expect(spanish).not.toContain('Tarjeta Azul UE');
    const german = ask(
      'de',
      'Ich habe einen Zulassungsbescheid für einen Master an der TU Dresden und ein Sperrkonto. Ich bin 25. Welches Visum brauche ich?',
    );
    expect(german).toContain('Studium (§ 16b AufenthG):');
    expect(german).not.toContain('Blaue Karte EU');
  });

  it('lists no routes to work for "which visa?" on a study case with a degree held', () => {
    const reply = ask(
      'en',
      "I want to do a master's in Germany. I have a bachelor's in architecture and English C1. Which visa do I need?",
    );
    expect(reply).toContain('Study (§ 16b AufenthG):');
    expect(reply).not.toContain('these routes to work need a job offer');
  });
});

describe('a school leaver who wants to study a field (walk-through 36x)', () => {
  it('weighs the study routes, not the Opportunity Card, for "Abitur … möchte Informatik studieren" (W34)', () => {
    const reply = ask(
      'de',
      'Ich bin 21, habe Abitur in Bolivien gemacht und möchte in Deutschland Informatik studieren. Deutsch B1. Ich habe noch keine Zulassung. Welches Visum?',
    );
    expect(reply).toContain('Studium (§ 16b AufenthG):');
    expect(reply).toContain('Studienbewerbung (§ 17 Abs. 2 AufenthG):');
    expect(reply).not.toContain('Chancenkarte (§ 20a AufenthG):');
  });
});
