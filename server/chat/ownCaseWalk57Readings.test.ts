import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 57: walk-throughs 57a and 57b. Oracle: DE39 (a lawful stay of six months is a point),
// DE09 (a recognised degree and a job offer: § 18b and the Opportunity Card without points).
describe('walk-through 57a', () => {
  it('counts a stay said "he vivido legalmente 8 meses en Alemania" (57a G1, S12)', () => {
    const text =
      'Soy profesora de Perú, 40 años, título universitario con reconocimiento parcial. Alemán A1, no hablo inglés. He vivido legalmente 8 meses en Alemania. Sin oferta de trabajo, sin experiencia laboral. ¿Tarjeta de oportunidades?';
    expect(read('es', text).germanStay).toBe(true);
    expect(ask('es', text)).toMatch(/Suman 6 puntos/);
    // Two weeks as a tourist are no lawful stay of six months.
    expect(
      read('es', 'Soy ingeniera, he vivido 2 semanas en Alemania de turista. 30 años.').germanStay,
    ).toBe(false);
  });

  it('reads "Bachelor in Chile abgeschlossen, anerkannt" as recognised in Germany (57a F8)', () => {
    const text =
      'Ich habe 2025 meinen Bachelor in Data Science in Chile abgeschlossen, anerkannt, 24 Jahre, Angebot als Data Scientist mit 45.000 Euro brutto.';
    expect(read('de', text).recognised).toBe(true);
    // Recognised where it was earned, it is no recognition in Germany.
    expect(
      read('de', 'Mein Bachelor ist in Chile anerkannt, ich bin 30.').recognised,
    ).toBeUndefined();
  });

  it('reads "52 TEUR" in Spanish as a year\'s pay (57a S3, F5)', () => {
    for (const text of [
      'Soy contador peruano, 44 años, título reconocido. Tengo una oferta de 52 TEUR al año como Controller. Inglés B2, sin alemán.',
      'Contador peruano, 44 años, título reconocido, oferta como Controller por 52 TEUR brutos al año.',
    ]) {
      expect(read('es', text).salary, text).toBe(52_000);
    }
  });
});

describe('walk-through 57b', () => {
  it("reads a job below a degree's level, named a few words after the offer, as not fitting it (Q21)", () => {
    const text =
      'Soy ingeniero civil boliviano de 40 años con título reconocido, pero la oferta que tengo es como chofer de camiones en Alemania, 46.000 euros al año. No tengo convenio colectivo.';
    expect(read('es', text)).toMatchObject({ jobOccupation: 'other', jobOutsideField: true });
    const reply = ask('es', text);
    expect(reply).toContain('- Falta: Una oferta de trabajo en Alemania acorde a tu formación');
    expect(reply).not.toMatch(/Tarjeta Azul UE es posible/);
    // "Angebot über 46.000 Euro … als Backend-Entwickler": the amount lies between.
    expect(
      read(
        'de',
        'Jetzt habe ich ein Angebot über 46.000 Euro brutto im Jahr als Backend-Entwickler.',
      ).jobOccupation,
    ).toBe('it');
  });

  it('says why anabin\'s "H+" leaves the degree to show (Q51)', () => {
    const text =
      'Soy ingeniera de sistemas de Bolivia, me gradué en 2024, título reconocido en anabin H+. Tengo 25 años. Me ofrecen 45 mil euros al año como desarrolladora en Berlín. No hay convenio colectivo.';
    expect(ask('es', text)).toContain('la calificación «H+» de anabin es de la universidad');
    expect(
      ask('en', 'My university is H+ in anabin, I am 30, offer of 52,000 as a developer.'),
    ).toContain("anabin's “H+” rates the university");
  });
});

describe('walk-throughs 57c and 57d', () => {
  it("reads the level held beside a level denied, in a nurse's words (57d Q19, Q54–Q56)", () => {
    for (const [lng, text] of [
      [
        'es',
        'Soy enfermero, formación de 3 años, no tengo la licencia alemana ni B2 todavía (tengo A2), un hospital me ofrece 34 mil al año. 27 años.',
      ],
      [
        'en',
        "I'm a nurse from Peru with 3-year training, I don't have B2 yet, only A2, and no German licence. A hospital offers me 34k a year. I'm 27.",
      ],
      [
        'de',
        'Ich bin Pflegekraft aus Bolivien, 3 Jahre Ausbildung, ich habe noch kein B2, nur A2, und keine Berufserlaubnis. Ein Krankenhaus bietet mir 34.000 Euro. 27 Jahre.',
      ],
      [
        'es',
        'Soy enfermera, formación de 3 años, todavía no tengo B2, tengo A2, y no tengo la licencia. Un hospital me ofrece 34.000 euros. 27 años.',
      ],
    ] as const) {
      expect(read(lng, text), text).toMatchObject({ german: 'A2', licensed: false });
    }
    // A language denied is not a level denied.
    expect(read('en', 'No German but B2 English, 30 years old, engineer.')).toMatchObject({
      german: 'none',
      english: 'B2',
    });
  });

  it('reads "peruano de 29" as an age (57c Q26)', () => {
    const text =
      'Soy enfermero peruano de 29, formación técnica, todavía no empecé el reconocimiento, alemán A2, oferta de una clínica por 34.000 al año, 2 años de experiencia, la clínica quiere hacer la acreditación conmigo.';
    expect(read('es', text).age).toBe('under35');
    const reply = ask('es', text);
    // 6 points: German A2 1, two years in the last five 2, under 35 2, nursing 1.
    expect(reply).toMatch(/Vías abiertas para ti[^\n]*Chancenkarte/);
    expect(reply).not.toContain('¿Cuántos años tienes?');
  });

  it('weighs a whole case told without a question: "Studium nicht anerkannt" is a degree held (57c Q32)', () => {
    const text =
      'Ich komme aus Ecuador, Lehrer, 44 Jahre, Studium nicht anerkannt, Deutsch B2, Englisch C1, 6 Jahre Berufserfahrung in den letzten 7 Jahren, kein Jobangebot.';
    expect(read('de', text)).toMatchObject({ degree: true, recognised: false });
    const reply = ask('de', text);
    expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 8 (6 nötig).');
    expect(reply).not.toContain('Studium (§ 16b AufenthG)');
  });

  it("writes a nurse's job with a hospital into the check's link, and reads a warehouse supervisor's (57c, 57d Q14)", () => {
    const nurse =
      'Soy enfermera, formación de 3 años, tengo A2, un hospital me ofrece 34.000 euros. 27 años.';
    expect(ask('es', nurse)).toMatch(/[?&]job=nursing[&#]/);
    expect(
      read(
        'en',
        "I'm 30, graduated 5 years ago in marketing (degree fully recognised) but my job offer is as warehouse supervisor for 42,000. English B2.",
      ).jobOccupation,
    ).toBe('other');
  });
});

describe('walk-throughs 57e and 57f', () => {
  it('dates a lawful stay by its own clause, not by the years of work beside it (57e Q37)', () => {
    const text =
      'Ich bin Informatikerin aus Costa Rica, 37, Master noch nicht geprüft, Englisch C1, kein Deutsch, 3 Jahre Erfahrung (aber 2019–2021), keine Stelle, ich war 7 Monate legal in Deutschland als Praktikantin.';
    expect(read('de', text).germanStay).toBe(true);
    // A year said of the stay still dates it.
    expect(
      read('es', 'Estuve 8 meses en Alemania con visa de estudiante, en 2015, y trabajé 3 años.')
        .germanStay,
    ).toBe(false);
  });

  it('reads "Tarif unbekannt" as not known (57f Q18)', () => {
    const text =
      'Ich bin über 40, Krankenpfleger aus Kolumbien mit Berufserlaubnis (vollständig anerkannt), Deutsch B2, Jobangebot als Pflegefachkraft im Krankenhaus: 36.000 € im Jahr, Tarif unbekannt.';
    expect(read('de', text).collectiveAgreement).toBe('unknown');
    expect(ask('de', text)).toContain(
      'Nachzuweisen: Bei einem Gehalt unter 45.630 € im Jahr (Wert für 2026)',
    );
  });

  it('dates years of work said before their time ago: "3 Jahre Erfahrung vor 6 Jahren" (57f Q24)', () => {
    const text =
      'Ich bin Architekt mit Hochschulabschluss, teilweise anerkannt (Teilanerkennung mit Ausgleichsmaßnahme). Ich habe kein Jobangebot. Deutsch A2, 42 Jahre, 3 Jahre Erfahrung vor 6 Jahren, seitdem nicht im Beruf.';
    expect(read('de', text).experience).toBe('none');
    expect(read('en', 'I have 3 years of experience 6 years ago, engineer, 30.').experience).toBe(
      'none',
    );
  });

  it("reads a nursing assistant's post as the nurse's field, a dental assistant's as outside the dentist's (57f Q3, R6)", () => {
    const nurse =
      'Soy enfermera colombiana, formación técnica, tengo reconocimiento parcial (Defizitbescheid) de la autoridad del Land. Alemán B1. Tengo oferta de un hospital como auxiliar de enfermería por 3.200 brutos al mes. 29 años, 5 años de experiencia.';
    expect(ask('es', nurse)).toContain(
      '- Falta: La licencia para ejercer la enfermería: tu formación reconocida por completo en Alemania y alemán B2',
    );
    const dentist =
      'Ich bin Zahnarzt aus Kolumbien, 33, Approbation noch nicht beantragt, Deutsch B1. Jobangebot als zahnmedizinischer Assistent in einer Praxis: 40.000 € brutto, kein Tarif. 5 Jahre Erfahrung in den letzten 5.';
    expect(read('de', dentist)).toMatchObject({ jobOccupation: 'other', jobOutsideField: true });
    const reply = ask('de', dentist);
    expect(reply).toContain('Fehlt: Ein Bruttogehalt von mindestens 50.700 €');
    expect(reply).toContain('- Erfüllt: Ein Beruf, der in Deutschland nicht reglementiert ist');
  });

  it('reads no ISCO code as a salary (57f R9)', () => {
    const text =
      "Nurse with bachelor's, full recognition and licence, German B2, job offer as registered nurse (ISCO 2221) at 46,000 a year. Age 30.";
    expect(read('en', text).salary).toBe(46_000);
  });
});

describe('walk-through 57h', () => {
  it("takes a helper's job for no qualified employment, a truck driver's for one to show (Q33, Q201, Q202)", () => {
    const helper =
      'Ich habe eine Ausbildung als Kfz-Mechatroniker aus Peru, noch nicht geprüft, Jobangebot als Lagerhelfer für 45.630 Euro im Jahr, Deutsch A2, 36 Jahre.';
    expect(read('de', helper)).toMatchObject({ jobOccupation: 'other', unskilledJob: true });
    expect(ask('de', helper)).toContain(
      '- Fehlt: Ein Arbeitsplatzangebot in Deutschland für eine qualifizierte Beschäftigung',
    );
    expect(ask('de', helper)).toMatch(/[?&]job=other[&#]/);
    const driver =
      'Civil engineer, degree recognised, 30, offered a job as a truck driver for 30k.';
    expect(ask('en', driver)).toContain(
      '- To show: A job offer in Germany for qualified employment, in any field',
    );
  });

  it('reads "legal 7 Monate in Deutschland gewesen" as a stay and "German: not yet" as none (Q42, Q101)', () => {
    expect(
      read(
        'de',
        'Ich bin 40 Jahre, Elektroniker mit Teilanerkennung, Deutsch A1, keine Erfahrung, legal 7 Monate in Deutschland gewesen.',
      ).germanStay,
    ).toBe(true);
    expect(
      read(
        'en',
        "Hi, I'm 35, Bolivian, bachelor in industrial engineering not recognised yet, German: not yet, English B2, I worked from 2019 to 2023 as process engineer. No job offer, never been to Germany.",
      ).german,
    ).toBe('none');
  });
});

describe('walk-through 57g', () => {
  it('reads no age from a salary after a comma: "…, 47,000 EUR" (B1)', () => {
    const text =
      "I'm a civil engineer from Bolivia, degree fully recognised (ZAB), 33. My job offer is as a Sales Manager (Vertriebsleiter) in Hamburg, 47,000 EUR gross a year. 6 years experience. English B2.";
    expect(read('en', text)).toMatchObject({ age: 'under35', salary: 47_000 });
    expect(ask('en', text)).not.toContain('At 45 or over');
  });

  it("reads a waiter's job offered as no qualified employment and fitting no degree (C2, B2)", () => {
    const text =
      'Soy ingeniero civil boliviano, 30 años, título reconocido (ZAB). Me ofrecen trabajo de camarero en un hotel en Múnich por 47.000 euros brutos al año. 5 años de experiencia como ingeniero.';
    expect(read('es', text)).toMatchObject({ jobOccupation: 'other', unskilledJob: true });
    const reply = ask('es', text);
    expect(reply).toContain('- Falta: Una oferta de trabajo en Alemania acorde a tu formación');
    expect(reply).not.toContain('Se aplica el umbral más bajo');
    expect(reply).toContain('Un trabajo de ayudante');
    expect(reply).toContain(
      '- Falta: Una oferta de trabajo en Alemania para un empleo calificado, de cualquier área',
    );
  });

  it('reads "degree comparable (ZAB statement in hand)" as recognised (C3)', () => {
    expect(
      read(
        'en',
        'Software engineer from Peru, 29, computer science degree comparable (ZAB statement in hand). My offer is as a warehouse helper (Lagerhelfer) in Leipzig, 31,000 a year. English B2.',
      ).recognised,
    ).toBe(true);
  });
});

describe('walk-through 57j', () => {
  it('reads "a recognised-degree engineer" as recognised (Q48)', () => {
    expect(
      read(
        'en',
        "I'm a recognised-degree engineer, 33, offer of 3,800 EUR gross per month as mechanical engineer.",
      ).recognised,
    ).toBe(true);
  });

  it('reads "más de 40", "über 40", "over 45" as the band above, never as the number itself (Q53)', () => {
    expect(read('es', 'Tengo más de 40 años, ingeniero.')).toEqual(
      expect.not.objectContaining({ from45: false }),
    );
    expect(read('es', 'Tengo más de 40, soy contador.').age).toBe('from40');
    expect(read('de', 'Ich bin über 40, Ingenieur.').age).toBe('from40');
    expect(read('en', "I'm over 45, engineer.")).toMatchObject({ age: 'from40', from45: true });
    expect(read('es', 'tengo más de 40 años de experiencia').age).toBeUndefined();
    expect(read('de', 'Angebot über 46.000 € im Jahr.').age).toBeUndefined();
  });

  it("takes the visitor's occupation from outside the job's title (Q61)", () => {
    const text =
      "I'm a civil engineer (degree recognised via anabin), 32, but the offer is as a software developer for 47,000 EUR. I have 2 years of IT experience.";
    expect(read('en', text)).toMatchObject({ occupation: 'shortage', jobOccupation: 'it' });
    const reply = ask('en', text);
    expect(reply).toContain('- To show: A job offer in Germany that fits your qualification');
    expect(reply).not.toContain('the EU Blue Card is possible.');
  });
});

describe('walk-through 57k', () => {
  it('reads no salary from a blocked account (Q14, Q43)', () => {
    for (const [lng, text] of [
      [
        'en',
        "I'm a student from Uruguay, 22, admitted to TU Berlin for a master's, I have a blocked account of 11,904 EUR.",
      ],
      [
        'es',
        'Soy estudiante boliviana de 21 años, tengo admisión a un máster en la TU München y una cuenta bloqueada de 11.904 euros. ¿Qué visa me corresponde?',
      ],
    ] as const) {
      expect(read(lng, text).salary, text).toBeUndefined();
    }
  });
});
