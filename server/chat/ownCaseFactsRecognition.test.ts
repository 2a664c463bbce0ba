import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// How a qualification and its recognition are read, in any wording: full, partial (Defizitbescheid),
// comparable (anabin, ZAB) or recognised only at home. Oracle: the statute and germanyCheck/lawCases.json. The case id in
// a title (DE15, E05, …) names the walk-through message it comes from.

describe('a recognition in Germany is read in any wording', () => {
  it('reads "anerkannter Master" and "Hochschulabschluss anerkannt" as recognised', () => {
    for (const text of [
      'Ich habe einen anerkannten Master in Volkswirtschaft und ein Angebot über 50.700 € brutto im Jahr als Analyst (kein Engpassberuf, Abschluss 2015). Bekomme ich die Blaue Karte?',
      'Ich bin 52, Hochschulabschluss anerkannt, Angebot über 55.000 € als Projektleiter (kein Engpassberuf), keine Altersvorsorge. Bekomme ich die Blaue Karte trotz meines Alters?',
    ]) {
      const reply = ask('de', text);
      expect(reply).toContain('Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen');
      expect(reply).not.toContain('Nachzuweisen: Ein in Deutschland anerkannter oder mit');
    }
  });

  it('reads "anerkanntem Master" as recognised (d02)', () => {
    expect(
      read(
        'de',
        'Ich werde im Juni 45. Informatiker mit anerkanntem Master, Angebot 50.000 €. Blaue Karte? Muss ich etwas zur Rente nachweisen?',
      ).recognised,
    ).toBe(true);
    expect(read('de', 'Ingenieurin mit anerkanntem Bachelor, 31 Jahre.').recognised).toBe(true);
  });

  it('reads a full recognition in any wording (DE15, ES11, DE08)', () => {
    const nurse = ask(
      'de',
      'Ich bin 41, Pflegefachfrau mit Ausbildung, meine Anerkennung ist vollständig und ich habe die Berufserlaubnis. Deutsch B2. Eine Klinik bietet mir 39.000 € im Jahr nach TVöD. Welcher Weg passt?',
    );
    expect(nurse).toContain('Erfüllt: Die Anerkennung Ihrer Pflegequalifikation in Deutschland');
    expect(nurse).not.toContain('Anerkennungspartnerschaft (§ 16d Abs. 3');
    const mechanic = ask(
      'es',
      'Tengo 50 años, soy técnico en mecánica automotriz y mi formación ya está reconocida completamente en Alemania. Tengo una oferta de 48.000 euros al año. Me dan la visa de trabajador calificado?',
    );
    expect(mechanic).toContain(
      'Cumplido: Un título universitario reconocido en Alemania o comparable',
    );
    const engineer = ask(
      'de',
      'Ich bin 46 Jahre alt, Wirtschaftsingenieur mit vergleichbarem Abschluss, und habe ein Angebot über 55.000 € im Jahr. Bin ich zu alt für die Blaue Karte oder die Fachkräfte-Aufenthaltserlaubnis?',
    );
    expect(engineer).toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
    );
    expect(engineer).toContain('Blaue Karte EU (§ 18g AufenthG):');
    const english = ask(
      'en',
      "I'm 41, a nurse with vocational training, my recognition is complete and I have the license to practise. German B2. A hospital offers me €39,000 a year. Which route fits?",
    );
    expect(english).not.toContain('Recognition partnership (§ 16d(3)');
  });

  it('reads a partial recognition notice named as one word (DE03)', () => {
    for (const text of [
      'Ich bin 42 und habe einen Teilanerkennungsbescheid (Defizitbescheid) für meine Ausbildung als Physiotherapeutin. Deutsch B1, 3 Jahre Berufserfahrung in den letzten 5 Jahren, kein Jobangebot. Welche Möglichkeiten habe ich?',
      'Ich bin 42, Physiotherapeutin mit Ausbildung, und habe einen Defizitbescheid. Deutsch B1, 3 Jahre Berufserfahrung in den letzten 5 Jahren, kein Jobangebot. Welche Möglichkeiten habe ich?',
    ]) {
      const reply = ask('de', text);
      // Physiotherapy is a bottleneck occupation (walk-through 52c W28): 4 + 2 + 1 + 1 = 8 became 9.
      expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 9 (6 nötig).');
      expect(reply).toContain('Visum für Anerkennungsmaßnahmen (§ 16d Abs. 1 AufenthG)');
      expect(reply).not.toContain('noch keiner');
    }
  });
});

describe('a comparable degree is read from anabin or the ZAB, a recognition "there" as the home country', () => {
  it('reads a ZAB statement of comparability as a comparable degree (E05, S03, D04)', () => {
    const met =
      '- Met: A university degree recognized in Germany or comparable to a German one (a comparison in anabin or a statement from the ZAB)';
    expect(
      ask(
        'en',
        "I'm 47 and an accountant with a university degree (ZAB says comparable). I have an offer in Hamburg for 52,000 EUR per year. Is that enough? What about the Blue Card?",
      ),
    ).toContain(met);
    expect(
      ask(
        'de',
        'Maschinenbauingenieur, Abschluss laut ZAB vergleichbar, 45 Jahre alt, Angebot 55.770 € brutto. Blaue Karte oder § 18b? Reicht das Gehalt?',
      ),
    ).toContain(
      '- Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer',
    );
    expect(
      ask(
        'es',
        'Tengo 30, soy economista con licenciatura, la ZAB me dio una declaración: es comparable. Oferta de 51.000 € al año. ¿Puedo pedir la Tarjeta Azul?',
      ),
    ).toContain(
      '- Cumplido: Un título universitario reconocido en Alemania o comparable a uno alemán',
    );
  });

  it('reads a full recognition said to be still missing as not there (36v D14)', () => {
    const cases = [
      [
        'de',
        'Ich bin 27, Bachelor in Pflege, volle Anerkennung fehlt noch, Deutsch B2, 3 Jahre Erfahrung, kein Jobangebot. Was kann ich tun?',
      ],
      [
        'en',
        "I'm 27, nurse with a bachelor's, full recognition is still missing, German B2, no job offer. What can I do?",
      ],
      [
        'es',
        'Tengo 27, enfermera con licenciatura, me falta el reconocimiento completo, alemán B2, sin oferta. ¿Qué puedo hacer?',
      ],
    ] as const;
    for (const [lng, text] of cases) {
      expect(read(lng, text).recognised).not.toBe(true);
      expect(ask(lng, text)).not.toMatch(
        /(Met|Cumplido|Erfüllt): (Recognition of your nursing|El reconocimiento de tu formación en enfermería|Die Anerkennung Ihrer Pflegequalifikation)/,
      );
    }
  });

  it('reads a degree said to be equivalent to a German one with a verb as comparable (36s S13)', () => {
    const cases = [
      [
        'es',
        'Soy ingeniero químico, la ZAB ya me dio la declaración de que mi título equivale al alemán. Tengo 38 años y no tengo oferta de trabajo. ¿Necesito puntos para la Chancenkarte? ¿Y con ella puedo buscar trabajo allá?',
      ],
      [
        'en',
        "The ZAB confirmed my chemistry degree is equivalent to a German one. I'm 38, no job offer. Do I need points for the Opportunity Card?",
      ],
      [
        'de',
        'Laut ZAB entspricht mein Chemiestudium einem deutschen Abschluss. Ich bin 38 und habe kein Jobangebot. Brauche ich Punkte für die Chancenkarte?',
      ],
    ] as const;
    for (const [lng, text] of cases) {
      expect(read(lng, text).recognised).toBe(true);
      // Full recognition: the card without points or languages (§ 20a (3) no. 1, DE62).
      expect(ask(lng, text)).not.toMatch(/(6 points|6 puntos|6 Punkte)/);
    }
    expect(read('es', 'Mi título no equivale al alemán, tengo 30 años.').recognised).not.toBe(true);
  });

  it('reads "a degree recognized there" as the home country, and an employer as no case', () => {
    const points = ask(
      'en',
      "I'm 33, a civil engineer from Peru with a degree recognized there. My German is B1, my English is basic, and I have six years of work experience, all within the last seven years. I haven't started any recognition in Germany, I've never lived there and I'd go alone. How many Opportunity Card points would I get?",
    );
    expect(points).toContain('That makes 8 points');
    const spanish = ask(
      'es',
      'Tengo 31, ingeniera civil con título reconocido en mi país, alemán B1, 5 años de experiencia. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain('Suman 8 puntos');
    const employer = ask(
      'de',
      'Wir möchten eine Hochschulabsolventin über die Blaue Karte EU einstellen. Wie hoch ist 2026 das Mindestgehalt, und welche niedrigere Schwelle gilt für Engpassberufe?',
    );
    expect(employer).toContain('45.934');
  });
});

describe('a training or degree named is read, and not asked again', () => {
  it('reads a training or degree already named, and asks no more for it (E13, S10, D15)', () => {
    const question = 'Is your qualification a university degree or vocational training?';
    const english = ask(
      'en',
      "I'm 38, trained logistics clerk (2-year vocational program, SENATI certificate, Peru), not recognised in Germany. I've worked in logistics since 2020. Offer: 45.630 € gross per year, the employer has no collective agreement. German A2. What can I do?",
    );
    expect(english).not.toContain(question);
    expect(english).toContain(
      '- Met: A university degree or vocational training of at least two years',
    );
    const spanish = ask(
      'es',
      'Soy panadero (formación de 3 años) y mi título está reconocido por completo en Alemania por la Handwerkskammer. Tengo oferta de 45.629 € al año, no sé si la empresa tiene convenio colectivo. 5 años de experiencia. ¿Qué visa me corresponde?',
    );
    expect(spanish).toMatch(
      /\(§§ 18a y 18b AufenthG\):\n- Cumplido: Un título universitario reconocido/,
    );
    const german = ask(
      'de',
      'Ich bin 30, Lehrerin mit Uni-Abschluss (nicht anerkannt), Deutsch B1, Englisch B2, 3 Jahre Erfahrung. Wie viele Punkte habe ich für die Chancenkarte?',
    );
    expect(german).not.toContain('Ist Ihre Qualifikation ein Hochschulabschluss');
  });

  it('reads "Ausbildung zur Köchin" as vocational training (D08)', () => {
    const reply = ask(
      'de',
      'Ich bin letzte Woche 45 geworden. Ausbildung zur Köchin, in Deutschland voll anerkannt, Jobangebot 42.000 € in einem Hotel mit Tarifvertrag. Welche Wege habe ich?',
    );
    expect(reply).not.toContain('Ist Ihre Qualifikation ein Hochschulabschluss');
    expect(reply).toContain('- Erfüllt: Bei einem Gehalt unter 45.630 €');
  });
});

describe('a recognition not there yet is read as none (walk-through 36l)', () => {
  it('reads "nothing recognised in Germany yet" as not recognised, so points are counted (E01)', () => {
    const reply = ask(
      'en',
      "I'm 36 and did a 3-year electrician training back home in Bolivia (state certificate, nothing recognised in Germany yet). Worked about 2.5 years as an electrician in the last 5 years. German A2, English B2. A company in Munich offered me a job at 45.630 € a year, they have no collective agreement. Which visas could work for me, and how many points would I have for the Opportunity Card?",
    );
    // DE12: §§ 18a/18b to show, § 16d(3) to show, the card missing on its points.
    expect(reply).toMatch(
      /\(§§ 18a and 18b AufenthG\):\n- To show: A university degree recognized in Germany/,
    );
    expect(reply).toContain('Recognition partnership (§ 16d(3) AufenthG):');
    expect(reply).toContain('- Missing: At least 6 points');
    expect(reply).not.toContain('you need no points');
  });

  it('reads a recognition applied for, pending or in progress as none, in any language', () => {
    for (const [lng, text] of [
      [
        'en',
        "I'm 31, a civil engineer; I applied for full recognition in Germany last month and I'm still waiting.",
      ],
      [
        'es',
        'Tengo 29 años y soy contadora; el reconocimiento completo de mi título está en trámite.',
      ],
      [
        'de',
        'Ich bin 33, Elektronikerin, die vollständige Anerkennung ist beantragt, der Bescheid steht noch aus.',
      ],
      ['es', 'Soy técnico electricista, nada reconocido en Alemania todavía, alemán A2.'],
    ] as const) {
      expect(read(lng, text).recognised, text).toBe(false);
    }
  });
});

describe('a recognition that "came back partial" is a partial notice (S11, DE51)', () => {
  // 4 for the notice, 2 for B1, 2 for the age, 1 for physiotherapy, a bottleneck occupation (52c W28).
  it('weighs § 16d (1) to show and counts the notice’s 4 points, in any language', () => {
    const cases = [
      [
        'es',
        'Mi reconocimiento salió parcial: necesito una medida de compensación. Soy fisioterapeuta con licenciatura, alemán B1, 29 años. ¿Qué opciones hay? ¿Cuántos puntos tengo?',
        '- Cumplido: Una resolución de reconocimiento parcial',
        'Puntos para la Tarjeta de Oportunidades según lo que escribiste: 9 (se necesitan 6)',
      ],
      [
        'en',
        "My recognition came back partial, I need an adaptation course. I'm a physiotherapist with a bachelor, I'm 29, German B1. What are my options and how many points do I have?",
        '- Met: A notice of partial recognition',
        'Opportunity Card points from what you wrote: 9 (6 needed)',
      ],
      [
        'de',
        'Meine Anerkennung fiel teilweise aus, ich brauche eine Ausgleichsmaßnahme. Ich bin 29, Physiotherapeutin mit Bachelor, Deutsch B1. Welche Wege habe ich und wie viele Punkte?',
        '- Erfüllt: Ein Bescheid der zuständigen Stelle in Deutschland über eine teilweise Anerkennung',
        'Punkte für die Chancenkarte nach Ihren Angaben: 9 (6 nötig)',
      ],
    ] as const;
    for (const [lng, text, notice, points] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(notice);
      expect(reply).toContain(points);
    }
  });
});

describe('a degree or training said in a short wording is not asked again (walk-through 36n)', () => {
  const question =
    /university degree or vocational training\?|título universitario o una formación técnica\?|Hochschulabschluss oder eine Berufsausbildung\?/;

  it('reads "with degrees", "con título", "formación de soldador", "Ausbildung nicht geprüft"', () => {
    const cases = [
      [
        'en',
        "My wife and I are both teachers with degrees. I'm 36, German A2, 2 years experience. I studied in Germany legally for a year in 2022. How many points do I get?",
      ],
      [
        'es',
        'Tengo 39 años, formación de soldador (no revisada), sin experiencia, alemán A1, viví legalmente 7 meses en Alemania con visa de trabajo. ¿Cuántos puntos?',
      ],
      [
        'es',
        'Tengo 26, diseñador gráfico con título, recién egresado hace 1 año, oferta de 46.000 euros. ¿Alcanza para la Tarjeta Azul?',
      ],
      [
        'de',
        'Ich arbeite als Koch, Ausbildung nicht geprüft, keine Erfahrung, Deutsch A2, Angebot 50.000. Welche Wege habe ich? Und wie viele Punkte?',
      ],
      [
        'es',
        'Tengo 31, formación como electricista, alemán A2, 3 años de experiencia. ¿Cuántos puntos tengo?',
      ],
      ['en', "I'm a 30-year-old accountant with a degree, German B1. How many points do I have?"],
    ] as const;
    for (const [lng, text] of cases) expect(ask(lng, text)).not.toMatch(question);
  });

  it('reads "Ausbildung voll anerkannt" as the recognised training §§ 18a/18b need (D10)', () => {
    for (const text of [
      'Maschinenbauer, 50 Jahre, Ausbildung voll anerkannt, Angebot 50.000 €, Tarifvertrag ja. Geht das mit 50?',
      'Ich bin Tischler, 41, meine Ausbildung ist voll anerkannt, ein Betrieb bietet mir 48.000 €. Was geht?',
    ]) {
      expect(ask('de', text)).toContain(
        '- Erfüllt: Ein in Deutschland anerkannter oder vergleichbarer Hochschulabschluss (anabin) oder eine in Deutschland anerkannte Berufsausbildung',
      );
    }
  });
});

describe('a partial recognition said in any word order is the notice’s 4 points (D11, DE39)', () => {
  // A word for the recognition and one that makes it partial, either first: "Anerkennung
  // teilweise", "recognition: partial". With a shortage occupation, 35–39 and a legal stay: 7.
  it('counts 4 points for the notice and reaches 6, in each language', () => {
    const cases = [
      [
        'de',
        'Ich bin 39, Lehrerin mit Hochschulabschluss, Anerkennung teilweise. Deutsch A1, keine Berufserfahrung, ich habe 2022 ein Jahr legal in Deutschland gelebt (Freiwilligendienst). Wie viele Punkte?',
        'Teilweise Anerkennung Ihrer Qualifikation in Deutschland: 4 Punkte',
        'Das sind 7 Punkte',
      ],
      [
        'en',
        "I'm 38, teacher with a degree, recognition: partial (I need a compensation measure). German A1, no work experience, I lived legally in Germany for a year in 2023. How many points?",
        '- Met: A notice of partial recognition',
        'Opportunity Card points from what you wrote: 7 (6 needed).',
      ],
      [
        'es',
        'Tengo 37, profesora con licenciatura, homologación: parcial. Alemán A1, sin experiencia laboral, viví legalmente un año en Alemania en 2023. ¿Cuántos puntos tengo?',
        'Reconocimiento parcial de tu formación en Alemania: 4 puntos',
        'Suman 7 puntos',
      ],
    ] as const;
    for (const [lng, text, notice, points] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(notice);
      expect(reply, text).toContain(points);
    }
  });

  it('reads no notice where the recognition is pending or only asked about', () => {
    const unstated = [
      ['de', 'Brauche ich eine Anerkennung teilweise oder voll für die Chancenkarte?'],
      ['en', 'Do I need a partial recognition notice first for the card?'],
      ['es', 'Mi reconocimiento está en trámite, quizá parcial.'],
    ] as const;
    for (const [lng, text] of unstated) {
      expect(read(lng, text).partialRecognition, text).not.toBe(true);
    }
  });
});

describe('"título" or "Abschluss" alone asks degree-or-training only where a route tells them apart (S15)', () => {
  it('counts the points without asking, and still asks for the Blue Card, which needs a degree', () => {
    const cases = [
      [
        'es',
        'Soy maestra, título, 45 años, alemán B2, inglés C1, 5 años de experiencia, sin oferta de trabajo. ¿Cuántos puntos tengo?',
        '¿Tu formación es un título universitario o una formación técnica?',
      ],
      [
        'de',
        'Ich bin Lehrerin mit Abschluss, 36 Jahre, Deutsch B1, 3 Jahre Berufserfahrung. Wie viele Punkte habe ich?',
        'Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?',
      ],
    ] as const;
    for (const [lng, text, question] of cases) {
      expect(read(lng, text)).toMatchObject({ qualified: true });
      const reply = ask(lng, text);
      expect(reply).toMatch(/Suman \d+ puntos|Das sind \d+ Punkte/);
      expect(reply).not.toContain(question);
    }
    // The Blue Card needs a degree: there the question stays.
    expect(
      ask(
        'es',
        'Soy maestra, título, 30 años, alemán B1, tengo una oferta de 52.000 €. ¿Puedo pedir la Blue Card?',
      ),
    ).toContain('¿Tu formación es un título universitario o una formación técnica?');
    // Not a school certificate: the card's qualification is met, not to show.
    expect(
      ask(
        'es',
        'Soy maestra, título, 30 años, alemán B1, tengo una oferta de 52.000 €. ¿Puedo pedir la Blue Card?',
      ),
    ).toContain('- Cumplido: Un título universitario o una formación técnica de al menos dos años');
  });
});

// Round 21 (independent30-es-de-asociacion-reconocimiento): the recognition partnership told by
// what it is, an employer who lets the visitor finish the recognition in Germany, is weighed.
describe('finishing the recognition in Germany with the employer names the recognition partnership', () => {
  it('weighs § 16d (3) with its German A2, in every language', () => {
    const cases = [
      [
        'es',
        'Mi título no está reconocido por completo en Alemania, pero tengo oferta de trabajo y la empresa acepta que termine el reconocimiento allá. ¿Qué vía es esa y qué nivel de alemán me piden?',
        'Asociación de reconocimiento (Anerkennungspartnerschaft) (§ 16d, apartado 3, AufenthG):',
        'Alemán A2',
      ],
      [
        'en',
        "My degree isn't fully recognised in Germany, but I have a job offer and the company agrees that I complete the recognition in Germany. Which route is that, and what German level do I need?",
        'Recognition partnership (§ 16d(3) AufenthG):',
        'German A2',
      ],
      [
        'de',
        'Mein Abschluss ist in Deutschland nicht voll anerkannt, aber ich habe ein Jobangebot, und der Arbeitgeber ist einverstanden, dass ich die Anerkennung in Deutschland abschließe. Welcher Weg ist das, und welches Deutschniveau brauche ich?',
        'Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):',
        'Deutsch A2',
      ],
    ] as const;
    for (const [lng, text, route, level] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(route);
      expect(reply, text).toContain(level);
    }
  });
});

// Round 21 (independent16-anabin-zab): "anabin or the ZAB first? What do you recommend?" asks
// advice on the visitor's own steps: the recognition's facts, and the team for the advice,
// never the relocation packages as if a package were what is asked.
describe('a recommendation asked of no service beside the recognition', () => {
  it('answers the recognition and offers the team, not the relocation packages', () => {
    const cases = [
      [
        'en',
        'Should I look up my university in anabin first or send my diploma to the ZAB? What do you recommend?',
      ],
      [
        'de',
        'Soll ich zuerst in anabin nachsehen oder mein Zeugnis an die ZAB schicken? Was empfehlen Sie?',
      ],
      ['es', 'tengo q buscar mi uni en anabin o mandar mi titulo a la ZAB? q me recomiendan?'],
      ['en', 'anabin or ZAB, which would you recommend for my engineering degree?'],
    ] as const;
    for (const [lng, text] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain('https://anabin.kmk.org/');
      expect(reply, text).toContain('https://scheduling.example.com/soultech/intro-call');
      expect(reply, text).not.toMatch(/Basic Package|Basispaket|Paquete Básico/);
    }
    // The packages asked for are still recommended from.
    expect(ask('en', 'Which relocation package do you recommend?')).toContain('Basic Package');
  });
});

describe('a notice of recognition says a qualification is held (36z W24)', () => {
  it('meets the qualification and the points for a physiotherapist with a partial recognition', () => {
    const reply = ask(
      'de',
      'Ich bin Physiotherapeutin mit Teilanerkennung (Bescheid mit Anpassungslehrgang), Deutsch B1, 28 Jahre, kein Jobangebot. Welche Wege gibt es?',
    );
    expect(reply).toContain(
      'Erfüllt: Ein Bescheid der zuständigen Stelle in Deutschland über eine teilweise Anerkennung',
    );
    expect(reply).toContain('Erfüllt: Mindestens 6 Punkte (siehe Tabelle)');
    expect(reply).not.toContain('Nachzuweisen: Ein Hochschulabschluss oder eine mindestens');
    expect(reply).not.toContain('auf 6 bringen');
  });
});
