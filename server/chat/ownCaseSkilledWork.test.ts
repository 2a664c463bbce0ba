import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// The routes to work with a qualification weighed for a visitor's own case: §§ 18a/18b, § 19c (2)
// and § 16d AufenthG (nurses: ownCaseNursing.test.ts). Oracle: the statute and germanyCheck/lawCases.json. The case id
// in a title (DE10, e02, …) names the walk-through message it comes from.

describe('§§ 18a/18b are weighed beside the Blue Card, with the salary floor of § 18 (2) no. 5 from age 45', () => {
  it('gives a recognised degree under the Blue Card threshold § 18b, and § 19c (2) with experience', () => {
    const english = ask(
      'en',
      'I graduated in 2018 in communications, degree is recognized, and I have a job offer for 48,000 euros as a PR manager (not a shortage occupation). Can I get the Blue Card? If not, what else?',
    );
    expect(english).toContain('Missing: A gross salary of at least €50,700');
    expect(english).toMatch(
      /Routes open to you .*: Skilled worker with a recognized qualification/,
    );
    const german = ask(
      'de',
      'Ich habe vor 6 Jahren Marketing studiert (Abschluss anerkannt), 4 Jahre Erfahrung, und ein Angebot über 50.000 € im Jahr. Kein Engpassberuf. Geht die Blaue Karte, und wenn nicht, was dann?',
    );
    expect(german).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
    expect(german).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(german).toMatch(/offene Wege .*Fachkraft .*; Beschäftigung mit Berufserfahrung/);
  });

  it('answers "is that enough?" for a job with every open route, not the Blue Card alone', () => {
    const reply = ask(
      'en',
      'I have a recognized degree in marketing (graduated in 2012) and an offer of 48,000 euros. Is that enough?',
    );
    expect(reply).toContain('Missing: A gross salary of at least €50,700');
    expect(reply).toMatch(/Routes open to you .*: Skilled worker with a recognized qualification/);
  });

  it('marks an unknown collective agreement to show, and weighs § 18b beside a closed Blue Card', () => {
    const reply = ask(
      'es',
      'hola, soy ingeniero civil con 5 años de experiencia, mi título sale en anabin como equivalente (H+). Una constructora de Hamburgo me ofrece 45 mil euros al año, no sé si tienen convenio colectivo. me sale la tarjeta azul?',
    );
    expect(reply).toContain('Por demostrar: Con un salario menor a €45.630');
    expect(reply).toContain('Trabajo calificado con formación reconocida (§§ 18a y 18b AufenthG):');
    expect(reply).not.toContain('ninguna de estas vías es posible');
    const nurse = ask(
      'de',
      'Guten Tag, ich bin 41, ausgebildete Pflegekraft aus Peru. Meine Ausbildung ist in Deutschland voll anerkannt und ich habe die Berufserlaubnis, Deutsch B2. Ein Pflegeheim bietet mir 36.000 € im Jahr, ob es einen Tarifvertrag gibt, weiß ich nicht. Welches Visum passt?',
    );
    expect(nurse).toContain('Nachzuweisen: Bei einem Gehalt unter 45.630 €');
    expect(nurse).not.toContain('Erfüllt: Bei einem Gehalt unter');
    expect(nurse).toContain('Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen');
    for (const text of [
      "I'm a marketing manager, 33, with a business degree from 2016. Anabin lists my university as H+ and the ZAB statement says my degree is comparable to a German one. I have 7 years of experience. A company in Frankfurt offered me 50,650 euros gross per year. Can I get the EU Blue Card?",
      "My master's in finance is comparable according to anabin, I'm 36 with 6 years of experience, and I have an offer of €49,000 a year as a controller. Blue Card?",
    ]) {
      const blueCard = ask('en', text);
      expect(blueCard).toContain('Skilled worker with a recognized qualification (§§ 18a and 18b');
      expect(blueCard).toContain('Routes open to you with what you wrote');
    }
  });

  it('gives the § 18 (2) no. 5 floor from 45 when a minimum salary is asked, in every language', () => {
    const cases = [
      [
        'en',
        "We're hiring a 47-year-old Argentinian mechanical engineer with a recognized degree; it would be his first German residence permit. What's the minimum salary we'd have to pay?",
        '€55,770',
      ],
      [
        'es',
        'tengo 46 años, soy ingeniero con titulo reconocido en alemania y seria mi primer permiso. cuanto tendrian q pagarme minimo?',
        '€55.770',
      ],
      [
        'de',
        'Wir möchten einen 47-jährigen Ingenieur aus Bolivien einstellen, erster Aufenthaltstitel. Welches Mindestgehalt gilt 2026?',
        '55.770 €',
      ],
      [
        'de',
        'Wir möchten einen 50-jährigen Elektriker mit in Deutschland anerkannter Berufsausbildung einstellen; es wäre sein erster Aufenthaltstitel. Welches Mindestgehalt gilt 2026?',
        '55.770 €',
      ],
      [
        'en',
        'Our candidate is a 52-year-old accountant with a degree recognised in Germany, first permit. What minimum pay do we need to offer?',
        '€55,770',
      ],
    ] as const;
    for (const [locale, text, floor] of cases) {
      const reply = ask(locale, text);
      expect(reply).toContain(floor);
      // The floor is §§ 18a/18b's alone: § 19c (2) is weighed beside it, with no age rule.
      expect(reply).toMatch(/§ 19c/);
    }
  });
});

describe('§ 19c (2) is weighed with a job offer, two years of experience and a qualification of at least two years', () => {
  it('reads "for the past 4 years" and "seit 4 Jahren" as experience for § 19c (2)', () => {
    const english = ask(
      'en',
      "I have a 3-year vocational diploma in logistics from Bolivia, state recognised there but never checked in Germany. I've worked as a logistics coordinator for the past 4 years. A German freight company offered me 46,200 € a year; they are not bound by any collective agreement. I speak no German. Which visa fits?",
    );
    expect(english).toContain(
      'Met: Two years of professional experience in your field in the last five',
    );
    expect(english).not.toContain('your professional experience');
    const german = ask(
      'de',
      'Guten Tag, ich habe eine dreijährige Ausbildung als Elektriker, in Kolumbien staatlich anerkannt, in Deutschland noch nicht geprüft. Ich arbeite seit 4 Jahren als Elektriker. Ein tarifgebundener Betrieb bietet mir 41.000 € im Jahr nach Tarifvertrag. Welche Möglichkeiten habe ich?',
    );
    expect(german).toContain(
      'Erfüllt: Zwei Jahre Berufserfahrung in Ihrem Fach in den letzten fünf',
    );
    expect(german).toContain('Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen');
    const spanish = ask(
      'es',
      'tengo formación técnica de 3 años en soldadura, hace 4 años que trabajo como soldador y una empresa alemana me ofrece 47.000 € al año. ¿me sirve la vía por experiencia?',
    );
    expect(spanish).toContain(
      'Cumplido: Dos años de experiencia laboral en tu área en los últimos cinco',
    );
  });

  it('names § 18a beside § 19c (2) when only the experience route was asked (ES09, DE09)', () => {
    const spanish = ask(
      'es',
      'Hola, tengo formación técnica de 3 años en gastronomía (chef), reconocida en Bolivia pero no en Alemania, 4 años de experiencia. Un hotel en Alemania me ofrece 34.000 € al año y paga según convenio colectivo (Tarifvertrag). Puedo ir a trabajar?',
    );
    // With the age not given, § 18a and § 19c (2) turn on the salary floor from 45: named, and
    // the age asked.
    expect(spanish).toMatch(/Vías abiertas[^\n]*Trabajo calificado con formación reconocida/);
    expect(spanish).toContain('¿Cuántos años tienes?');
    const german = ask(
      'de',
      'Ich habe eine 3-jährige Ausbildung als Koch, in Peru staatlich anerkannt, und 4 Jahre Berufserfahrung. Ein Restaurant bietet mir 38.000 € im Jahr. Ob der Arbeitgeber tarifgebunden ist, weiß ich nicht. Kann ich über Berufserfahrung kommen?',
    );
    expect(german).toMatch(
      /(offene Wege|auch infrage)[^\n]*Fachkraft mit anerkannter Qualifikation/,
    );
  });

  it('names § 19c (2) and asks for the experience (e02, s04)', () => {
    const reply = ask(
      'en',
      'Turning 35 in May. Civil engineer, my degree was recognised by the ZAB as comparable. I have a job offer in Munich for 52.000 € a year. Do I qualify for the Blue Card? And what else could I do?',
    );
    expect(reply).toMatch(/Routes open to you[^\n]*Work based on professional experience/);
    expect(reply).toContain('How many years have you worked in your field');
    const spanish = ask(
      'es',
      'Tengo 47 años, contadora con título reconocido en Alemania, una oferta de 58.000 euros al año. ¿Qué visa me corresponde?',
    );
    expect(spanish).toMatch(/Vías abiertas[^\n]*Trabajo por experiencia profesional/);
  });

  it('leaves a salary not given to show for § 19c (2), never "under the floor" (E08)', () => {
    const reply = ask(
      'en',
      "I have a job offer as a welder in Stuttgart. I'm 38, did a 3 year vocational training in Ecuador, not recognized in Germany yet, 10 years experience. Can I go with 19c? Does the employer have to pay a minimum?",
    );
    expect(reply).toContain('- To show: A gross salary of at least €45,630 a year');
    expect(reply).not.toContain('Under €45,630');
  });
});

describe('§ 16d: recognition measures after a partial notice, a recognition partnership before any, neither once recognised', () => {
  it('weighs the recognition partnership named, at A2 and at A1 (DE10, DE11)', () => {
    const a2 = ask(
      'de',
      'Ich bin Elektroniker mit 3-jähriger Ausbildung aus Kolumbien, Deutsch A2. Ein Arbeitgeber in Deutschland will mich einstellen und mit mir eine Anerkennungspartnerschaft eingehen. Die Anerkennung habe ich noch nicht beantragt. Geht das?',
    );
    expect(a2).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    expect(a2).toContain('- Erfüllt: Deutsch A2');
    expect(a2).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
    expect(a2).not.toContain('Ausbildung (§ 16a AufenthG):');
    const a1 = ask(
      'de',
      'Ich bin Elektroniker mit 3-jähriger Ausbildung aus Kolumbien, aber mein Deutsch ist erst A1. Ein Arbeitgeber möchte eine Anerkennungspartnerschaft mit mir machen. Ist das möglich?',
    );
    expect(a1).toContain('- Fehlt: Deutsch A2');
    expect(a1).toContain('- Erfüllt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland');
    const mechanic = ask(
      'de',
      'Ich bin Anlagenmechaniker mit einer Ausbildung aus Peru, Deutsch B1. Ein Arbeitgeber möchte mit mir eine Anerkennungspartnerschaft machen. Klappt das?',
    );
    expect(mechanic).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    expect(mechanic).toContain('Mit Ihren Angaben ist dieser Weg möglich, sobald Sie nachweisen');
  });

  it('gives no recognition partnership for a fully recognised training (D05)', () => {
    const reply = ask(
      'de',
      '46 Jahre, Elektriker mit voll anerkannter Ausbildung, 6 Jahre Erfahrung, Angebot 55 770 Euro im Jahr. Was ist möglich?',
    );
    expect(reply).not.toContain('Anerkennungspartnerschaft');
    expect(reply).toContain(
      '- Erfüllt: Ein in Deutschland anerkannter oder vergleichbarer Hochschulabschluss (anabin) oder eine in Deutschland anerkannte Berufsausbildung',
    );
    const other = ask(
      'de',
      'Ich bin 41, Mechatroniker mit vollständig anerkannter Ausbildung, Angebot 52.000 € im Jahr. Welche Wege habe ich?',
    );
    expect(other).not.toContain('Anerkennungspartnerschaft');
    expect(other).toMatch(
      /Fachkraft mit anerkannter Qualifikation[^\n]*\n- Erfüllt: Ein in Deutschland/,
    );
  });

  it('weighs § 16d (1) for a partial recognition said in other words (S12)', () => {
    const reply = ask(
      'es',
      'Me reconocieron parcialmente mi título de enfermera (Bescheid con medidas de compensación). Tengo una oferta de un hospital en Colonia de 38.000 € con convenio TVöD, alemán B1, 29 años, 5 años de experiencia.',
    );
    expect(reply).toContain('Visa para medidas de reconocimiento (§ 16d, apartado 1, AufenthG):');
    expect(reply).toMatch(/Vías abiertas .*Chancenkarte/);
  });
});

describe('a route that turns on a fact not given is not called open: the fact is asked (walk-through 36l)', () => {
  it('does not list § 19c (2) or §§ 18a/18b as open with no experience and no age (E05)', () => {
    const reply = ask(
      'en',
      'I have a master’s in business administration, it is fully recognised in Germany (ZAB statement says equivalent). I got a job offer for 52,000 euros a year in Frankfurt. Can I get the Blue Card?',
    );
    expect(reply).not.toMatch(/Routes open to you[^\n]*§ 19c\(2\)/);
    expect(reply).not.toMatch(/Routes open to you[^\n]*§§ 18a and 18b/);
    expect(reply).toMatch(
      /may also fit[^\n]*§§ 18a and 18b[^\n]*§ 19c\(2\)[^\n]*How old are you\? How many years have you worked/,
    );
  });

  it('asks the age for §§ 18a/18b under 55,770 and the experience for § 19c (2), in any language', () => {
    const spanish = ask(
      'es',
      'Me recibí de ingeniera industrial en 2023 y mi título figura como equivalente en anabin. Una empresa de Hamburgo me ofrece 48.000 € brutos al año. ¿Me dan la Tarjeta Azul?',
    );
    expect(spanish).not.toMatch(/Vías abiertas[^\n]*§ 19c/);
    expect(spanish).toMatch(/también podrían servirte[^\n]*§ 19c[^\n]*¿Cuántos años/);
    const german = ask(
      'de',
      'Mein Bachelor in Logistik ist in Deutschland anerkannt, und ich habe ein Angebot über 51.000 € brutto im Jahr. Geht die Blaue Karte?',
    );
    expect(german).not.toMatch(/offene Wege[^\n]*§§ 18a und 18b/);
    expect(german).toMatch(/auch infrage[^\n]*§§ 18a und 18b[^\n]*Wie alt sind Sie\?/);
  });
});

describe('an employer who wants a recognition partnership is the job offer § 16d (3) needs (s08)', () => {
  it('shows the partnership instead of "missing: job offer", and explains how it works', () => {
    const cases = [
      [
        'es',
        'Soy electricista, 28 años, alemán A2, mi formación de 3 años no está reconocida. Una empresa en Alemania quiere hacer una asociación de reconocimiento conmigo. ¿Cómo funciona y qué necesito?',
        '- Cumplido: Una oferta de trabajo de un empleador en Alemania',
        'Cómo funciona la asociación de reconocimiento (§ 16d, apartado 3, AufenthG):',
      ],
      [
        'es',
        'Tengo 31 años, soy técnica en electrónica con formación de 3 años y alemán B1. Mi empleador en Alemania me ofrece una asociación de reconocimiento. ¿Cómo funciona?',
        '- Cumplido: Una oferta de trabajo de un empleador en Alemania',
        'Cómo funciona la asociación de reconocimiento (§ 16d, apartado 3, AufenthG):',
      ],
      [
        'de',
        'Ich bin 33, Mechatroniker mit dreijähriger Ausbildung, Deutsch A2. Ein Betrieb in München will mit mir eine Anerkennungspartnerschaft eingehen. Wie funktioniert das?',
        '- Erfüllt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland',
        'So funktioniert die Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):',
      ],
    ] as const;
    for (const [lng, text, offer, how] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(offer);
      expect(reply).toContain(how);
      expect(reply).toMatch(
        /(Vías abiertas|offene Wege)[^\n]*(asociación de reconocimiento|Anerkennungspartnerschaft)/i,
      );
    }
  });

  it('leaves the offer unstated when the partnership is only asked about', () => {
    const text =
      'I am a 30-year-old electrician with a 3-year vocational training and German A2. Would a company in Germany do a recognition partnership with me?';
    expect(read('en', text).jobOffer).toBeUndefined();
  });
});

describe('a degree named as "Abschluss in …" opens § 19c (2) and is not asked again (d02)', () => {
  it('names §§ 18a/18b and § 19c (2) open and asks no degree-or-training question', () => {
    const cases = [
      [
        'de',
        'Ich habe einen Abschluss in Betriebswirtschaft (noch nicht geprüft), bin 28, Deutsch B1, Englisch C1, arbeite seit 2023 im Fach und habe ein Angebot über 51.000 €. Reicht das für die Blaue Karte? Und wie viele Punkte hätte ich?',
        /offene Wege[^\n]*Beschäftigung mit Berufserfahrung \(§ 19c Abs\. 2 AufenthG\)/,
        'Hochschulabschluss oder eine Berufsausbildung?',
      ],
      [
        'de',
        'Ich bin 31, habe einen Abschluss in Maschinenbau (nicht anerkannt), Deutsch B2, seit 2021 im Beruf tätig, Angebot 52.000 €. Welche Wege habe ich?',
        /offene Wege[^\n]*Beschäftigung mit Berufserfahrung \(§ 19c Abs\. 2 AufenthG\)/,
        'Hochschulabschluss oder eine Berufsausbildung?',
      ],
      [
        'es',
        'Tengo un título en administración de empresas (sin revisar), 29 años, alemán B1, trabajo desde 2022 en mi área y tengo una oferta de 51.000 €. ¿Qué opciones tengo?',
        /Vías abiertas[^\n]*Trabajo por experiencia profesional \(§ 19c, apartado 2, AufenthG\)/,
        '¿Tu formación es un título universitario o una formación técnica?',
      ],
    ] as const;
    for (const [lng, text, open, question] of cases) {
      const reply = ask(lng, text);
      expect(reply).toMatch(open);
      expect(reply).not.toContain(question);
      expect(read(lng, text).degree).toBe(true);
    }
  });
});

describe('a German minimum met by a higher level says the level stated (e03, d12)', () => {
  it('adds the level written to "Met: German A2"', () => {
    const cases = [
      [
        'en',
        'I am 30, electrician with 3-year training, not recognised, German B1, a company offers me a job and a recognition partnership.',
        '- Met: German A2 (the B1 you wrote meets it)',
      ],
      [
        'es',
        'Tengo 34 años, soy electricista con formación técnica de 3 años sin reconocer, alemán B2, y una empresa en Alemania quiere hacer una asociación de reconocimiento conmigo.',
        '- Cumplido: Alemán A2 (el B2 que indicaste lo cumple)',
      ],
      [
        'de',
        'Ich bin 33, Mechatroniker mit dreijähriger Ausbildung, Deutsch B1. Ein Betrieb in München will mit mir eine Anerkennungspartnerschaft eingehen.',
        '- Erfüllt: Deutsch A2 (Ihr angegebenes B1 erfüllt das)',
      ],
    ] as const;
    for (const [lng, text, line] of cases) expect(ask(lng, text)).toContain(line);
  });
});

describe('experience denied decides § 19c (2) whatever the qualification is (D09, DE63)', () => {
  it('never calls § 19c (2) possible once shown for "keine Erfahrung", in any language', () => {
    const cases = [
      [
        'de',
        'Ich arbeite als Koch, Ausbildung nicht geprüft, keine Erfahrung, Deutsch A2, Angebot 50.000. Welche Wege habe ich? Und wie viele Punkte?',
      ],
      [
        'de',
        'Ich bin Bäcker, noch ohne Berufserfahrung, Deutsch B1. Eine Bäckerei bietet mir 48.000 € im Jahr. Welche Wege gibt es?',
      ],
      [
        'en',
        "I'm a cook with no work experience yet, German A2. A restaurant in Hamburg offers me 50,000 € a year. What are my options?",
      ],
    ] as const;
    for (const [lng, text] of cases) {
      const reply = ask(lng, text);
      expect(reply).toMatch(/(Erfüllt|Met): (Ein Arbeitsplatzangebot|A job offer)/);
      expect(reply).not.toMatch(/(To show|Nachzuweisen): (Two years|Zwei Jahre)/);
      expect(reply).not.toMatch(/(offene Wege|Routes open)[^\n]*19c/);
    }
  });
});

describe('a doctor without recognition has no licence, so § 19c (2) is closed (D15)', () => {
  it('never names § 19c (2) open for a doctor, dentist or médica whose degree is not recognised', () => {
    const cases = [
      [
        'de',
        'Bin 29, Ärztin, Studium nicht anerkannt, Deutsch B1, Angebot in einer Klinik für 60.000 €. Was geht?',
      ],
      [
        'es',
        'Soy médica, tengo 30 años, mi título no está reconocido en Alemania, alemán B1. Una clínica me ofrece 60.000 € al año. ¿Qué opciones tengo?',
      ],
      [
        'en',
        "I'm a dentist, 31, my degree is not recognised in Germany, German B2. A practice offers me 55,000 € a year. Which routes are open to me?",
      ],
    ] as const;
    for (const [lng, text] of cases) {
      expect(read(lng, text)).toMatchObject({ regulated: true, recognised: false });
      const reply = ask(lng, text);
      expect(reply).toMatch(/(offene Wege|Routes open|Vías abiertas)/);
      expect(reply).not.toMatch(/(offene Wege|Routes open|Vías abiertas)[^\n]*19c/);
    }
  });

  it('marks the licence missing when § 19c (2) is weighed for an unrecognised doctor', () => {
    const reply = ask(
      'en',
      "I'm a doctor, 33, 4 years of experience, my degree is not recognised in Germany, German B1. A hospital offers 60,000 €. Can I come with the experience route (§ 19c (2))?",
    );
    expect(reply).toContain('- Missing: An occupation not regulated in Germany');
  });
});

describe('every regulated profession, not only medicine, closes § 19c (2) without recognition (36r E14, D07)', () => {
  it('marks § 19c (2)’s licence row missing for a physiotherapist, a fisioterapeuta and an Erzieherin with a partial notice', () => {
    const cases = [
      [
        'en',
        "I'm 28, physiotherapist with a degree, not recognised yet. A clinic in Munich will sign a recognition partnership and pay 2.800 a month. German A2. How does it work and what do I need?",
        /\(§ 19c\(2\) AufenthG\):(\n- [^\n]*)*\n- Missing: An occupation not regulated in Germany/,
        /Recognition partnership \(§ 16d\(3\) AufenthG\):(\n- [^\n]*)*\n- To show: A recognition partnership/,
      ],
      [
        'es',
        'Soy fisioterapeuta con título, todavía no reconocido. Una clínica en Hamburgo me ofrece 3.000 al mes y firmará una asociación de reconocimiento. Alemán A2, 31 años, 4 años de experiencia. ¿Qué opciones tengo?',
        /\(§ 19c, apartado 2, AufenthG\):(\n- [^\n]*)*\n- Falta: Una profesión no regulada/,
        /\(§ 16d, apartado 3, AufenthG\):(\n- [^\n]*)*\n- Por demostrar: /,
      ],
      [
        'de',
        'Ich bin Erzieherin, 35, Teilanerkennung (Bescheid mit Ausgleichsmaßnahme), Deutsch B1, 3 Jahre Berufserfahrung, Angebot einer Kita für 40.000 €. Welche Wege?',
        /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]*)*\n- Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist/,
        /Ihr Beruf ist in Deutschland reglementiert/,
      ],
    ] as const;
    for (const [lng, text, missing, other] of cases) {
      expect(read(lng, text)).toMatchObject({ regulated: true });
      const reply = ask(lng, text);
      expect(reply).toMatch(missing);
      expect(reply).toMatch(other);
      expect(reply).not.toMatch(/(offene Wege|Routes open|Vías abiertas)[^\n]*19c/);
    }
  });

  it('leaves § 19c (2) open to a partial notice in an occupation that is not regulated', () => {
    // A partial equivalence notice (BQFG) exists for unregulated trades too; § 19c (2) needs none.
    const cases = [
      [
        'de',
        'Ich bin Mechatroniker mit Ausbildung, Teilanerkennung von der IHK, 3 Jahre Berufserfahrung, Deutsch B1, 30 Jahre. Ein Betrieb bietet mir 47.000 € im Jahr. Welche Wege?',
        /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]*)*\n- Erfüllt: Ein Beruf, der in Deutschland nicht reglementiert ist/,
      ],
      [
        'es',
        'Soy mecatrónico con formación técnica de 3 años, reconocimiento parcial de la IHK, 3 años de experiencia, alemán B1, 30 años. Una empresa me ofrece 47.000 € al año. ¿Qué vías tengo?',
        /\(§ 19c, apartado 2, AufenthG\):(\n- [^\n]*)*\n- Cumplido: Una profesión no regulada/,
      ],
    ] as const;
    for (const [lng, text, met] of cases) {
      expect(read(lng, text)).toMatchObject({ partialRecognition: true });
      expect(read(lng, text)).not.toHaveProperty('regulated');
      expect(ask(lng, text)).toMatch(met);
    }
  });

  it('reads an engineer, whose title alone is protected, as not regulated', () => {
    expect(
      read('de', 'Ich bin Ingenieur, Studium nicht anerkannt, Deutsch B1.'),
    ).not.toHaveProperty('regulated');
  });
});

describe('a minimum-salary question at 45 or older gets the § 18 (2) no. 5 floor first (independent33 edad-46, alter-45)', () => {
  it('opens with €55,770 or a pension, in the visitor’s language, before the routes', () => {
    const cases = [
      [
        'es',
        'tengo 46 años y seria mi primer permiso como trabajador calificado. Cuanto me tiene q pagar minimo la empresa?',
        'El salario mínimo desde los 45 años',
        '55.770',
      ],
      [
        'de',
        'Unser Wunschkandidat ist 45 und bekäme seinen ersten Aufenthaltstitel als Fachkraft. Welches Mindestbruttogehalt müssen wir 2026 zahlen?',
        'Das Mindestgehalt ab 45',
        '55.770 €',
      ],
      [
        'en',
        "I'm 48 and this would be my first permit as a skilled worker. How much does the employer have to pay me at least?",
        'The minimum salary from 45',
        '€55,770',
      ],
      [
        'es',
        'Tengo 52 años, primer permiso como trabajadora calificada. ¿Cuánto tienen que pagarme?',
        'El salario mínimo desde los 45 años',
        '55.770',
      ],
    ] as const;
    for (const [lng, text, opening, amount] of cases) {
      const reply = ask(lng, text);
      expect(reply.startsWith(opening)).toBe(true);
      expect(reply.split('\n')[0]).toContain(amount);
      expect(reply.split('\n')[0]).toContain('§ 18');
    }
  });

  it('reads "what must they pay at least" in any word order and wording, not one phrase', () => {
    const cases = [
      [
        'es',
        'tengo 46 años y sería mi primer permiso en alemania como profesional calificado, cuánto tiene q pagarme la empresa como mínimo?',
        '55.770',
      ],
      [
        'es',
        'Tengo 48, soy técnica electricista con formación reconocida, primer permiso de residencia. ¿Qué sueldo me tienen que dar como mínimo?',
        '55.770',
      ],
      [
        'en',
        "I'm 47 with a recognised engineering degree, first German permit. How much does the employer need to pay me at the very least?",
        '€55,770',
      ],
      [
        'de',
        'Ich bin 46, Ingenieur mit anerkanntem Abschluss, es wäre mein erster Aufenthaltstitel. Wie viel muss mir die Firma mindestens als Gehalt bezahlen?',
        '55.770 €',
      ],
    ] as const;
    for (const [lng, text, amount] of cases) {
      const first = ask(lng, text).split('\n')[0];
      expect(first).toContain(amount);
      expect(first).toContain('§ 18');
    }
    // A salary stated, not asked, is no such question.
    const stated = ask(
      'en',
      "I'm 50 and my employer pays me at least 60,000 as a recognised engineer. Which visa?",
    );
    expect(stated).not.toContain('The minimum salary from 45');
  });

  it('says no such floor under 45', () => {
    const reply = ask(
      'en',
      "I'm 40 and this would be my first permit as a skilled worker. How much does the employer have to pay me at least?",
    );
    expect(reply).not.toContain('The minimum salary from 45');
  });
});

describe('a route the visitor’s own facts close is shown as missing, with why (D09, D15)', () => {
  it('shows § 19c (2) with the two years missing for "no experience", not left out', () => {
    const cases = [
      [
        'de',
        'Ich arbeite als Koch, Ausbildung nicht geprüft, keine Erfahrung, Deutsch A2, Angebot 50.000. Welche Wege habe ich? Und wie viele Punkte?',
        'Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):\n- Erfüllt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung, staatlich anerkannt in dem Land, in dem Sie sie erworben haben\n- Fehlt: Zwei Jahre Berufserfahrung in Ihrem Fach in den letzten fünf',
      ],
      [
        'en',
        "I'm a cook with no work experience yet, German A2. A restaurant in Hamburg offers me 50,000 € a year. What are my options?",
        '- Missing: Two years of professional experience in your field in the last five',
      ],
    ] as const;
    for (const [lng, text, missing] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(missing);
      expect(reply).not.toMatch(/(offene Wege|Routes open)[^\n]*19c/);
    }
  });

  it('shows a doctor’s § 19c (2) licence missing, and names the licence for §§ 18a/18b', () => {
    const cases = [
      [
        'de',
        'Bin 29, Ärztin, Studium nicht anerkannt, Deutsch B1, Angebot in einer Klinik für 60.000 €. Was geht?',
        /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]*)*\n- Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist/,
        'Ihr Beruf ist in Deutschland reglementiert: Für eine Stelle in diesem Beruf setzt dieser Aufenthaltstitel die Erlaubnis voraus',
      ],
      [
        'es',
        'Soy médica, tengo 30 años, mi título no está reconocido en Alemania, alemán B1. Una clínica me ofrece 60.000 € al año. ¿Qué opciones tengo?',
        /\(§ 19c, apartado 2, AufenthG\):(\n- [^\n]*)*\n- Falta: Una profesión no regulada/,
        'Tu profesión está regulada en Alemania: para un trabajo en ella, este permiso de residencia exige la autorización para ejercerla',
      ],
    ] as const;
    for (const [lng, text, missing, licence] of cases) {
      const reply = ask(lng, text);
      expect(reply).toMatch(missing);
      const skilled = reply.slice(reply.indexOf('18a'));
      expect(skilled).toContain(licence);
    }
  });
});

describe('§ 19c (2) met by years given without dates says it assumed them recent (report-36-s47a)', () => {
  it('adds the assumption under the route, and none for dated years', () => {
    const cases = [
      [
        'en',
        'I have a 3-year vocational diploma in logistics, not checked in Germany, 4 years of experience. A German company offers me 46,200 € a year. Which visa fits?',
        'This assumes your years of work fall within the last 5 years',
      ],
      [
        'de',
        'Ich habe eine dreijährige Ausbildung als Elektriker, in Deutschland nicht geprüft, und 6 Jahre Berufserfahrung. Ein Betrieb bietet mir 47.000 € im Jahr. Welche Wege habe ich?',
        'Das setzt voraus, dass Ihre Berufsjahre in den letzten 5 Jahren liegen',
      ],
    ] as const;
    for (const [lng, text, assumed] of cases) {
      const reply = ask(lng, text);
      const experience = reply.slice(reply.indexOf('§ 19c'));
      expect(experience).toContain(assumed);
    }
    const dated = ask(
      'en',
      'I have a 3-year vocational diploma in logistics, not checked in Germany, and have worked since 2021. A German company offers me 46,200 € a year. Which visa fits?',
    );
    expect(dated).not.toContain('This assumes your years of work');
  });
});

describe('§ 19c (2) with no years in the last five is shown missing, not left out (S13)', () => {
  it('shows the two years missing for dated years that lie before the window', () => {
    const cases = [
      [
        'es',
        'Tengo 34, ingeniero de sistemas, título sin verificar, 3 años de experiencia entre 2018 y 2021, nada de alemán, inglés B2, oferta de 46.000 euros. ¿Cuál vía me conviene?',
        'Trabajo por experiencia profesional (§ 19c, apartado 2, AufenthG):\n- Cumplido: Un título universitario o una formación técnica de al menos dos años, reconocidos por el país donde los obtuviste\n- Falta: Dos años de experiencia laboral en tu área en los últimos cinco',
      ],
      [
        'de',
        'Ich bin 34, Ausbildung als Elektriker, in Deutschland nicht geprüft, 3 Jahre Erfahrung zwischen 2015 und 2019, Deutsch A2, Angebot 47.000 €. Welche Wege habe ich?',
        '- Fehlt: Zwei Jahre Berufserfahrung in Ihrem Fach in den letzten fünf',
      ],
    ] as const;
    for (const [lng, text, missing] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain(missing);
      expect(reply).not.toMatch(/(Vías abiertas|offene Wege)[^\n]*19c/);
    }
  });
});

describe('routes the walk-through 36r found unjudged (E13, D10)', () => {
  it('judges the work routes missing for a visitor with no qualification who asks to work, before training (E13)', () => {
    const cases = [
      [
        'en',
        "I'm a carpenter, 5 years of experience, no formal training, just learned on the job. Can I work in Germany? Which routes?",
        [
          'EU Blue Card (§ 18g',
          '(§§ 18a and 18b',
          '(§ 19c(2)',
          'Opportunity Card (Chancenkarte) (§ 20a',
          '(§ 16a',
        ],
        '- Missing: A university degree or vocational training of at least two years',
      ],
      [
        'es',
        'Soy carpintero, 6 años de experiencia, sin formación, aprendí trabajando. ¿Puedo trabajar en Alemania? ¿Qué opciones tengo?',
        ['Tarjeta Azul UE (§ 18g', '(§§ 18a y 18b', '(§ 19c, apartado 2', '(§ 20a', '(§ 16a'],
        '- Falta: Un título universitario o una formación técnica de al menos dos años',
      ],
      [
        'de',
        'Ich bin Schreiner, 5 Jahre Berufserfahrung, keine formale Ausbildung, alles bei der Arbeit gelernt. Kann ich in Deutschland arbeiten? Welche Wege gibt es?',
        ['Blaue Karte EU (§ 18g', '(§§ 18a und 18b', '(§ 19c Abs. 2', '(§ 20a', '(§ 16a'],
        '- Fehlt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung',
      ],
    ] as const;
    for (const [lng, text, order, missing] of cases) {
      const reply = ask(lng, text);
      const at = order.map((route) => reply.indexOf(`${route}`));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(reply).toContain(missing);
      expect(reply).not.toMatch(/(offene Wege|Routes open|Vías abiertas)[^\n]*(18g|18a|19c)/);
    }
  });

  it('judges §§ 18a/18b with the age row to show when only the age is missing (D10)', () => {
    const cases = [
      [
        'de',
        'Ich bin Schreiner mit Ausbildung (als gleichwertig anerkannt), Angebot 42.000 €, ob der Arbeitgeber tarifgebunden ist, weiß ich nicht. Welche Aufenthaltserlaubnis?',
        /Fachkraft mit anerkannter Qualifikation \(§§ 18a und 18b AufenthG\):(\n- [^\n]*)*\n- Nachzuweisen: Ab 45 Jahren/,
      ],
      [
        'en',
        "I'm a carpenter with vocational training, recognised as equivalent in Germany, a job offer for 42,000 €, I don't know if the employer has a collective agreement. Which residence permit?",
        /\(§§ 18a and 18b AufenthG\):(\n- [^\n]*)*\n- To show: At 45 or over/,
      ],
      [
        'es',
        'Soy carpintero con formación técnica, reconocida en Alemania como equivalente, oferta de 42.000 €, no sé si el empleador tiene convenio colectivo. ¿Qué permiso de residencia?',
        /\(§§ 18a y 18b AufenthG\):(\n- [^\n]*)*\n- Por demostrar: Con 45 años o más/,
      ],
    ] as const;
    for (const [lng, text, judged] of cases) expect(ask(lng, text)).toMatch(judged);
  });
});

describe('an employer who names § 19c (2) by its name for a candidate gets its threshold (independent36-de-de-berufserfahrung)', () => {
  it('weighs the route named for the candidate, with €45,630 or a collective agreement', () => {
    const german = ask(
      'de',
      'Ein Bewerber hat eine dreijährige, in Kolumbien staatlich anerkannte Berufsausbildung, keine Anerkennung in Deutschland, drei Jahre Erfahrung in den letzten fünf und einen nicht reglementierten Beruf. Welches Mindestgehalt müssen wir 2026 über die Beschäftigung mit Berufserfahrung zahlen?',
    );
    expect(german).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(german).toContain(
      'mindestens 45.630 € im Jahr (Wert für 2026) oder eine Bezahlung nach Tarifvertrag',
    );
    const english = ask(
      'en',
      'Our candidate has a three-year vocational training recognized in Colombia, no recognition in Germany and three years of experience in the last five. What minimum salary must we pay in 2026 for work based on professional experience?',
    );
    expect(english).toContain(
      'at least €45,630 a year (figure for 2026), or pay under a collective agreement',
    );
    const spanish = ask(
      'es',
      'El candidato tiene una formación profesional de tres años reconocida en Colombia, sin reconocimiento en Alemania, y tres años de experiencia en los últimos cinco. ¿Qué salario mínimo tenemos que pagar en 2026 por la vía de experiencia profesional?',
    );
    expect(spanish).toContain(
      'al menos €45.630 al año (cifra de 2026), o un salario según convenio colectivo',
    );
  });
});

describe('a German compound ending in "-ausbildung" is vocational training in its occupation (36t D04, DE28)', () => {
  // "IT-Ausbildung": training, not a degree, in IT. With two years of IT work § 18g (2) (three of
  // the last seven) is missing, and § 19c (2) is possible with the offer.
  it('weighs an IT training with two years: Blue Card missing, § 19c (2) possible', () => {
    const text =
      'Ich habe eine IT-Ausbildung in Chile (3 Jahre, noch nicht geprüft), 2 Jahre Berufserfahrung in den letzten 5 Jahren und ein Jobangebot über 47.000 €. Blaue Karte? Und was ist mit § 19c?';
    const profile = read('de', text);
    expect(profile.vocational).toBe(true);
    expect(profile.degree).not.toBe(true);
    expect(profile.occupation).toBe('it');
    const reply = ask('de', text);
    expect(reply).toContain(
      '- Fehlt: Als IT-Spezialistin oder IT-Spezialist: drei Jahre IT-Berufserfahrung in den letzten sieben',
    );
    expect(reply).not.toContain(
      'Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?',
    );
    expect(reply).toContain('occupation=it');
    const experienceRoute = reply.split('(§ 19c Abs. 2 AufenthG):\n')[1] ?? '';
    // No age given: from 45, § 1 (2) BeschV asks a higher salary or a pension (to show).
    expect(experienceRoute.split('\n').find((line) => !line.startsWith('- '))).toBe(
      'Mit Ihren Angaben ist dieser Weg möglich, sobald Sie nachweisen, was als „Nachzuweisen“ markiert ist.',
    );
  });

  it('reads "Friseurausbildung" and "Elektrikerausbildung" as training, not "Hochschulausbildung"', () => {
    expect(
      read('de', 'Ich habe eine Friseurausbildung aus Peru, 30 Jahre, Deutsch A2.').vocational,
    ).toBe(true);
    const electrician = read(
      'de',
      'Elektrikerausbildung in Kolumbien, 2 Jahre Erfahrung, 31 Jahre.',
    );
    expect(electrician.vocational).toBe(true);
    expect(electrician.occupation).toBe('shortageOffList');
    expect(
      read('de', 'Ich habe eine Hochschulausbildung in Chemie, 30 Jahre.').vocational,
    ).toBeUndefined();
  });

  it('weighs the card for a partial notice on a "Friseurausbildung" and no experience (36s D09, DE39)', () => {
    const reply = ask(
      'de',
      'Ich bin 39 und habe einen Teilanerkennungsbescheid für meine Friseurausbildung (3 Jahre, Ecuador). Berufserfahrung habe ich keine. Deutsch A1, Englisch keins. 2023 war ich acht Monate als Au-pair mit Visum in Deutschland. Reicht das für die Chancenkarte? Kann ich auch für die Anpassungsmaßnahme kommen?',
    );
    expect(reply).toContain('- Erfüllt: Mindestens 6 Punkte (siehe Tabelle)');
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 6 (6 nötig).');
    expect(reply).not.toContain('Hochschulabschluss oder eine Berufsausbildung?');
  });

  it('reads "Berufserfahrung habe ich keine", "experiencia no tengo" as no experience', () => {
    expect(
      read('de', 'Friseurausbildung, 30 Jahre. Berufserfahrung habe ich keine.').experience,
    ).toBe('none');
    expect(read('es', 'Tengo 30 años, formación técnica, experiencia no tengo.').experience).toBe(
      'none',
    );
    expect(
      read('en', "I'm 30 with vocational training. Work experience I have none.").experience,
    ).toBe('none');
  });
});

describe('a veterinarian’s profession is regulated (Approbation, BTÄO; walk-through 36u C3)', () => {
  it('does not meet § 19c (2)’s regulated row without the recognition', () => {
    const cases = [
      [
        'es',
        'Tengo 31, soy veterinaria y hablo alemán B2. ¿Qué opciones tengo en Alemania?',
        'Cumplido: Una profesión no regulada en Alemania',
      ],
      [
        'en',
        "I'm a vet from Bolivia, 31, with German B2. What are my options in Germany?",
        'Met: An occupation not regulated in Germany',
      ],
      [
        'de',
        'Ich bin Tierärztin aus Mexiko, 31 Jahre, Deutsch B2. Welche Möglichkeiten habe ich in Deutschland?',
        'Erfüllt: Ein Beruf, der in Deutschland nicht reglementiert ist',
      ],
    ] as const;
    for (const [lng, text, metRow] of cases) {
      expect(read(lng, text).regulated, text).toBe(true);
      expect(ask(lng, text), text).not.toContain(metRow);
    }
  });
});

// Round 21 (independent30-de-de-berufserfahrung-gehalt): hiring "without a recognition
// procedure" names the route without recognition in Germany (§ 19c (2)), with its salary.
describe('a hire without a recognition procedure gets the route by experience and its salary', () => {
  it('names § 19c (2), its threshold for 2026 and the collective agreement', () => {
    const cases = [
      [
        'de',
        'Wir möchten einen Techniker aus Bolivien mit zweijähriger Berufsausbildung (nur in Bolivien anerkannt) und drei Jahren Berufserfahrung in den letzten fünf einstellen, ohne Anerkennungsverfahren. Der Beruf ist nicht reglementiert. Welches Mindestgehalt gilt 2026?',
        ['§ 19c Abs. 2', '45.630 €', 'Tarifvertrag'],
      ],
      [
        'en',
        'We want to hire a technician from Peru with two years of vocational training and three years of experience, without a recognition procedure. What minimum salary applies in 2026?',
        ['§ 19c(2)', '€45,630'],
      ],
      [
        'es',
        'Queremos contratar a un técnico de Bolivia con formación de dos años y tres años de experiencia, sin proceso de reconocimiento. ¿Qué salario mínimo rige en 2026?',
        ['§ 19c', '€45.630'],
      ],
    ] as const;
    for (const [lng, text, expected] of cases) {
      const reply = ask(lng, text);
      for (const fragment of expected) expect(reply, text).toContain(fragment);
    }
  });
});

describe('an employer’s candidate whose qualification is not recognised yet (walk-through 36w W22)', () => {
  it('weighs the recognition partnership (§ 16d (3)) beside the routes of the job, as the page does', () => {
    const cook = ask(
      'de',
      'Wir sind nicht tarifgebunden und möchten eine Köchin mit 3-jähriger Ausbildung aus Peru einstellen (nicht anerkannt, 4 Jahre Erfahrung). Wir würden 41.000 € zahlen. Was braucht sie?',
    );
    expect(cook).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    // The training told is read: it is not asked again.
    expect(cook).not.toContain('Hochschulabschluss oder eine Berufsausbildung?');
    const welder = ask(
      'en',
      'We have no collective agreement and want to hire a welder with 3-year vocational training, not recognised yet, 6 years of experience. We would pay €43,000 gross. What does he need?',
    );
    expect(welder).toContain('Recognition partnership (§ 16d(3) AufenthG):');
  });
});
