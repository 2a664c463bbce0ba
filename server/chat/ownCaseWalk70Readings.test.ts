import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 65: what walk-through 69c W4 and round 70 found. Oracle: § 16a AufenthG (a training
// contract is the training to come), § 20b (years of work, age, a legal stay), § 20a (4) (a
// qualification held), § 19c (2) with § 6 BeschV (a collective agreement), § 2 PflBG (B2).
describe('the length of a training contract', () => {
  it('is neither years of work nor a training held', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'de',
        'Ich habe einen Ausbildungsvertrag für 3 Jahre als Pflegefachfrau in Köln, Deutsch B1',
      ],
      ['de', 'Ausbildungsvertrag (Dauer 3,5 Jahre) als Elektroniker'],
      ['en', 'I have a training contract for 3 years as a mechatronics technician'],
      ['en', 'I have a 3-year training contract as a cook'],
      ['es', 'tengo un contrato de formación de 3 años como enfermera'],
    ];
    for (const [lng, text] of cases) {
      const { experience, vocational, trainingContract } = read(lng, text);
      expect({ text, experience, vocational, trainingContract }).toEqual({
        text,
        experience: undefined,
        vocational: undefined,
        trainingContract: true,
      });
    }
  });

  it('leaves years of work said beside the contract', () => {
    expect(
      read(
        'de',
        'Ich habe 3 Jahre als Pflegehelferin gearbeitet und jetzt einen Ausbildungsvertrag',
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read('es', 'trabajé 4 años como cocinero y tengo un contrato de formación').experience,
    ).toBe('threeOfSeven');
  });
});

describe('walk-through 70: a follow-up adds to the case told before', () => {
  it('weighs the nurse with the facts of both messages (70c W1)', () => {
    const reply = askInConversation('de', [
      'Hallo, ich bin Krankenschwester aus Bolivien, 29 Jahre, Licenciatura en Enfermería, Deutsch B1. Wie viele Punkte habe ich für die Chancenkarte?',
      'Ich arbeite seit 2019 im Hospital Obrero in La Paz, also 6 Jahre. Englisch nur A2. Und kann ich direkt als Pflegefachkraft arbeiten?',
    ]);
    expect(reply).toContain('- Fehlt: Deutsch B2');
    expect(reply).toContain('experience=fiveOfSeven&german=B1&english=A2&age=under35');
    expect(reply).not.toContain('Wie alt sind Sie?');
  });

  it('opens § 19c (2) when the employer turns out to pay under a collective agreement (70c W2)', () => {
    const reply = askInConversation('de', [
      'Guten Tag. Ich bin Elektriker (Técnico Superior en Electricidad Industrial, 3 Jahre Instituto Tecnológico, staatlich anerkannt in Bolivien), 44 Jahre, 10 Jahre Berufserfahrung bis heute. Ein Betrieb in NRW bietet mir 3.200 € brutto monatlich. Keine Anerkennung in Deutschland. Deutsch A2. Welche Visa-Möglichkeiten habe ich?',
      'Der Betrieb sagt, sie zahlen nach Tarifvertrag (IG Metall). Ändert das was?',
    ]);
    const experienceRoute = reply.slice(reply.indexOf('Beschäftigung mit Berufserfahrung (§ 19c'));
    expect(experienceRoute).toMatch(/^[^]*?Mit Ihren Angaben ist dieser Weg möglich\./);
    expect(experienceRoute.split('Mit Ihren Angaben')[0]).not.toContain('Fehlt');
  });

  it('counts again with an age said again (70b W1)', () => {
    const reply = askInConversation('en', [
      'hi there, licenciada en administracion de empresas (UCB), I worked 2 years as assistant in a bank (2023-2025). German B1 (telc), english B1. Do I reach the 6 points?',
      "I told you, I'm 26 years old",
    ]);
    expect(reply).toContain('Under 35: 2 points');
    expect(reply).toContain('That makes 6 points');
  });

  it('carries no case from a question that told none', () => {
    const reply = askInConversation('es', [
      '¿Hay alguna forma de trabajar en Alemania sin reconocer mi título?',
      '¿Y eso me sirve si soy enfermera?',
    ]);
    expect(reply).not.toContain(
      'Un título universitario o una formación técnica de al menos dos años',
    );
  });
});

describe('walk-through 70: facts read as written', () => {
  it('reads an age said as "26 years," or "exactly 35", and no age in "45 mil"', () => {
    expect(
      read('en', 'hi there, 26 years, licenciada, I worked 2 years as assistant in a bank').age,
    ).toBe('under35');
    expect(read('en', "I'm exactly 35 now (birthday last week jaja)").age).toBe('from35to39');
    expect(
      read('en', "I'm a nurse, 35, German B2. Hospital in Bremen offers me 45 mil per year"),
    ).toMatchObject({ age: 'from35to39', salary: 45_000 });
  });

  it('counts no stay for tourist visits told in several clauses (70b W2, 70c W3)', () => {
    const visits: ['en' | 'de', string][] = [
      [
        'en',
        "I've been in Germany two times as tourist, 3 months each time (2023 and 2024), so 6 months total.",
      ],
      [
        'de',
        'Ich war schon zweimal als Tourist in Deutschland, 2023 drei Monate und 2024 nochmal drei Monate, also insgesamt 6 Monate!',
      ],
    ];
    for (const [lng, text] of visits)
      expect({ text, stay: read(lng, text).germanStay }).toEqual({ text, stay: false });
    expect(
      read(
        'de',
        'vier Monate als Touristin in Deutschland und danach 7 Monate mit einem Sprachkursvisum',
      ).germanStay,
    ).toBe(true);
  });

  it('reads "not tarif" as no collective agreement (70b W10)', () => {
    expect(
      read('en', 'A company in Bremen offers me €22/hour, 38.5 hours per week, not tarif.'),
    ).toMatchObject({
      collectiveAgreement: false,
      salary: 44_044,
    });
  });
});

describe('walk-through 70: Spanish names of occupations and fields on every page', () => {
  it('reads the occupation named in Spanish on the English and German pages', () => {
    const cases: ['en' | 'de', string, string][] = [
      ['de', 'Hola, soy médica general (Medicina, UMSS Cochabamba, 2018), 34 Jahre', 'shortage'],
      ['de', 'hey, bin 36, ingeniera electrónica, 3 jahre gearbeitet (2021-2024)', 'shortage'],
      ['en', "Hi I'm fisioterapeuta (licenciatura 5 years), 29, german B2", 'shortage'],
      ['en', "Hello, I'm profesora de matemáticas (licenciatura), 42 years old", 'shortage'],
    ];
    for (const [lng, text, occupation] of cases) {
      expect({ text, occupation: read(lng, text).occupation }).toEqual({ text, occupation });
    }
  });

  it('keeps a Spanish degree field apart from work in IT (70b W5, W6)', () => {
    const text =
      "hi, I'm 32 years old, psicóloga (licenciatura en psicologia 2016) but the last 4 years I work in IT support / helpdesk, not as psychologist. English B2, german B1. Opportunity card points?";
    expect(read('en', text)).toMatchObject({ occupation: 'it', qualificationField: 'other' });
    expect(ask('en', text)).toContain('That makes 4 points');
  });
});

describe('walk-through 70: no qualification where none is held', () => {
  it('reads a training under two years, self-taught work and school alone as none', () => {
    const cases: ['es' | 'de', string][] = [
      [
        'de',
        'ich habe eine Ausbildung als Técnico Auxiliar en Contabilidad gemacht, nur 18 meses (1,5 Jahre), danach 6 Jahre als Buchhalter gearbeitet. 29 Jahre',
      ],
      [
        'es',
        'hola, soy tecnico en redes y soporte IT, autodidacta sin titulo, 40 años, 4 años de experiencia en soporte (desde 2022)',
      ],
      [
        'de',
        'Ich bin Informatiker ohne Abschluss (solo bachillerato + cursos), 30 Jahre, 5 Jahre Erfahrung als Entwickler',
      ],
    ];
    for (const [lng, text] of cases) {
      const { schoolOnly, vocational } = read(lng, text);
      expect({ text, schoolOnly, vocational: vocational === true }).toEqual({
        text,
        schoolOnly: true,
        vocational: false,
      });
    }
  });

  it('weighs the self-taught IT specialist by the IT routes only (70a W1)', () => {
    const reply = ask(
      'es',
      'hola, soy tecnico en redes y soporte IT, autodidacta sin titulo, 40 años, 4 años de experiencia en soporte (desde 2022). me ofrecen trabajo de administrador de sistemas en Leipzig por 45 mil al año. que visa puedo sacar?',
    );
    expect(reply).toContain('Cumplido: Como especialista en TI');
    expect(reply).not.toContain(
      'Cumplido: Un título universitario o una formación técnica de al menos dos años',
    );
    expect(reply).not.toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
  });
});

describe('walk-through 70: a vocational IT qualification and pay in Spanish words', () => {
  it('reads "técnico superior … instituto tecnológico" as training, and QA automation as IT (70b W7)', () => {
    const text =
      'hey, técnico superior en sistemas informáticos (3 years, instituto tecnológico), 34 yo, 4 years as QA automation engineer (2022-now). offer from a startup in Munich 46k. which visa?';
    expect(read('en', text)).toMatchObject({ vocational: true, occupation: 'it' });
    expect(read('en', text).degree).toBeUndefined();
    expect(ask('en', text)).toContain('- Met: As an IT specialist: three years of IT experience');
  });

  it('reads "3.800 brutos mensuales x 14" on the German and the Spanish page (70c W4)', () => {
    expect(
      read(
        'de',
        'Hola, soy ingeniero químico, ich habe ein Angebot von einer Chemiefirma in Ludwigshafen: 3.800 brutos mensuales x 14.',
      ).salary,
    ).toBe(53_200);
    expect(read('es', 'me ofrecen 3.800 brutos mensuales x 14').salary).toBe(53_200);
    expect(read('es', 'me pagan 3.500 al mes, trabajo por 14 horas').salary).toBe(42_000);
  });
});

describe('walk-through 70: years of work going on now', () => {
  it('reads "pero hace 4 años trabajo como …" as four years up to now (70a W3)', () => {
    expect(
      read('es', 'soy biólogo pero hace 4 años trabajo como desarrollador web.').experience,
    ).toBe('threeOfSeven');
    expect(read('es', 'trabajé 2 años pero hace 6 años').experience).toBe('none');
  });
});

describe('walk-through 70b W4: years in a department are years of work', () => {
  it('counts "6 years in production planning (2019-2025)" and the age said with "exactly"', () => {
    const text =
      "Hello! I'm exactly 35 now (birthday last week jaja). Industrial engineer, 6 years in production planning (2019-2025). German A2, English B2. My wife is also coming but she has no degree, only bachiller. Points?";
    expect(read('en', text)).toMatchObject({
      age: 'from35to39',
      experience: 'fiveOfSeven',
      partner: false,
    });
    expect(ask('en', text)).toContain('That makes 6 points');
  });
});
