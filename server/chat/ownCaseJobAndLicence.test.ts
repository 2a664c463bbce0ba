import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 50f (W40) and 50h (W21): a job said not to fit the degree, and a teacher whose
// recognition is partial. Oracle: § 18g (1) AufenthG (the Blue Card asks a job that fits the
// qualification; §§ 18a/18b since 2023 any qualified employment) and § 18 (2) no. 3 (a regulated
// profession's licence needs the full recognition; teaching at public schools is regulated).

describe('a job said not to fit the degree misses the Blue Card (50f W40)', () => {
  it('reads "die Stelle ist Vertrieb (kein Ingenieursjob)" as a job outside the degree', () => {
    const text =
      "Unser Bewerber hat einen Bachelor in Elektrotechnik, anabin sagt 'H+' für seine Hochschule, aber die Stelle ist Vertrieb (kein Ingenieursjob). Gehalt 51.000 €. Reicht das für die Blaue Karte?";
    const reply = askAs('european_company', 'de', text).replace(/[\u00a0\u202f]/g, ' ');
    expect(read('de', text).jobOutsideField).toBe(true);
    expect(reply).toContain(
      'Fehlt: Ein Arbeitsplatzangebot in Deutschland, das zu Ihrer Qualifikation passt',
    );
    expect(reply).not.toContain('die Blaue Karte EU möglich');
    // The lower threshold rests on the job's occupation group: a sales job is not on the list.
    expect(reply).not.toContain('Engpassberufen');
  });

  it('reads it in English and Spanish, and leaves a job that fits alone', () => {
    const en =
      "I'm 31, civil engineer with a degree comparable in anabin, offer of €52,000 but the job is in sales, not related to my degree. Blue Card?";
    expect(ask('en', en)).toContain('Missing: A job offer in Germany that fits your qualification');
    const es =
      'Tengo 29 años, soy ingeniera química con título reconocido, tengo una oferta de 50 mil pero el trabajo no tiene nada que ver con mi carrera. ¿Tarjeta azul?';
    expect(ask('es', es)).toContain(
      'Falta: Una oferta de trabajo en Alemania acorde a tu formación',
    );
    const fits =
      "I'm 31, civil engineer with a degree comparable in anabin, offer of €52,000 as a site engineer. Blue Card?";
    expect(read('en', fits).jobOutsideField).toBeUndefined();
    expect(ask('en', fits)).toContain('Met: A job offer in Germany that fits your qualification');
  });
});

describe('a teacher is in a regulated profession (50h W21)', () => {
  it('never meets § 19c (2)’s licence row with a partial notice', () => {
    const text =
      'Teacher from Ecuador, I got a partial recognition notice from the state education ministry (I need a second subject), German C1, 29, no job yet. What can I do?';
    const reply = ask('en', text);
    expect(read('en', text).regulated).toBe(true);
    expect(reply).not.toContain('Met: An occupation not regulated in Germany');
    expect(reply).toContain('Visa for recognition measures (§ 16d(1) AufenthG):');
    const withJob = text.replace('no job yet', 'a school offers me €48,000');
    expect(ask('en', withJob)).toContain(
      'Missing: An occupation not regulated in Germany, or, in one that is, the license to practice it',
    );
  });

  it('reads a Spanish teacher as regulated, and the licence is to show without a notice', () => {
    expect(
      read('es', 'Soy profesora de matemáticas de secundaria, 30 años, alemán B1').regulated,
    ).toBe(true);
    const text =
      "I'm a teacher with a degree, 30, German B1, 3 years' experience, job offer of €46,000. What are my options?";
    expect(ask('en', text)).toContain(
      'To show: An occupation not regulated in Germany, or, in one that is, the license to practice it',
    );
  });

  it('does not read a university lecturer or a language teacher as regulated', () => {
    expect(
      read('es', 'Soy profesor universitario de física, 40 años, título no reconocido').regulated,
    ).toBeUndefined();
    expect(read('en', "I'm a language teacher, 30, English C2").regulated).toBeUndefined();
    expect(read('de', 'Ich bin Dozentin an einer Hochschule, 38 Jahre').regulated).toBeUndefined();
  });
});

// Walk-throughs 51a (W32, P6) and 51b (W8): a year names no month, and an age then dates a stay.
describe('dates are weighed against the last five, or three, years', () => {
  it('gives no stay point for a stay in the year the five-year window opens', () => {
    const text =
      "I'm 31, accountant with a degree, German A2, English B2, 3 years' experience. I spent 8 months in Germany as an au pair in 2021. How many points?";
    expect(read('en', text).germanStay).toBe(false);
    expect(read('en', text.replace('2021', '2022')).germanStay).toBe(true);
  });

  it('gives no stay point for one dated by an age long past ("cuando tenía 24", at 40)', () => {
    const text =
      'buenas, tengo 40 años, soy contador con licenciatura, hablo alemán B1, trabajo hace 10 años como contador. Viví 8 meses en Alemania como au pair cuando tenía 24. Cuantos puntos tengo?';
    expect(read('es', text).germanStay).toBe(false);
    expect(read('es', text.replace('cuando tenía 24', 'cuando tenía 37')).germanStay).toBe(true);
  });

  it('leaves a degree of the year the three-year window opens to show, not recent', () => {
    expect(read('en', "I'm 27, economist, I finished my degree in 2023.").recentGraduate).toBe(
      undefined,
    );
    expect(read('en', "I'm 27, economist, I finished my degree in 2024.").recentGraduate).toBe(
      true,
    );
    expect(read('en', "I'm 27, economist, I finished my degree in 2022.").recentGraduate).toBe(
      false,
    );
  });
});

describe('a nurse’s Blue Card asks the licence to practise (51b W29)', () => {
  it('misses it with no German, and never lists the Blue Card as open', () => {
    const text =
      'Our care home wants to bring over a Bolivian nurse (3-year nursing degree, 5 years ICU experience, 30 y/o). She has no German yet and hasn’t applied for recognition. Can we start a recognition partnership now, and what would she need first? We pay per TVöD.';
    const reply = askAs('european_company', 'en', text);
    expect(reply).not.toMatch(/Routes open[^\n]*EU Blue Card/);
  });
});

describe('a regulated profession’s word that is not the visitor’s job (51b W6, W52, W15)', () => {
  it('reads a pharmaceutical employer as no pharmacist (W52, DE18)', () => {
    const text =
      'hola! tengo 45 años cumplidos en octubre, soy ingeniera química (título comparable en anabin), me ofrecen trabajo en una farmacéutica en Berlín por 55 mil euros brutos al año. ¿Me dan la Blue Card o el permiso de trabajador calificado?';
    expect(read('es', text).regulated).toBeUndefined();
    expect(ask('es', text)).toContain('Con lo que escribiste, esta vía es posible.');
  });

  it('reads a teacher hired by a language school as outside the regulated profession (W6)', () => {
    const text =
      'Unsere Bewerberin ist Lehrerin aus Chile (Pädagogikstudium), 29 Jahre, Deutsch B2, ihre Anerkennung als Lehrkraft wurde abgelehnt bzw. nur teilweise anerkannt mit Auflagen. Wir sind eine private Sprachschule und würden sie als Spanischlehrerin für 40.000 € einstellen. Was braucht sie?';
    expect(read('de', text).regulated).toBeUndefined();
    expect(read('de', 'Ich bin Lehrerin aus Chile, 29 Jahre, Deutsch B2.').regulated).toBe(true);
  });

  it('says the licence binds a job in the profession only (W15, W39)', () => {
    const text =
      "Hello, I'm a lawyer from Ecuador (law degree, 10 years at a firm), 34, German C1. I got a job offer as a paralegal / legal assistant in Munich for €44,000. Can I get a visa for this job?";
    const reply = ask('en', text);
    expect(reply).toContain('A job that does not practice the regulated profession itself');
    expect(reply).toContain('asks for the license only where the job practices the profession');
  });
});

describe('a recognition not applied for is no recognition (51a W25)', () => {
  it('misses § 19c (2)’s licence row for a physiotherapist who has not applied', () => {
    const text =
      "Hi, I'm a physiotherapist from Quito (4-year university degree), I haven't applied for recognition yet. German B1. A clinic in Hamburg offered me a job at 35,000 a year. I'm 28 with 3 years of experience. What are my options?";
    expect(read('en', text).recognised).toBe(false);
    expect(read('es', 'soy fisioterapeuta, no he solicitado el reconocimiento').recognised).toBe(
      false,
    );
    expect(ask('en', text)).not.toContain('Met: An occupation not regulated');
  });
});
