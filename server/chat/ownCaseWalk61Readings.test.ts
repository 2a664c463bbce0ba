import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

/** One route's block of a reply: the lines after its heading, up to the next route's heading. */
function routeBlock(reply: string, heading: string) {
  const after = (reply.split(`${heading}\n`)[1] ?? '').split('\n');
  const next = after.findIndex((line) => /\(§[^)]*\):$/.test(line));
  return after.slice(0, next < 0 ? undefined : next).join('\n');
}

// Stop 61: what walk-throughs 61a, 61b and 61c found. Oracle: § 6 BeschV (work by experience:
// a qualification of two years' training, none for a job in IT), § 1 (2) BeschV (from 45, the
// salary of § 18 (2) no. 5 AufenthG or a pension provision for that approval too), § 18g (1)
// (yearly gross), § 20b (the points), § 20a (1) (a fully recognised qualification needs none).
describe('walk-throughs 61a, 61b and 61c', () => {
  it('keeps what the visitor says of themselves after a spouse’s clause (61a W2)', () => {
    const profile = read(
      'es',
      'tengo 45 años y mi esposa 38, ella es doctora y yo ingeniero electrico. oferta para mi de 50.000 €, titulo comparable. que visa me corresponde?',
    );
    expect(profile).toMatchObject({ occupation: 'shortage', degree: true, recognised: true });
    expect(profile.regulated).toBeUndefined();
  });

  it('reads the visitor’s level said before a partner’s (61a W3)', () => {
    const profile = read(
      'en',
      "I'm 34, my German is B1 but my husband's is C1. I'm a physiotherapist with 3 years experience, no recognition. Opportunity card points?",
    );
    expect(profile.german).toBe('B1');
    expect(profile.partnerOwn?.german).not.toBe('B1');
    expect(read('es', 'tengo alemán A2 y mi esposo tiene B1').german).toBe('A2');
    // Said after the partner, the level stays theirs.
    expect(read('de', 'Deutsch B1 hat mein Mann, ich habe A2').german).toBe('A2');
  });

  it('reads a course’s length as no work, beside a start year or a word for work (61a W4)', () => {
    for (const [text, experience] of [
      [
        'tengo 37 años, tecnico en mecatronica (2 años de instituto), trabajo desde 2016 en una fabrica, aleman A2. me alcanza para la chancenkarte?',
        'fiveOfSeven',
      ],
      [
        'soy enfermera tecnica (3 años de instituto), trabajo desde 2017 en un hospital, tengo 30 años, aleman A2. cuantos puntos para la chancenkarte?',
        'fiveOfSeven',
      ],
      [
        'Hola buenas, tengo 33 años, estudie mecanica industrial en el INFOCAL 2 años, trabajo hace 8 años en eso, aleman A1, ingles nada. Quiero la chancenkarte, cuantos puntos tengo?',
        'fiveOfSeven',
      ],
      // A word for work between the studies and the years: the years are worked.
      ['Estudié ingeniería y trabajo hace 5 años como ingeniero', 'fiveOfSeven'],
      ['estudié contabilidad 5 años y tengo 3 años de experiencia', 'threeOfSeven'],
    ] as const) {
      expect({ text, experience: read('es', text).experience }).toEqual({ text, experience });
    }
    expect(
      read('en', 'I graduated in 2015 and have 8 years experience as an engineer'),
    ).toMatchObject({
      experience: 'fiveOfSeven',
    });
  });

  it('reads "× 14 salaries" of a month’s pay as the year’s gross (61b B)', () => {
    for (const [lng, text] of [
      [
        'de',
        'Bin Elektrotechnik-Ingenieur mit anerkanntem Abschluss, 40 Jahre. Angebot 3.300 € brutto x 14 Gehälter. Blaue Karte?',
      ],
      [
        'de',
        'Ich bin Elektroingenieur mit anerkanntem Abschluss, 40 Jahre. Mein Monatsgehalt wäre 3.300 €, 14 Gehälter im Jahr. Reicht das für die Blaue Karte?',
      ],
      [
        'de',
        'Ich bin Bauingenieur, Abschluss anabin entspricht, 42 Jahre. Angebot: 14 Monatsgehälter à 3.300 € brutto. Blaue Karte?',
      ],
      [
        'en',
        "Civil engineer, degree 'entspricht' in anabin, age 42, offer 3,300 EUR gross x 14 salaries. Blue card?",
      ],
    ] as const) {
      expect({ text, salary: read(lng, text).salary }).toEqual({ text, salary: 46_200 });
    }
    // A yearly amount beside its count of payments stays the year's.
    expect(read('de', 'Ingenieur, 52.000 € im Jahr, 13 Gehälter').salary).toBe(52_000);
    expect(
      ask(
        'de',
        'Bin Elektrotechnik-Ingenieur mit anerkanntem Abschluss, 40 Jahre. Angebot 3.300 € brutto x 14 Gehälter. Blaue Karte?',
      ),
    ).toContain('46.200 €');
  });

  it('reads a training of 18 months as shorter than the two years § 6 BeschV asks (61b C)', () => {
    for (const [lng, text] of [
      [
        'de',
        'Ich bin Kfz-Mechaniker, meine Ausbildung in Bolivien hat nur 18 Monate gedauert. Ich habe 6 Jahre Erfahrung, Angebot 46.000 € brutto. 36 Jahre alt. Kann ich mit Berufserfahrung kommen?',
      ],
      [
        'en',
        'my vocational course in Bolivia lasted only 18 months, 6 years experience as a mechanic',
      ],
      ['es', 'mi formación técnica duró solo 18 meses, tengo 6 años de experiencia como mecánico'],
    ] as const) {
      expect({ text, vocational: read(lng, text).vocational }).toEqual({ text, vocational: false });
    }
    expect(read('de', 'Meine Ausbildung hat 3 Jahre gedauert').vocational).toBe(true);
    const reply = ask(
      'de',
      'Ich bin Kfz-Mechaniker, meine Ausbildung in Bolivien hat nur 18 Monate gedauert. Ich habe 6 Jahre Erfahrung, Angebot 46.000 € brutto. 36 Jahre alt. Kann ich mit Berufserfahrung kommen?',
    );
    expect(reply).not.toContain(
      'Erfüllt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung',
    );
  });

  it('keeps a full recognition when a licence is said not held yet after "pero" (61c)', () => {
    const profile = read(
      'es',
      'hola, soy profesora de matematicas de secundaria, 38 años, mi titulo ya esta reconocido completamente en alemania pero todavia no tengo la autorizacion para enseñar en escuela publica. tengo oferta de un colegio de 48 mil euros al año, aleman B2. puedo sacar la tarjeta azul?',
    );
    expect(profile.recognised).toBe(true);
    // Still pending when what follows "pero" speaks of the recognition.
    expect(
      read('es', 'mi titulo esta reconocido pero la resolucion esta en tramite').recognised,
    ).not.toBe(true);
    expect(read('es', 'mi título está reconocido pero todavía no en Alemania').recognised).not.toBe(
      true,
    );
  });

  it('weighs § 19c (2) from 45 with the salary of § 1 (2) BeschV (61a W1)', () => {
    const spanish = ask(
      'es',
      'tengo 45 años, soldador con formacion tecnica de 3 años, 10 años de experiencia, oferta de 48.000 € sin convenio colectivo, sin reconocimiento. se puede por experiencia?',
    );
    const route = routeBlock(
      spanish,
      'Trabajo por experiencia profesional (§ 19c, apartado 2, AufenthG):',
    );
    expect(route).toContain(
      '- Por demostrar: Con 45 años o más y un salario bruto menor a €55.770',
    );
    expect(route).not.toContain('No se pide un salario más alto desde los 45 años');
    expect(route).not.toContain('Con lo que escribiste, esta vía es posible.');
    const english = ask(
      'en',
      "I'm 45 and have a 3-year vocational diploma in mechatronics, 15 years experience, offer €50,000 from a company with no collective agreement, no recognition in Germany. Can I go with the work experience visa?",
    );
    const experience = routeBlock(
      english,
      'Work based on professional experience (§ 19c(2) AufenthG):',
    );
    expect(experience).toContain('- To show: At 45 or over, with a gross salary under €55,770');
    expect(experience).not.toContain('No higher salary needed at 45 or over');
    // The Blue Card says the rule does not bind it.
    expect(routeBlock(english, 'EU Blue Card (§ 18g AufenthG):')).toContain(
      '- Met: No higher salary needed at 45 or over',
    );
  });

  it('opens § 19c (2) to an IT specialist without a qualification, with a collective agreement (61b A2)', () => {
    const reply = ask(
      'de',
      'Ich bin IT-Supporter ohne Abschluss, 2 Jahre Erfahrung in den letzten 5 Jahren. Der Arbeitgeber ist tarifgebunden und zahlt 41.000 € nach Tarifvertrag. Bin 27. Welche Möglichkeiten habe ich?',
    );
    const route = routeBlock(reply, 'Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(route).toContain(
      '- Erfüllt: Eine Tätigkeit in der Informations- und Kommunikationstechnologie (IT)',
    );
    expect(route).toContain('Mit Ihren Angaben ist dieser Weg möglich.');
  });
});
