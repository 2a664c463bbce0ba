import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 76: what walk-through 95 found. Oracle: § 20b (1) AufenthG (the points: a partial
// recognition's 4, the age rows of nos. 9 and 10, the partner of no. 12), § 16d (1) (the measures
// after a notice), and §§ 18a, 19c (2), 20a for a visitor asking whether they may go.
describe('a follow-up that asks about the measure keeps the notice (95a W1)', () => {
  const first =
    'hola, soy enfermera licenciada de la UMSA, tengo 29 años y ya me llego el bescheid de reconocimiento parcial (defizitbescheid) del land de Baviera, tengo aleman A2. q opciones tengo pa irme?';
  const followUp =
    'y cuantos puntos tengo exactamente pa la chancenkarte? y si no consigo cupo en el curso de adaptacion?';

  it('reads a place not found in the course as no fact about the notice', () => {
    expect(read('es', followUp).partialRecognition).toBeUndefined();
    expect(
      read('en', 'what if I don’t get a place in the adaptation course?').partialRecognition,
    ).toBeUndefined();
    // Needing the course still tells the notice.
    expect(read('es', 'necesito un curso de adaptación').partialRecognition).toBe(true);
  });

  it('counts her 8 points and keeps § 16d (1) open, with the notice in the link', () => {
    const reply = askInConversation('es', [first, followUp]);
    expect(reply).toContain('Puntos para la Tarjeta de Oportunidades según lo que escribiste: 8');
    expect(reply).toContain('- Cumplido: Una resolución de reconocimiento parcial');
    expect(reply).toContain('recognition=partial');
  });
});

describe('"lic. en …" is a university degree (95a 18, 19, 25)', () => {
  it('reads the abbreviation with or without its stop', () => {
    expect(read('es', 'tengo 28 años, lic. en administración, 3 años de experiencia').degree).toBe(
      true,
    );
    expect(read('es', 'soy lic en comunicación, 31 años').degree).toBe(true);
    expect(read('es', 'tengo licencia de conducir').degree).toBeUndefined();
  });

  it('keeps the au pair’s stay in the check’s link once the degree is read', () => {
    const reply = ask(
      'es',
      'hola, fui au pair en Alemania todo el 2022 (12 meses con visa), ahora tengo 28, soy lic en administracion de empresas, 3 años de experiencia y aleman B1. me alcanza para la chancenkarte?',
    );
    expect(reply).toContain('qualification=degree');
    expect(reply).toContain('stay=yes');
  });
});

describe('"¿puedo ir a Alemania?" after a case weighs the case (95a 10)', () => {
  it('gives an engineer the routes, not the check’s description', () => {
    const reply = ask(
      'es',
      'soy ingeniero de sistemas con 5 años de experiencia y 30 años, puedo ir a alemania?',
    );
    expect(reply).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(reply).not.toContain('Responde unas preguntas sobre tu objetivo');
  });

  it('tells a carpenter without a qualification what each work route lacks, and training', () => {
    const spanish = ask(
      'es',
      'hola yo soy carpintero, no tengo titulo nada, aprendi con mi papa y trabajo 10 años en esto. tengo 27 años. puedo ir a alemania a trabajar?',
    );
    expect(spanish).toMatch(
      /Trabajo por experiencia profesional \(§ 19c, apartado 2, AufenthG\):\n- Falta: Un título universitario o una formación técnica/,
    );
    expect(spanish).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
    const english = ask(
      'en',
      'I’m a carpenter, no certificate, learned from my dad, 10 years experience, 27. Can I go to Germany to work?',
    );
    expect(english).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
  });
});

describe('a couple’s experience told with "je" (95c 18)', () => {
  it('gives the husband his own years, so his 6 points bring her the partner’s point', () => {
    const message =
      'Wir sind ein Ehepaar: ich bin 33, Ingenieurin (Bachelor, in Bolivien anerkannt), mein Mann 31, Lehrer (Uni-Abschluss). Beide Deutsch A2 und Englisch B2, je 3 Jahre Berufserfahrung. Wie viele Punkte haben wir für die Chancenkarte, wenn wir zusammen beantragen?';
    expect(read('de', message).partnerOwn).toMatchObject({ experience: 'threeOfSeven' });
    const reply = ask('de', message);
    // His own 6, and 1 for her: 6 of her own (33 2, A2 1, three years 2, engineer 1), applying too.
    expect(reply).toContain('kommt er oder sie auf 7 Punkte (6 nötig), davon 1 für Sie');
    expect(reply).toContain('partner=yes');
  });
});

describe('the age of exactly 35 or 40 one point short (95a 25, 26; 95c 23)', () => {
  it('says the reading decides the card where the point would reach 6', () => {
    const reply = ask(
      'es',
      'hola tengo 35 años, soy lic en psicologia, 6 años de experiencia (2019-2025), aleman A2, sin reconocimiento en alemania. ¿me alcanza para la chancenkarte?',
    );
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).toContain('Con ese punto llegarías a 6, el mínimo de la tarjeta');
  });

  it('does not say it where one point would not reach 6', () => {
    const reply = ask(
      'en',
      'I am 40, chemical engineer with a degree, German A2. How many points do I have for the Opportunity Card?',
    );
    expect(reply).toContain('I count your exact age');
    expect(reply).not.toContain('That point would bring you to');
  });
});

describe('a degree comparable in anabin, not recognised, needs no points (95c 07)', () => {
  it('says why from § 18 (3) no. 2, without telling it back as fully recognized', () => {
    const reply = ask(
      'de',
      'Architektin, genau 35 Jahre alt, Abschluss laut anabin gleichwertig, aber noch keine Anerkennung in Deutschland. Deutsch B1, 6 Jahre Berufserfahrung. Komme ich auf 6 Punkte?',
    );
    expect(reply).toContain('Ihr Abschluss ist mit einem deutschen vergleichbar (anabin oder ZAB)');
    expect(reply).not.toContain('voll anerkannt');
    const recognised = ask(
      'es',
      'Mi título ya está reconocido por completo en Alemania, tengo 30. ¿Cuántos puntos tengo?',
    );
    expect(recognised).toContain('Tu formación está reconocida por completo en Alemania');
  });
});
