import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// A nurse's own case (§ 18a AufenthG with the licence to practise, § 16d): the check, not the
// programme text; German B2 for the licence (§ 2 no. 4 PflBG). Oracle: the statute and germanyCheck/lawCases.json. The
// case id in a title (E02, d01, …) names the walk-through message it comes from.

describe('a nurse who tells her case gets the check of § 18a', () => {
  it('gives a nurse who tells her case the check, not the programme text (E02, S13, D03)', () => {
    const spanish = ask(
      'es',
      'Trabajo en enfermería hace 3 años y tengo alemán B2. ¿Puedo trabajar de enfermera en Alemania?',
    );
    expect(spanish).toContain('Enfermería (§§ 18a y 18b AufenthG):');
    expect(spanish).toContain('- Por demostrar: El reconocimiento de tu formación en enfermería');
    const german = ask(
      'de',
      'Ich habe eine Jobzusage als Pflegefachkraft in München. Was brauche ich?',
    );
    expect(german).toContain('Pflege (§§ 18a und 18b AufenthG):');
    expect(german).toContain('Welches Deutschniveau haben Sie');
    const english = ask(
      'en',
      "I'm a nurse from Peru, 5 years working in a hospital in Lima, my German is B1. What are my options to work in Germany?",
    );
    expect(english).toContain('Nursing (§§ 18a and 18b AufenthG):');
    const other = ask(
      'en',
      'I have worked as a nurse for 4 years and my German is B2. Can I work as a nurse in Germany?',
    );
    expect(other).toContain('Nursing (§§ 18a and 18b AufenthG):');
    // A nursing Ausbildung wished for is the training's case (§ 16a), not a nurse's.
    const training = ask(
      'en',
      "I'm 22, only have my school leaving certificate, German A1. I'd like to do an Ausbildung as a nurse but I don't have a training contract yet. Is that possible? What else could I do?",
    );
    expect(training).not.toContain('Nursing (§§ 18a and 18b AufenthG):');
    expect(training).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
  });

  it('gives a fully recognised nurse with B2 and an offer § 18a when she asks "¿alcanza?"', () => {
    const reply = ask(
      'es',
      'hola soy enfermero, tengo 30 años, mi título ya está totalmente reconocido en Alemania (tengo la Berufserlaubnis) y alemán B2. un hospital me ofrece 36.000 € al año. con eso alcanza o es muy poco sueldo?',
    );
    expect(reply).toContain('Enfermería (§§ 18a y 18b AufenthG):');
    expect(reply).toMatch(
      /Vías abiertas para ti con lo que escribiste .*: Enfermería \(§§ 18a y 18b/,
    );
  });

  it('reads TVöD as a collective agreement and gives a nurse with training no degree (DE15, P5)', () => {
    const german = ask(
      'de',
      'Ich bin 41, Pflegefachfrau mit Ausbildung, meine Anerkennung ist vollständig und ich habe die Berufserlaubnis. Deutsch B2. Eine Klinik bietet mir 39.000 € im Jahr nach TVöD. Welcher Weg passt?',
    );
    const english = ask(
      'en',
      "I'm 41, a nurse with vocational training, my qualification is fully recognised in Germany and I have the licence to practise. German B2. A hospital offers me 39,000 € a year under TVöD. Which route fits?",
    );
    expect(german).toContain('- Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen');
    expect(german).not.toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen',
    );
    expect(english).toContain('- Missing: A university degree recognized in Germany or comparable');
    expect(german).toContain('- Erfüllt: Bei einem Gehalt unter 45.630 €');
    expect(german).toMatch(/offene Wege .*§ 19c Abs\. 2.*Chancenkarte/);
    expect(english).toMatch(/Routes open to you .*§ 19c\(2\).*Opportunity Card/);
    expect(german).not.toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
  });

  it.each([
    [
      'de',
      'Ich bin Krankenpflegerin mit Ausbildung, Anerkennung liegt vor (Berufserlaubnis), Deutsch B2, 41 Jahre. Stellenangebot 36.000 € im Jahr, ob der Arbeitgeber tarifgebunden ist weiß ich nicht. Welche Wege gibt es?',
      /offene Wege[^\n]*§ 19c Abs\. 2[^\n]*Chancenkarte/,
    ],
    [
      'en',
      "I'm a nurse with vocational training and I have my license to practice in Germany, German B2, 41. Offer of 36,000, I don't know if there is a collective agreement. What are my options?",
      /Routes open to you[^\n]*§ 19c\(2\)[^\n]*Opportunity Card/,
    ],
  ] as const)('de03 (%s): %s', (lng, message, open) => {
    const reply = ask(lng, message);
    // DE53: § 16d(3) missing, the Opportunity Card without points, § 19c(2) to show.
    expect(reply).toMatch(open);
    expect(reply).not.toMatch(
      /(offene Wege|Routes open to you)[^\n]*(Anerkennungspartnerschaft|Recognition partnership)/,
    );
    expect(reply).not.toMatch(/\d+ \(6 (nötig|needed)\)/);
  });
});

describe('a licence to practise already held is the full recognition (§ 18 (2) no. 3 AufenthG)', () => {
  it.each([
    [
      'de',
      'Ich bin Pflegefachfrau (Ausbildung), meine Berufserlaubnis in Deutschland habe ich schon, Deutsch B2, 41 Jahre. Ein Pflegeheim bietet mir 36.000 Euro im Jahr, ob es einen Tarifvertrag gibt, weiß ich nicht. Welches Visum?',
      /offene Wege[^\n]*Pflege \(§ 18a AufenthG\)/,
    ],
    [
      'es',
      'Soy enfermera con formación técnica, ya tengo la licencia para ejercer en Alemania, alemán B2, 41 años. Una residencia me ofrece 36.000 euros al año, no sé si tienen convenio colectivo. ¿Qué visa me corresponde?',
      /Vías abiertas para ti[^\n]*Enfermería \(§ 18a AufenthG\)/,
    ],
    [
      'en',
      "I'm a nurse with vocational training, 41, German B2, and I already have my German nursing licence. A care home offers me 36,000 euros a year, I don't know about a collective agreement. Which visa?",
      /Routes open to you[^\n]*Nursing \(§ 18a AufenthG\)/,
    ],
  ] as const)('36q D01 (%s): %s', (lng, message, open) => {
    expect(read(lng, message).recognised).toBe(true);
    const reply = ask(lng, message);
    // DE53: § 18a possible, § 16d (3) not open, the Opportunity Card without points.
    expect(reply).toMatch(open);
    expect(reply).not.toMatch(
      /(offene Wege|Routes open to you|Vías abiertas para ti)[^\n]*(Anerkennungspartnerschaft|Recognition partnership|Alianza)/,
    );
    expect(reply).not.toMatch(/\d+ \(6 (nötig|needed|necesarios)\)/);
  });

  it('reads no recognition from a licence not yet held, wished for, asked about or a partner’s', () => {
    expect(
      read('en', "I'm a nurse, I don't have my nursing licence yet.").recognised,
    ).toBeUndefined();
    expect(
      read('es', 'Soy enfermera, todavía no tengo la licencia para ejercer.').recognised,
    ).toBeUndefined();
    expect(
      read('de', 'Brauche ich die Berufserlaubnis, bevor ich komme?').recognised,
    ).toBeUndefined();
    expect(read('en', 'Do I have to have a licence to practise first?').recognised).toBeUndefined();
    expect(read('de', 'Mein Mann hat die Berufserlaubnis.').recognised).toBeUndefined();
  });
});

describe('the licence needs German B2, and the recognition partnership is open below it', () => {
  it('asks German B2 of nurses for the licence (independent27-de-de-nursing)', () => {
    const reply = ask(
      'de',
      'Wir betreiben ein Pflegeheim und möchten Pflegefachkräfte aus Peru einstellen, die Deutsch auf B1 sprechen. Reicht das für die Berufserlaubnis?',
    );
    expect(reply).toContain('- Fehlt: Deutsch B2');
    expect(reply).toContain('Anerkennung');
    const english = ask(
      'en',
      'Our hospital wants to hire nurses from Bolivia with German B1 and a job offer. Is that enough for them to work as nurses?',
    );
    expect(english).toContain('- Missing: German B2');
  });

  it('says why a nurse misses German B2, and which route is open (d01, e03)', () => {
    const reply = ask(
      'de',
      'Ich bin 27, Pflegefachkraft aus Mexiko (Ausbildung, noch nicht anerkannt), Deutsch A2, Jobangebot im Krankenhaus mit 34.000 € brutto. Geht das?',
    );
    expect(reply).toContain('- Fehlt: Deutsch B2');
    expect(reply).toContain('Berufserlaubnis');
    expect(reply).toContain('in der Regel B2 (§ 2 Nr. 4 PflBG)');
    expect(reply).toMatch(/offene Wege[^\n]*Anerkennungspartnerschaft \(§ 16d Abs\. 3 AufenthG\)/);
    const english = ask(
      'en',
      'hi im a nurse from peru, 28, german B1, a hospital offered me a job for 38k. can i go??',
    );
    expect(english).toContain('usually B2 (§ 2 no. 4 PflBG)');
    expect(english).toMatch(/Routes open to you[^\n]*Recognition partnership/);
  });

  it('gives a nurse with B1 and an employer who supports the recognition § 18a and § 16d (3)', () => {
    const reply = ask(
      'de',
      'Ich bin Pflegefachkraft aus Bolivien, Deutsch B1, Anerkennung noch nicht beantragt, und ein Krankenhaus möchte mich einstellen und unterstützt die Anerkennung. Welcher Weg passt?',
    );
    expect(reply).toContain('Pflege (§§ 18a und 18b AufenthG):');
    expect(reply).toContain('Fehlt: Deutsch B2');
    expect(reply).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    expect(reply).not.toContain('sagt unsere Website nichts');
  });
});

describe('a nurse who asks what to do gets the nursing routes (walk-through 36l)', () => {
  it('weighs § 18a and § 16d for "Ich bin Krankenpfleger … Was muss ich tun?" (D03)', () => {
    const german = ask(
      'de',
      'Ich bin Krankenpfleger aus Bolivien und möchte in Deutschland arbeiten. Was muss ich tun?',
    );
    expect(german).toContain('Pflege (§§ 18a und 18b AufenthG):');
    expect(german).toContain('- Nachzuweisen: Deutsch B2');
    expect(german).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    const spanish = ask(
      'es',
      'Soy enfermera de Bolivia y quiero trabajar en Alemania. ¿Qué tengo que hacer?',
    );
    expect(spanish).toContain('Enfermería (§§ 18a y 18b AufenthG):');
    expect(spanish).toContain('(§ 16d, apartado 3, AufenthG):');
    const english = ask(
      'en',
      "I'm a nurse from Ecuador and I'd like to work in Germany. What do I have to do?",
    );
    expect(english).toContain('Nursing (§§ 18a and 18b AufenthG):');
    expect(english).toContain('Recognition partnership (§ 16d(3) AufenthG):');
  });
});

describe('a nurse with a salary offer and no recognition or German stated is asked, not judged (d13)', () => {
  it('weighs § 18a and § 16d (3) to show, asks the German level, and answers whether the pay is enough', () => {
    const cases = [
      [
        'de',
        'Ich bin Pflegekraft und bekomme im Krankenhaus 38.000 € nach TVöD angeboten. Reicht das?',
        [
          'Pflege (§§ 18a und 18b AufenthG):',
          'Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):',
          'Welches Deutschniveau haben Sie',
          'Zum Gehalt: Der Weg für Pflegekräfte (§§ 18a und 18b AufenthG) setzt unter 45 keine Gehaltsgrenze',
        ],
        ['Fehlt: Die Berufserlaubnis in der Pflege', 'noch keiner dieser Wege möglich'],
      ],
      [
        'en',
        'I am a nurse and a hospital in Germany offered me 37,000 euros a year under a collective agreement. Is that enough?',
        [
          'Nursing (§§ 18a and 18b AufenthG):',
          'Recognition partnership (§ 16d(3) AufenthG):',
          'What is your German level',
          'On the salary: the nursing route (§§ 18a and 18b AufenthG) sets no salary floor under 45',
        ],
        ['Missing: The license to practice nursing'],
      ],
      [
        'es',
        'Soy enfermera y una clínica en Alemania me ofrece 39.000 € al año con convenio colectivo. ¿Alcanza?',
        [
          '(§§ 18a y 18b AufenthG):',
          'Asociación de reconocimiento (Anerkennungspartnerschaft) (§ 16d, apartado 3, AufenthG):',
          'Sobre el salario: la vía de enfermería (§§ 18a y 18b AufenthG) no pide un salario mínimo',
        ],
        ['Falta: La licencia para ejercer la enfermería'],
      ],
    ] as const;
    for (const [lng, text, shown, absent] of cases) {
      const reply = ask(lng, text);
      for (const line of shown) expect(reply).toContain(line);
      for (const line of absent) expect(reply).not.toContain(line);
    }
  });
});

describe('a nurse with a degree is granted § 18b, one with training § 18a (d01)', () => {
  it('cites § 18b for the nursing route of a degree, in each language', () => {
    const cases = [
      [
        'de',
        'Ich bin 30, Pflegefachfrau mit Bachelor aus Kolumbien, vollständig anerkannt, Deutsch B2. Ein Krankenhaus bietet mir 46.000 € brutto im Jahr. Welche Aufenthaltstitel kommen in Frage? Geht die Blaue Karte?',
        'Pflege (§ 18b AufenthG):',
        'Pflege (§ 18a AufenthG)',
      ],
      [
        'en',
        "I'm 27, a nurse with a bachelor's degree fully recognised in Germany, German B2, and a hospital offers me 44,000 euros. Which routes do I have?",
        'Nursing (§ 18b AufenthG):',
        'Nursing (§ 18a AufenthG)',
      ],
      [
        'es',
        'Soy enfermera con licenciatura, reconocida en Alemania, alemán B2, 33 años, y un hospital me ofrece 45.000 € al año. ¿Qué vías tengo?',
        '(§ 18b AufenthG):',
        '(§ 18a AufenthG):',
      ],
    ] as const;
    for (const [lng, text, shown, absent] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(shown);
      expect(reply).not.toContain(absent);
    }
  });

  it('keeps § 18a for a nurse with vocational training', () => {
    const reply = ask(
      'en',
      "I'm 29, a nurse with a 3-year nursing training fully recognised in Germany, German B2, and a hospital offers me 40,000 euros. Which routes do I have?",
    );
    expect(reply).toContain('Nursing (§ 18a AufenthG):');
  });
});

describe('a nurse with a partial notice and a hospital job under a collective agreement is DE51 (E13)', () => {
  // The notice said in any word order, an employer that offers or pays, and the amount it pays
  // under a collective agreement are read: § 16d (1) and § 16d (3) to show, 12 points.
  it('reads the notice, the offer, the salary and the agreement, in each language', () => {
    const cases = [
      [
        'en',
        'Nurse from Mexico, 29, my recognition notice says partial, I need an adaptation course. German B1, 5 years of experience. A hospital offers 38.000 under TVöD. Which route is mine?',
        'Gross salary I read: €38,000 a year.',
        /Routes open to you[^\n]*Visa for recognition measures \(§ 16d\(1\) AufenthG\); Recognition partnership \(§ 16d\(3\) AufenthG\)/,
        'Opportunity Card points from what you wrote: 12 (6 needed).',
      ],
      [
        'es',
        'Soy enfermera de Bolivia, 30 años. Mi resolución dice parcial, necesito un curso de adaptación. Alemán B1, 6 años de experiencia. Una clínica en Múnich paga 37.000 según convenio colectivo. ¿Qué vía me corresponde?',
        'Salario bruto que entendí: €37.000 al año.',
        /Vías abiertas para ti[^\n]*Visa para medidas de reconocimiento \(§ 16d, apartado 1, AufenthG\); Asociación de reconocimiento \(Anerkennungspartnerschaft\) \(§ 16d, apartado 3, AufenthG\)/,
        'Puntos para la Tarjeta de Oportunidades según lo que escribiste: 12 (se necesitan 6).',
      ],
      [
        'de',
        'Pflegefachkraft aus Peru, 31 Jahre. Der Bescheid ist teilweise, ich brauche einen Anpassungslehrgang. Deutsch B1, 5 Jahre Berufserfahrung. Ein Krankenhaus in Köln bietet 39.000 nach TVöD. Welcher Weg passt?',
        'Verstandenes Bruttogehalt: 39.000 € im Jahr.',
        /offene Wege[^\n]*Visum für Anerkennungsmaßnahmen \(§ 16d Abs\. 1 AufenthG\); Anerkennungspartnerschaft \(§ 16d Abs\. 3 AufenthG\)/,
        'Punkte für die Chancenkarte nach Ihren Angaben: 12 (6 nötig).',
      ],
    ] as const;
    for (const [lng, text, salary, open, points] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(salary);
      expect(reply, text).toMatch(open);
      expect(reply, text).toContain(points);
    }
  });

  it('states no offer for an employer asked about or denied, and no notice denied', () => {
    expect(read('en', 'What does a hospital pay a nurse in Germany?').jobOffer).toBeUndefined();
    expect(
      read('de', 'Kein Krankenhaus bietet mir etwas, ich bin Pflegefachkraft.').jobOffer,
    ).toBeUndefined();
    expect(
      read('es', 'Mi reconocimiento no es parcial, soy enfermera.').partialRecognition,
    ).toBeUndefined();
  });
});

describe('a nurse’s § 18a closed by her partial notice is shown missing, not left out (E13, DE51)', () => {
  it('shows the nursing route with the recognition and B2 missing, beside the open § 16d routes', () => {
    const cases = [
      [
        'en',
        'Nurse from Mexico, 29, my recognition notice says partial, I need an adaptation course. German B1, 5 years of experience. A hospital offers 38.000 under TVöD. Which route is mine?',
        'Nursing (§§ 18a and 18b AufenthG):\n- Met: A nursing degree or nursing training\n- Missing: Recognition of your nursing qualification in Germany\n- Missing: German B2',
        /Routes open to you[^\n]*Visa for recognition measures[^\n]*Recognition partnership/,
      ],
      [
        'es',
        'Soy enfermera de Bolivia, 31 años, mi reconocimiento fue parcial (tengo que hacer una medida de adaptación). Alemán B1, 4 años de experiencia. Un hospital me ofrece 39.000 euros con convenio. ¿Qué opciones tengo?',
        'Enfermería (§§ 18a y 18b AufenthG):\n- Cumplido: Un título o una formación en enfermería\n- Falta: El reconocimiento de tu formación en enfermería en Alemania\n- Falta: Alemán B2',
        /Vías abiertas[^\n]*Visa para medidas de reconocimiento[^\n]*Asociación de reconocimiento/,
      ],
    ] as const;
    for (const [lng, text, nursing, open] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(nursing);
      expect(reply).toMatch(open);
      expect(reply).not.toMatch(/(Routes open|Vías abiertas)[^\n]*§ 18a AufenthG/);
    }
  });
});

describe('a nursing technician of three years has vocational training, not a degree (S03)', () => {
  it('reads "técnica en enfermería (carrera de 3 años)" as vocational training (S03)', () => {
    const reply = ask(
      'es',
      'Soy técnica en enfermería (carrera de 3 años) de Colombia, 27 años, alemán A2, sin experiencia laboral todavía. ¿Puedo ir con la Chancenkarte? ¿Y qué otra opción tengo?',
    );
    expect(reply).toContain('qualification=vocational');
    expect(reply).not.toContain('qualification=degree');
  });

  it('reads a nursing technician\'s "3-year degree" and a "3-jähriges Diplom" as training (S03)', () => {
    const english = ask(
      'en',
      "I'm a nursing technician with a 3-year degree from Colombia, 27, German A2, no work experience yet. Can I go with the Opportunity Card?",
    );
    expect(english).toContain('qualification=vocational');
    const german = ask(
      'de',
      'Ich bin Technikerin in der Krankenpflege (3-jähriges Diplom) aus Kolumbien, 27 Jahre, Deutsch A2, noch keine Berufserfahrung. Kann ich mit der Chancenkarte kommen?',
    );
    expect(german).toContain('qualification=vocational');
    // A "carrera de 5 años" named of no technician stays a degree.
    expect(read('es', 'Tengo una carrera de 5 años en ingeniería civil.').degree).toBe(true);
  });
});

describe('a licence to practise held implies the German it required (36r S12)', () => {
  it('asks no German B2 again for §§ 18a/18b and meets § 19c (2)’s regulated row', () => {
    const cases = [
      [
        'es',
        'Soy enfermera licenciada, reconocimiento completo (ya tengo la Berufserlaubnis), oferta en un hospital por 46.000 al año. Tengo 30. ¿Tarjeta Azul?',
        'Con lo que escribiste, esta vía es posible.',
        '- Cumplido: La licencia para ejercer la enfermería',
      ],
      [
        'en',
        "I'm a nurse with a bachelor's degree, I already have my licence to practise in Germany. A hospital in Cologne offers me 47,000 € a year. I'm 29. Which routes?",
        'With what you wrote, this route is possible.',
        '- Met: The license to practice nursing',
      ],
      [
        'de',
        'Ich bin Krankenpfleger mit Ausbildung, die Berufserlaubnis habe ich schon. Eine Klinik bietet mir 41.000 € im Jahr nach Tarif. 32 Jahre, 3 Jahre Berufserfahrung. Was passt?',
        'Mit Ihren Angaben ist dieser Weg möglich.',
        '- Erfüllt: Die Berufserlaubnis in der Pflege',
      ],
    ] as const;
    for (const [lng, text, possible, regulatedRow] of cases) {
      expect(read(lng, text)).toMatchObject({ licensed: true });
      const reply = ask(lng, text);
      expect(reply).not.toMatch(
        /(Por demostrar|To show|Nachzuweisen|Falta|Missing|Fehlt): (Alemán|German|Deutsch) B2/,
      );
      const nursing = reply.slice(reply.search(/\((§ 18b|§ 18a) AufenthG\):/));
      expect(nursing.split('\n').slice(0, 6).join('\n')).toContain(possible);
      expect(reply).toContain(regulatedRow);
    }
  });

  it('meets § 19c (2)’s regulated row for any licensed profession, a doctor too', () => {
    const reply = ask(
      'de',
      'Ich bin Ärztin, 30, die Approbation habe ich schon, 4 Jahre Berufserfahrung, Angebot einer Klinik für 38.000 € mit Tarifvertrag. Welche Wege?',
    );
    expect(reply).toContain('- Erfüllt: Ein Beruf, der in Deutschland nicht reglementiert ist');
    // A doctor's licence row says nothing of what a nurse's licence needs.
    expect(reply).not.toContain('Pflege');
  });
});

describe('a nurse fully recognised in Germany holds the licence and its German (36q D02, DE54)', () => {
  it('does not ask German B2 again, nor the licence for § 19c (2)', () => {
    const german = ask(
      'de',
      'Ich bin Krankenpfleger mit Bachelor, voll anerkannt in Deutschland, 30 Jahre alt, und habe ein Angebot über 46.000 €. Welche Wege habe ich?',
    );
    expect(german).toContain('- Erfüllt: Deutsch B2');
    expect(german).not.toContain('Nachzuweisen: Deutsch B2');
    expect(german).toContain('- Erfüllt: Die Berufserlaubnis in der Pflege');
    const english = ask(
      'en',
      "I'm a nurse with a bachelor's, fully recognized in Germany, 31, with a job offer of €47,000. Which routes do I have?",
    );
    expect(english).toContain('- Met: German B2');
    expect(english).not.toContain('To show: German B2');
    const spanish = ask(
      'es',
      'Soy enfermera con licenciatura, reconocida por completo en Alemania, tengo 29 y una oferta de 45.000 €. ¿Qué vías tengo?',
    );
    expect(spanish).toContain('- Cumplido: Alemán B2');
    expect(spanish).not.toContain('Por demostrar: Alemán B2');
  });
});

describe('"more than 5 years on a ward" is five years of work (36t E03, DE51)', () => {
  // "More than N years" is at least N: the band of N. A ward, "terapia intensiva" or "Station"
  // is a place of work, so the years there are work.
  it('counts the five years in the points and as met for § 19c (2)', () => {
    const cases = [
      [
        'en',
        "Nurse from Peru here, 3-year vocational training, the state authority gave me a partial recognition notice (I need an adaptation course). German B1, more than 5 years on a ward, I'm 29. A hospital offered me 38.000 a year under TVöD. What are my options and how many points do I have?",
        'Opportunity Card points from what you wrote: 12 (6 needed).',
      ],
      [
        'es',
        'Soy enfermera de Bolivia con formación técnica de 3 años y reconocimiento parcial. Alemán B1, más de 5 años en terapia intensiva, tengo 29. ¿Cuántos puntos tengo?',
        'Puntos para la Tarjeta de Oportunidades según lo que escribiste: 12 (se necesitan 6).',
      ],
      [
        'de',
        'Ich bin Pflegefachkraft aus Kolumbien, 3-jährige Ausbildung, Teilanerkennung. Deutsch B1, über 5 Jahre auf Station, ich bin 29. Wie viele Punkte habe ich?',
        'Punkte für die Chancenkarte nach Ihren Angaben: 12 (6 nötig).',
      ],
    ] as const;
    for (const [lng, text, points] of cases) {
      expect(read(lng, text).experience, text).toBe('fiveOfSeven');
      expect(ask(lng, text), text).toContain(points);
    }
    expect(ask('en', cases[0][1])).toContain(
      '- Met: Two years of professional experience in your field in the last five',
    );
    expect(
      read('de', 'Pflegefachkraft, mehr als 5 Jahre im Krankenhaus, Deutsch B1.').experience,
    ).toBe('fiveOfSeven');
  });
});

describe('a nurse whose training has not been checked in Germany misses § 19c (2)’s regulated row (walk-through 36u C2, DE55)', () => {
  it('reads "not checked in Germany yet" as not recognised, in each language', () => {
    const cases = [
      [
        'en',
        "I'm a nurse from Peru, 27 years old, my nursing training hasn't been checked in Germany yet. A hospital offered me 34,000 a year. Is that enough?",
        '- Missing: The license to practice nursing',
      ],
      [
        'es',
        'Soy enfermera de Bolivia, tengo 28 años, mi formación de enfermería todavía no ha sido revisada en Alemania. Un hospital me ofrece 34.000 € al año. ¿Alcanza?',
        '- Falta: La licencia para ejercer la enfermería',
      ],
      [
        'de',
        'Ich bin Pflegefachfrau aus Peru, 27 Jahre, meine Pflegeausbildung wurde in Deutschland noch nicht geprüft. Eine Klinik bietet mir 34.000 € im Jahr. Reicht das?',
        '- Fehlt: Die Berufserlaubnis in der Pflege',
      ],
    ] as const;
    for (const [lng, text, row] of cases) {
      expect(read(lng, text).recognised, text).toBe(false);
      expect(ask(lng, text), text).toContain(row);
    }
  });
});

// Round 21 (independent29-es-de-enfermera-parcial): a recognition granted "only in part", with the
// verb before the diploma ("me reconocieron el título solo en parte"), is a partial recognition.
describe('a recognition said to be granted in part, the diploma between, is partial', () => {
  it('weighs the visa for recognition measures (§ 16d (1))', () => {
    const cases = [
      [
        'es',
        'soy enfermera de cochabamba y me reconocieron el titulo solo en parte. con q visa puedo ir a completar el reconocimiento?',
        'Visa para medidas de reconocimiento (§ 16d, apartado 1, AufenthG):',
      ],
      [
        'en',
        "I'm a nurse from Lima and they recognised my diploma only in part. Which visa lets me finish the recognition?",
        'Visa for recognition measures (§ 16d(1) AufenthG):',
      ],
      [
        'de',
        'Ich bin Pflegefachkraft aus Peru, mein Abschluss wurde nur zum Teil anerkannt. Mit welchem Visum kann ich die Anerkennung abschließen?',
        'Visum für Anerkennungsmaßnahmen (§ 16d Abs. 1 AufenthG):',
      ],
    ] as const;
    for (const [lng, text, route] of cases) {
      expect(read(lng, text).partialRecognition, text).toBe(true);
      expect(ask(lng, text), text).toContain(route);
    }
    // "Recognized in Peru but not in Germany (not even partially)" is no partial recognition.
    const denied = read(
      'en',
      "I'm 33, my degree is recognized in Peru but not in Germany (not even partially), German B1.",
    );
    expect(denied.partialRecognition).not.toBe(true);
  });
});

// Round 21 (independent33-de-de-pflege): "who decides on her recognition?" beside a nurse's case
// is answered with the site's line: the authority of the federal state where she will work.
describe("who decides on a nurse's recognition is answered beside the case", () => {
  it('names the authority of the federal state, in every language', () => {
    const cases = [
      [
        'de',
        'Wir möchten eine Pflegefachkraft aus Peru einstellen. Welches Deutschniveau braucht sie für die Berufserlaubnis, und wer entscheidet über ihre Anerkennung?',
        'die zuständige Stelle des Bundeslandes',
      ],
      [
        'en',
        "I'm a nurse from Bolivia with a job offer from a hospital in Munich. Who decides on my recognition, and what German level do I need?",
        'the authority of the German state where you will work',
      ],
      [
        'es',
        'Soy enfermera de Bolivia y tengo una oferta de un hospital en Múnich. ¿Quién decide sobre mi reconocimiento?',
        'la autoridad del estado federado donde vas a trabajar',
      ],
    ] as const;
    for (const [lng, text, authority] of cases) expect(ask(lng, text), text).toContain(authority);
    // Not asked: not said.
    expect(
      ask(
        'en',
        "I'm a nurse from Bolivia with a job offer from a hospital in Munich. What German level do I need?",
      ),
    ).not.toContain('Who decides on the recognition');
  });
});

// Round 21 (independent10-enfermeria-requisitos): what a nurse needs to work in Germany names the
// job offer the nursing route asks (§§ 18a and 18b AufenthG), as the Germany check page does.
describe('what a nurse needs names the job offer too', () => {
  it('says recognition, German B2 and a job offer, in every language', () => {
    const cases = [
      [
        'es',
        'soy enfermera en Cochabamba, q necesito pa trabajar de enfermera en alemania?',
        'una oferta de trabajo',
      ],
      [
        'en',
        "I'm a nurse in Santa Cruz. What do I need to work as a nurse in Germany?",
        'a job offer',
      ],
      [
        'de',
        'Ich bin Krankenpflegerin in Lima. Was brauche ich, um in Deutschland als Pflegefachkraft zu arbeiten?',
        'Arbeitsplatzangebot',
      ],
    ] as const;
    for (const [lng, text, offer] of cases) expect(ask(lng, text), text).toContain(offer);
  });
});

// Round 21 (walk-through): "recognition done" states the recognition, and the age asked beside it
// leaves the nursing route's verdict to the facts: possible, with the age rule not applying.
describe('a recognition said to be done, with the age asked beside it', () => {
  it("weighs the nurse's route as possible and answers the age", () => {
    const cases = [
      [
        'en',
        "I'm 41, nurse with a job offer in Hamburg, recognition done, German B2. Does my age matter?",
        'With what you wrote, this route is possible.',
        'On your age:',
      ],
      [
        'de',
        'Ich bin 42, Pflegefachkraft mit Jobangebot in Köln, Anerkennung ist erledigt, Deutsch B2. Spielt mein Alter eine Rolle?',
        'Mit Ihren Angaben ist dieser Weg möglich.',
        'Zu Ihrem Alter:',
      ],
      [
        'es',
        'Tengo 43, soy enfermera con oferta en Berlín, ya tengo el reconocimiento, alemán B2. ¿Importa mi edad?',
        'Con lo que escribiste, esta vía es posible.',
        'Sobre tu edad:',
      ],
    ] as const;
    for (const [lng, text, verdict, age] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(verdict);
      expect(reply, text).toContain(age);
    }
  });
});

describe('a nurse at 45 or over, fully recognised (walk-through 36w)', () => {
  it('weighs § 18 (2) no. 5 on the nursing route too, and offers no § 16d (3) once recognised (W11, X1)', () => {
    const spanish = ask(
      'es',
      'ya tengo mi Berufserlaubnis como enfermera (formación técnica reconocida completa), tengo 45 años y un hogar de ancianos me ofrece 40 mil al año, no sé si tienen convenio colectivo. ¿puedo trabajar allá?',
    );
    const nursing = spanish.slice(spanish.indexOf('Enfermería (§ 18a AufenthG):'));
    expect(nursing).toContain(
      '- Por demostrar: Con 45 años o más y un salario bruto menor a €55.770',
    );
    expect(nursing).toContain('esta vía es posible cuando demuestres');
    expect(spanish).not.toContain('§ 16d');
    const english = ask(
      'en',
      "I'm 47, a nurse with full recognition (my Berufserlaubnis was granted), German B2, 3 years of experience (2022-2025). A nursing home offers me €40,000 gross, no collective agreement. Can I go?",
    );
    const route = english.slice(english.indexOf('Nursing (§§ 18a and 18b AufenthG):'));
    expect(route).toContain('- To show: At 45 or over, with a gross salary under €55,770');
  });
});
