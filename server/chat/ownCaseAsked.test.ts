// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The messages of walk-through 36g that got another route than the one asked, or a verdict on a
// fact never given, each with one new wording (germany-law-cases.md: §§ 16a, 17 (1), 16d (3),
// 18a, 19c (2), 20a, 20b AufenthG).

describe('the route a question names is the one answered', () => {
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

  it('gives the points asked for with the card named, whatever else the message names (ES14)', () => {
    const engineer = ask(
      'es',
      'hola, tengo 38, soy ingeniera química (título no reconocido), 3 años de experiencia en los últimos 5, alemán A2, inglés B2. Mi esposo viene conmigo pero él solo terminó el colegio. Cuántos puntos tengo para la Chancenkarte?',
    );
    // 35–39: 1, A2: 1, 2 of the last 5: 2, engineering in short supply: 1 (§ 20b (1)).
    expect(engineer).toContain('Suman 5 puntos');
    // The husband's school certificate is not hers.
    expect(engineer).not.toContain('Solo con el bachillerato');
    expect(engineer).not.toContain('Estudios (§ 16b AufenthG):');
    const accountant = ask(
      'es',
      'tengo 30, soy contadora con licenciatura, 2 años de experiencia en los últimos 5, alemán B1. Mi novio viene conmigo pero él solo tiene el colegio. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(accountant).toContain('Suman 6 puntos');
    expect(accountant).not.toContain('Solo con el bachillerato');
  });

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

  it('says the card is closed to school alone, and what else is open (P8, ES15)', () => {
    for (const text of [
      'tengo 42, solo tengo bachillerato del colegio, trabajé 10 años en ventas, alemán A2, sin oferta de trabajo. me dan la Chancenkarte? si no, qué más puedo hacer?',
      'tengo 41, solo bachillerato, trabajé 8 años de cajera en un súper, no hablo alemán. Cómo puedo irme a Alemania? y si no se puede, qué otra opción tengo?',
    ]) {
      const reply = ask('es', text);
      expect(reply).toMatch(
        /Solo con el bachillerato, la tarjeta no es posible|Chancenkarte \(Tarjeta de Oportunidades\) \(§ 20a AufenthG\):\n- Falta: Un título universitario/,
      );
      expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
    }
  });
});

describe('the Opportunity Card named for a case', () => {
  it('weighs the card, its points to show and asked for, instead of describing it', () => {
    const spanish = ask(
      'es',
      'Soy contadora con título universitario, tengo 29. ¿Me dan la Chancenkarte?',
    );
    expect(spanish).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(spanish).toContain('- Por demostrar: Al menos 6 puntos');
    expect(spanish).toContain('¿Qué nivel de alemán tienes (A1 a C2)?');
    const english = ask(
      'en',
      "I'm an architect with a degree, 41 years old. Could I get the Opportunity Card?",
    );
    expect(english).toContain('- To show: At least 6 points');
    // "What is the card?" with an age is a question about the card, not a case.
    expect(ask('es', 'Tengo 30 años. ¿Qué es la Chancenkarte?')).not.toContain('(§ 20a AufenthG):');
  });
});

describe('a fact not given is asked for, never judged', () => {
  it('asks the age instead of marking "under 35" missing (DE10)', () => {
    const reply = ask(
      'de',
      'Ich bin Elektroniker mit 3-jähriger Ausbildung aus Kolumbien, Deutsch A2. Ein Arbeitgeber in Deutschland will mich einstellen und mit mir eine Anerkennungspartnerschaft eingehen. Die Anerkennung habe ich noch nicht beantragt. Geht das?',
    );
    expect(reply).not.toContain('Fehlt: Unter 35');
    expect(reply).toContain('Wie alt sind Sie?');
    const english = ask(
      'en',
      'I want to look for a training place in Germany as a cook, I have my high school diploma and German B1. Can I come?',
    );
    expect(english).not.toContain('Missing: Under 35');
    expect(english).toContain('- To show: Under 35');
    expect(english).toContain('How old are you?');
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

  it('asks the IT years instead of judging the Blue Card without them', () => {
    const reply = ask(
      'en',
      "I'm a software developer without a degree, and a Berlin company offers me 48,000 euros a year. Blue Card?",
    );
    expect(reply).toContain('- To show: As an IT specialist');
    expect(reply).toContain('How many years have you worked in your field, and in which years?');
  });
});

describe('the open routes line names every route the facts allow', () => {
  it('adds the Opportunity Card to the options beside a job offer (EN09)', () => {
    const reply = ask(
      'en',
      "I'm 33 from Ecuador. I have a 2-year technical diploma in logistics, officially recognised in Ecuador but not in Germany. I've worked 6 years as a warehouse supervisor. A German company offers me 42,000 € a year; I don't know whether they have a collective agreement. German A2, English B1. What are my options?",
    );
    expect(reply).toContain('Opportunity Card points from what you wrote: 6 (6 needed).');
    expect(reply).toMatch(
      /Routes open to you .*Opportunity Card \(Chancenkarte\) \(§ 20a AufenthG\)/,
    );
    const other = ask(
      'en',
      "I'm 28, I have a bachelor's in accounting, 5 years of experience in the last 7, German B1. A company offers me 40,000 € a year. Which other options do I have?",
    );
    expect(other).toMatch(/Routes open to you .*Opportunity Card/);
  });

  it('names § 18a beside § 19c (2) when only the experience route was asked (ES09, DE09)', () => {
    const spanish = ask(
      'es',
      'Hola, tengo formación técnica de 3 años en gastronomía (chef), reconocida en Bolivia pero no en Alemania, 4 años de experiencia. Un hotel en Alemania me ofrece 34.000 € al año y paga según convenio colectivo (Tarifvertrag). Puedo ir a trabajar?',
    );
    expect(spanish).toMatch(/Vías abiertas .*Trabajo calificado con formación reconocida/);
    const german = ask(
      'de',
      'Ich habe eine 3-jährige Ausbildung als Koch, in Peru staatlich anerkannt, und 4 Jahre Berufserfahrung. Ein Restaurant bietet mir 38.000 € im Jahr. Ob der Arbeitgeber tarifgebunden ist, weiß ich nicht. Kann ich über Berufserfahrung kommen?',
    );
    expect(german).toMatch(/offene Wege .*Fachkraft mit anerkannter Qualifikation/);
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
    expect(german).toContain('- Erfüllt: Ihr Gehalt liegt unter 45.630 €');
    expect(german).toMatch(/offene Wege .*§ 19c Abs\. 2.*Chancenkarte/);
    expect(english).toMatch(/Routes open to you .*§ 19c\(2\).*Opportunity Card/);
    expect(german).not.toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
  });
});

describe('set 27 of the chat evaluation: an employer asking about a candidate', () => {
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

  it('reads "IT-Spezialisten" and "vier Jahre" for § 18g (2) (independent27-de-de-bluecard-it)', () => {
    const reply = ask(
      'de',
      'Wir möchten einen IT-Spezialisten ohne Hochschulabschluss einstellen, der vier Jahre Berufserfahrung in den letzten sieben Jahren hat. Wir bieten 47.000 € brutto im Jahr. Reicht das 2026 für die Blaue Karte EU?',
    );
    expect(reply).toContain('- Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    const english = ask(
      'en',
      'We want to hire an IT specialist with no degree who has four years of experience in the last seven. We offer €46,000 a year. Blue Card?',
    );
    expect(english).toContain('- Met: A gross salary of at least €45,934.20');
  });

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

  it('names both Blue Card thresholds for a recent graduate (independent27-en-de-bluecard-recent-grad)', () => {
    const reply = ask(
      'en',
      'We want to offer a Chilean engineer who graduated 18 months ago €48,000 gross a year. Is that enough for an EU Blue Card in 2026?',
    );
    expect(reply).toContain('€45,934.20');
    expect(reply).toContain('instead of €50,700');
    const spanish = ask(
      'es',
      'me gradué de arquitecta el año pasado y una empresa me ofrece 47.000 € al año. ¿Me alcanza para la tarjeta azul?',
    );
    expect(spanish).toContain('en lugar de €50.700');
  });
});

describe('a school leaver who wants to study', () => {
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
});

describe('a qualification not named', () => {
  it('marks the degree to show and asks which it is, never "met"', () => {
    const english = ask(
      'en',
      'My qualification is fully recognised in Germany and I have a job offer of 52,000 € a year. Blue Card?',
    );
    expect(english).toContain('- To show: A university degree recognized in Germany');
    expect(english).toContain('Is your qualification a university degree or vocational training?');
    const german = ask(
      'de',
      'Meine Qualifikation ist in Deutschland voll anerkannt, und ich habe ein Angebot über 53.000 € im Jahr. Blaue Karte?',
    );
    expect(german).not.toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen',
    );
    expect(german).toContain(
      'Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?',
    );
  });
});
