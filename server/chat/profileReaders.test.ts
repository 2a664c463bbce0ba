// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const read = (lng: 'en' | 'es' | 'de', text: string, year?: number) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text), year);

describe('what a message states, read by kind of fact', () => {
  it('reads a bare year as a year, not as a salary', () => {
    expect(read('en', "What's the EU Blue Card minimum salary for 2026?").salary).toBeUndefined();
    expect(read('de', 'Wie hoch ist das Mindestgehalt für die Blaue Karte EU 2026?')).toEqual({});
    expect(read('en', 'a salary of €2,026 a month').salary).toBe(2026);
  });

  it('reads a collective agreement the message denies as none', () => {
    expect(read('de', '45.629 €, Arbeitgeber nicht tarifgebunden').collectiveAgreement).toBe(false);
    expect(read('es', 'el empleador no tiene convenio colectivo').collectiveAgreement).toBe(false);
    expect(read('en', 'the employer has no collective agreement').collectiveAgreement).toBe(false);
    expect(read('en', 'my employer pays under a collective agreement').collectiveAgreement).toBe(
      true,
    );
  });

  it('reads a degree earned in the last three years', () => {
    expect(read('en', "I graduated 2 years ago with a master's").recentGraduate).toBe(true);
    expect(read('de', 'Ich habe vor einem Jahr meinen Master abgeschlossen').recentGraduate).toBe(
      true,
    );
    expect(read('es', 'soy recién egresada de ingeniería').recentGraduate).toBe(true);
    expect(read('en', 'I graduated 5 years ago').recentGraduate).toBe(false);
  });

  it("takes the visitor's word that an occupation is not in short supply over its name", () => {
    expect(read('en', "I'm an engineer, but it is not a shortage occupation").occupation).toBe(
      'other',
    );
    expect(read('de', 'Ich bin Lehrerin, das ist hier kein Engpassberuf').occupation).toBe('other');
    expect(read('es', 'soy médico, pero no es de las que faltan allá').occupation).toBe('other');
    expect(read('es', 'soy médico').occupation).toBe('shortage');
  });

  it('counts the year a degree was earned back from the year the case is weighed in', () => {
    expect(
      read('en', 'I completed my bachelor in 2023 and have an offer', 2026).recentGraduate,
    ).toBe(true);
    expect(read('es', 'me gradué de ingeniería el 2015, tengo oferta', 2026).recentGraduate).toBe(
      false,
    );
    expect(
      read('de', 'Master 2022 abgeschlossen, Angebot über 46.000 €', 2025).recentGraduate,
    ).toBe(true);
    // A year in another part of the message says nothing about the degree.
    expect(read('en', 'I have a master. Is 47,000 enough in 2026?', 2026).recentGraduate).toBe(
      undefined,
    );
    // A year still to come is no degree earned.
    expect(read('en', 'I will finish my master in 2029', 2026).recentGraduate).toBe(undefined);
  });

  it('reads an age said of someone else, or opening a list of facts, but not an amount', () => {
    expect(read('de', 'Unsere Kandidatin ist 34, Deutsch B2').age).toBe('under35');
    expect(read('en', '30, 3-year vocational training, English C1').age).toBe('under35');
    expect(read('de', '44, Berufsausbildung, Deutsch B2')).toMatchObject({
      age: 'from40',
      vocational: true,
    });
    expect(read('en', 'the salary is 48,000 euros').age).toBeUndefined();
  });

  it('reads years out of a period with no word for experience', () => {
    expect(read('en', '5 of last 7, English C1').experience).toBe('fiveOfSeven');
    expect(read('de', 'Deutsch B2, 5 J. in 7').experience).toBe('fiveOfSeven');
    expect(read('en', '3 of the last 5').experience).toBe('threeOfSeven');
  });

  it('reads a degree the message denies as none', () => {
    expect(read('es', 'soy desarrollador sin título').degree).toBe(false);
    expect(read('en', "I'm a self-taught developer with no degree").degree).toBe(false);
  });

  it('reads "a recognised degree" as recognised in Germany, unless another country is named', () => {
    expect(read('en', 'I have a recognised degree').recognised).toBe(true);
    expect(read('de', 'Ich habe einen anerkannten Hochschulabschluss').recognised).toBe(true);
    expect(read('es', 'tengo un título reconocido').recognised).toBe(true);
    expect(
      read('en', 'a business degree recognized in Bolivia (not recognized in Germany)').recognised,
    ).toBe(false);
    expect(
      read('de', 'mit einem in Kolumbien anerkannten Hochschulabschluss').recognised,
    ).toBeUndefined();
  });

  it('reads a training contract, which is not a job offer', () => {
    expect(read('en', 'I have a training contract with a bakery')).toEqual({
      trainingContract: true,
    });
  });

  it('says a salary written in words cannot be read', () => {
    expect(read('en', 'salary: abc').salaryProblem).toBe('format');
    expect(read('es', 'sueldo abc euros').salaryProblem).toBe('format');
    expect(read('en', 'What minimum salary applies?').salaryProblem).toBeUndefined();
    expect(read('en', 'I pay attention to the salary conditions.').salaryProblem).toBeUndefined();
  });
});

describe('the everyday words for occupations, stays and recognitions', () => {
  it('reads the words IT people use for their job as IT, in each language', () => {
    for (const [lng, text] of [
      ['es', 'soy dev backend sin título'],
      ['es', 'trabajo como desarrolladora frontend'],
      ['es', 'soy programador fullstack'],
      ['en', "I'm a fullstack dev"],
      ['en', 'backend developer, no degree'],
      ['de', 'Ich bin Softwareentwickler'],
      ['de', 'Backend-Entwicklerin mit 4 Jahren Erfahrung'],
      ['de', 'Fachinformatiker für Anwendungsentwicklung'],
    ] as const) {
      expect(read(lng, text).occupation, text).toBe('it');
    }
  });

  it('reads an engineer in a German compound as a shortage occupation, a business engineer not', () => {
    expect(read('de', 'Ich bin Maschinenbauingenieur').occupation).toBe('shortage');
    expect(read('de', 'Bauingenieurin mit Master').occupation).toBe('shortage');
    expect(read('es', 'soy ingeniero comercial').occupation).toBe('other');
    expect(read('en', "I'm a business developer").occupation).toBe('other');
  });

  it('reads an electrician as a shortage trade for the points only', () => {
    for (const [lng, text] of [
      ['en', 'I am an electrician'],
      ['es', 'soy electricista'],
      ['de', 'Ausbildung als Elektriker'],
    ] as const) {
      expect(read(lng, text)).toMatchObject({ occupation: 'shortage', skilledTrade: true });
    }
    expect(read('en', 'civil engineer here').skilledTrade).toBeUndefined();
  });

  it('counts a legal stay in any wording, and never a tourist visit', () => {
    for (const [lng, text] of [
      ['en', 'I was an au pair in Germany legally for 12 months in 2023'],
      ['en', 'I lived in Germany for a year as an au pair'],
      ['es', 'estuve un año con visa de estudiante'],
      ['de', 'ich war 1 Jahr als Au-pair in Deutschland'],
    ] as const) {
      expect(read(lng, text).germanStay, text).toBe(true);
    }
    expect(read('en', 'I was in Germany as a tourist for 2 months').germanStay).toBe(false);
    expect(read('es', 'estuve con visa de turista en Alemania').germanStay).toBe(false);
  });

  it('reads a degree stated as recognised as full recognition', () => {
    for (const [lng, text] of [
      ['de', 'Ich habe einen anerkannten Master in Volkswirtschaft'],
      ['de', 'Hochschulabschluss anerkannt'],
      ['de', 'mein Abschluss ist anerkannt'],
      ['es', 'tengo el título homologado'],
      ['es', 'mi título reconocido'],
      ['en', 'degree recognised'],
      ['en', 'my degree is recognized'],
    ] as const) {
      expect(read(lng, text).recognised, text).toBe(true);
    }
  });

  it('does not read a recognition wished for, or one denied, as recognised', () => {
    expect(
      read('en', 'can you help with getting my degree recognized?').recognised,
    ).toBeUndefined();
    expect(read('en', 'not a recognized degree').recognised).toBeUndefined();
    expect(read('de', 'Abschluss in Bolivien anerkannt').recognised).toBeUndefined();
  });

  it('reads vocational training denied as none', () => {
    expect(read('en', 'no degree and no vocational training').vocational).toBeUndefined();
    expect(read('en', 'I have vocational training').vocational).toBe(true);
  });

  it('reads the questions for other routes and for "enough"', () => {
    expect(read('en', 'Blue card possible? or any other work visa?').otherRoutes).toBe(true);
    expect(read('de', 'Geht die Blaue Karte, und wenn nicht, was dann?').otherRoutes).toBe(true);
    expect(read('de', 'Welcher Weg passt?').otherRoutes).toBe(true);
    expect(read('es', 'con eso alcanza o es muy poco sueldo?').enough).toBe(true);
  });
});
