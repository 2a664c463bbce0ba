import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// The EU Blue Card's two salary thresholds of 2026 (§ 18g (1) AufenthG): €50,700, and €45,934.20
// for a degree of the last three years or an occupation on the Blue Card's shortage list. A row
// quotes the threshold it weighs, and a fact it turns on that the message leaves out is asked,
// never judged. Oracle: the statute and germanyCheck/lawCases.json (DE07). Ids (E15) name walk-through 36p's messages.

describe('a salary between the thresholds with a degree of no stated year is to show (E15)', () => {
  it('asks when the degree was earned instead of marking €50,000 missing (E15)', () => {
    const reply = ask(
      'en',
      "I'm 38, marketing manager, master's degree not yet checked, 5 years of experience, English C1, no German. Offer 50.000 € per year. Is that enough for the Blue Card? How many points do I have?",
    );
    expect(reply).toContain(
      '- To show: A degree earned in the last three years: your €50,000 is below the regular threshold of €50,700 a year',
    );
    expect(reply).not.toContain('Missing: A gross salary of at least €50,700');
    expect(reply).toContain('When did you earn your degree (month and year)?');
  });

  it('does so for "licenciada" and €48.000 in Spanish', () => {
    const reply = ask(
      'es',
      'Tengo 36 años, licenciada en administración, 4 años de experiencia, inglés B2. Me ofrecen 48.000 € al año en Múnich. ¿Me dan la Tarjeta Azul?',
    );
    expect(reply).toContain(
      '- Por demostrar: Un título obtenido en los últimos tres años: tus €48.000 no llegan al umbral general de €50.700 al año',
    );
    expect(reply).toContain('¿Cuándo obtuviste tu título (mes y año)?');
  });

  it('does so for a Bachelor and 49.500 € in German', () => {
    const reply = ask(
      'de',
      'Ich habe einen Bachelor in Betriebswirtschaft, bin 37, Englisch C1, und habe ein Angebot über 49.500 € brutto im Jahr. Reicht das für die Blaue Karte?',
    );
    expect(reply).toContain(
      '- Nachzuweisen: Ein Abschluss aus den letzten drei Jahren: Ihre 49.500 € liegen unter der allgemeinen Grenze von 50.700 € im Jahr',
    );
    expect(reply).toContain('Wann haben Sie Ihren Abschluss erworben (Monat und Jahr)?');
  });

  it('still judges a salary under both thresholds, and a degree said to be older', () => {
    const under = ask(
      'en',
      "I'm 38 with a master's degree, 5 years of experience, English C1. Offer 44,000 € per year. Is that enough for the Blue Card?",
    );
    expect(under).toContain('- Missing: A gross salary of at least €50,700 a year');
    expect(under).not.toContain('When did you earn your degree (month and year)?');
    const older = ask(
      'en',
      "I'm 38, I finished my master's in 2012, 5 years of experience, English C1. Offer 50,000 € per year. Is that enough for the Blue Card?",
    );
    expect(older).toContain('- Missing: A gross salary of at least €50,700 a year');
    expect(older).not.toContain('When did you earn your degree (month and year)?');
  });
});

describe('the row says what is open, the degree’s year, never a threshold the salary misses (E08)', () => {
  it.each([
    [
      'en',
      "I'm 45, my business administration degree is fully recognised, I work in marketing. I have a job offer in Frankfurt for 50,000 euros a year. Blue Card or something else?",
      '- To show: A degree earned in the last three years: your €50,000 is below the regular threshold of €50,700 a year, but reaches the lower threshold of €45,934.20',
      'To show: A gross salary of at least €50,700',
    ],
    [
      'es',
      'Tengo 45 años, licenciada en economía con título reconocido en Alemania, trabajo en finanzas. Una empresa de Hamburgo me ofrece 49.000 euros al año. ¿Tarjeta Azul u otra cosa?',
      '- Por demostrar: Un título obtenido en los últimos tres años: tus €49.000 no llegan al umbral general de €50.700 al año, pero sí al umbral más bajo de €45.934,20',
      'Por demostrar: Un salario bruto de al menos €50.700',
    ],
    [
      'de',
      'Ich bin 45, mein BWL-Abschluss ist in Deutschland voll anerkannt, ich arbeite im Vertrieb. Ein Angebot in Köln über 47.000 € im Jahr liegt vor. Blaue Karte oder etwas anderes?',
      '- Nachzuweisen: Ein Abschluss aus den letzten drei Jahren: Ihre 47.000 € liegen unter der allgemeinen Grenze von 50.700 € im Jahr, erreichen aber die niedrigere Grenze von 45.934,20 €',
      'Nachzuweisen: Ein Bruttogehalt von mindestens 50.700 €',
    ],
  ] as const)('%s: %s', (lng, message, row, quoted) => {
    const reply = ask(lng, message);
    expect(reply).toContain(row);
    expect(reply).not.toContain(quoted);
  });
});

describe('a skilled trade in short supply is weighed with the threshold its row quotes (E05)', () => {
  it("says why an electrician's Blue Card row quotes €50,700 (E05)", () => {
    const reply = ask(
      'en',
      "I'm an electrician with a 3-year technical diploma from Peru, 41 years old, 10 years of experience, German A2. Job offer 42,000 € a year, not sure whether the company pays under a collective agreement. My diploma hasn't been checked in Germany. Which visa fits?",
    );
    expect(reply).toContain('- Missing: A gross salary of at least €50,700 a year');
    expect(reply).not.toContain('at least €45,934.20 a year');
    expect(reply).toContain(
      "The lower threshold of €45,934.20 is only for the occupations on the Blue Card's own list (§ 18g (1) AufenthG), and a skilled trade like yours is not on it",
    );
    expect(reply).toContain('the Opportunity Card gives you no point for it');
  });

  it('says it for an "electricista" in Spanish', () => {
    const reply = ask(
      'es',
      'Soy electricista con formación técnica de 3 años, 33 años, alemán B1, 6 años de experiencia. Me ofrecen 48.000 € al año en Stuttgart. ¿Me dan la Tarjeta Azul?',
    );
    expect(reply).toContain('- Falta: Un salario bruto de al menos €50.700 al año');
    expect(reply).toContain('El umbral más bajo de €45.934,20 es solo para las profesiones');
  });

  it('says it for an "Elektriker" in German', () => {
    const reply = ask(
      'de',
      'Ich bin Elektriker mit abgeschlossener Berufsausbildung, 36 Jahre, Deutsch B1, 8 Jahre Erfahrung. Angebot: 47.000 € brutto im Jahr. Bekomme ich die Blaue Karte?',
    );
    expect(reply).toContain('- Fehlt: Ein Bruttogehalt von mindestens 50.700 € im Jahr');
    expect(reply).toContain('Die niedrigere Grenze von 45.934,20 € gilt nur für die Berufe');
  });
});

describe('"finished two years ago" with a degree is a graduate of the last three years (walk-through 36u C4, DE10)', () => {
  it('shows the lower threshold of 45,934.20 €, which 45,000 still misses', () => {
    const cases = [
      [
        'de',
        'Voll anerkannter Abschluss in BWL, vor zwei Jahren fertig geworden, Jobangebot 45.000 € bei einem tarifgebundenen Arbeitgeber. Blaue Karte oder was sonst?',
        '- Fehlt: Ein Bruttogehalt von mindestens 45.934,20 €',
      ],
      [
        'es',
        'Tengo un título en administración reconocido en Alemania, me gradué hace dos años, y una oferta de 45.000 € al año. ¿Tarjeta Azul u otra cosa?',
        '- Falta: Un salario bruto de al menos €45.934,20',
      ],
      [
        'en',
        'I have a business degree recognized in Germany, finished two years ago, and a job offer of €45,000 a year. Blue Card or what else?',
        '- Missing: A gross salary of at least €45,934.20',
      ],
    ] as const;
    for (const [lng, text, row] of cases) {
      const reply = ask(lng, text);
      expect(reply, text).toContain(row);
      expect(reply, text).not.toContain('50.700 € im Jahr (Wert');
    }
  });
});

describe('every occupation § 18g (1) sentence 2 lists has the lower threshold (issue 36)', () => {
  it('weighs a "Chemikerin" with €50,699 at the lower threshold', () => {
    const reply = ask(
      'de',
      'Ich bin 44, Chemikerin mit anerkanntem Master, und habe ein Angebot über 50.699 € brutto. Blaue Karte?',
    );
    expect(reply).toContain('- Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 € im Jahr');
    expect(reply).toContain('weil Ihr Beruf auf der eigenen Liste der Blauen Karte EU steht');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    expect(reply).toContain('occupation=blueCardList');
  });

  it('weighs a statistician with €47,500 and a degree of 2012 at the lower threshold', () => {
    const reply = ask(
      'en',
      "I'm a statistician with a master's (comparable per anabin), graduated 2012, age 38. Offer: €47,500 a year. Blue Card?",
    );
    expect(reply).toContain('- Met: A gross salary of at least €45,934.20 a year');
    expect(reply).toContain("because your occupation is on the Blue Card's own list");
    expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(reply).not.toContain('When did you earn your degree (month and year)?');
  });

  it('does so for an "arquitecta", a "jefe de logística" and an "Apothekerin"', () => {
    const cases = [
      [
        'es',
        'Soy arquitecta con título reconocido en Alemania, tengo 39 años y me ofrecen 47.000 € al año. ¿Puedo sacar la Tarjeta Azul?',
        '- Cumplido: Un salario bruto de al menos €45.934,20 al año',
      ],
      [
        'es',
        'Trabajo como jefe de logística, tengo un título comparable según anabin y 41 años; la oferta es de 46.500 € al año. ¿Tarjeta Azul?',
        '- Cumplido: Un salario bruto de al menos €45.934,20 al año',
      ],
      [
        'de',
        'Ich bin Logistikleiterin mit anerkanntem Bachelor, 37 Jahre, Angebot 48.000 € im Jahr. Blaue Karte?',
        '- Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 € im Jahr',
      ],
      [
        'en',
        "I'm a pharmacist, degree recognized in Germany, 36, offer of €48,000 a year. Blue Card?",
        '- Met: A gross salary of at least €45,934.20 a year',
      ],
    ] as const;
    for (const [lng, text, row] of cases) expect(ask(lng, text), text).toContain(row);
  });

  it('still weighs an occupation off the list, a marketing manager, at the regular threshold', () => {
    const reply = ask(
      'en',
      "I'm a marketing manager with a master's (comparable per anabin), graduated 2012, age 38. Offer: €47,500 a year. Blue Card?",
    );
    expect(reply).toContain('- Missing: A gross salary of at least €50,700 a year');
  });
});

describe('an employer asking about a candidate is told of the candidate’s salary (walk-through 36w W13, W22)', () => {
  it('speaks of the candidate’s salary in the route lines and questions, in every language', () => {
    const german = ask(
      'de',
      'Wir sind nicht tarifgebunden und möchten eine Elektrikerin mit 3-jähriger Ausbildung einstellen (nicht anerkannt, 4 Jahre Erfahrung). Wir würden 41.000 € zahlen. Was braucht sie?',
    );
    expect(german).toContain('Das Gehalt der Kandidatin oder des Kandidaten liegt unter 45.630 €');
    expect(german).not.toContain('Ihr Gehalt');
    // What the reply asks is the candidate's too.
    expect(german).toContain('Wie alt ist die Kandidatin oder der Kandidat?');
    expect(german).not.toContain('Wie alt sind Sie?');
    const developer = ask(
      'de',
      'Guten Tag, wir möchten einen Softwareentwickler aus Peru einstellen. Er hat keinen Studienabschluss, aber 6 Jahre Berufserfahrung (2019–2025). Was müssen wir mindestens zahlen, damit er die Blaue Karte bekommt?',
    );
    expect(developer).toContain(
      'Welches Bruttojahresgehalt zahlen Sie der Kandidatin oder dem Kandidaten?',
    );
    expect(developer).not.toContain('bietet Ihnen der Arbeitgeber');
    const english = ask(
      'en',
      'We would like to hire a software developer with a bachelor’s degree and 4 years of experience. What is the minimum salary for the Blue Card?',
    );
    expect(english).toContain(
      "because the candidate's occupation is on the EU Blue Card's list of occupations",
    );
    expect(english).toContain('What gross salary a year will you pay the candidate?');
    const spanish = ask(
      'es',
      'Queremos contratar a una desarrolladora de Bolivia con título en informática y 4 años de experiencia. ¿Qué salario mínimo le tenemos que pagar para la Blue Card?',
    );
    expect(spanish).toContain('¿Qué salario bruto al año le pagarías a la persona candidata?');
    expect(spanish).not.toContain('te ofrecen?');
    // A visitor telling their own offer keeps "your salary".
    expect(
      ask(
        'en',
        'I have a vocational training as a cook, 5 years of experience, and an offer of €42,000; the employer has no collective agreement. Is it enough?',
      ),
    ).toContain('Under €45,630');
  });
});

describe('a graduation only supposed is no fact (walk-through 36w W31)', () => {
  it('gives an employer’s data scientist the lower threshold for her occupation, not for a year supposed', () => {
    const english = ask(
      'en',
      "We want to hire a data scientist from India with a master's degree (recognised). What is the minimum salary for a Blue Card? Should it be different if she graduated last year?",
    );
    expect(english).toContain(
      "applies because the candidate's occupation is on the EU Blue Card's list of occupations",
    );
    expect(english).not.toContain('earned their degree in the last three years');
    expect(
      read('de', 'Ändert sich etwas, falls sie letztes Jahr abgeschlossen hat?').recentGraduate,
    ).toBeUndefined();
    expect(read('es', '¿Y si se graduó el año pasado?').recentGraduate).toBeUndefined();
    // Stated, it counts.
    expect(read('en', 'I graduated last year with a master’s.').recentGraduate).toBe(true);
  });
});
