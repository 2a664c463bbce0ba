import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const read = (lng: 'en' | 'es' | 'de', text: string) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text));

describe('what a visitor tells about themselves', () => {
  it('reads age, languages and experience in English', () => {
    expect(read('en', "I'm 29, my German is B1 and my English C1, 5 years of experience.")).toEqual(
      // Years with no dates count as recent; the reply says it assumes so.
      {
        age: 'under35',
        german: 'B1',
        english: 'C1',
        experience: 'fiveOfSeven',
        experienceUndated: true,
      },
    );
  });

  it('reads informal Spanish, and years of experience are not an age', () => {
    expect(read('es', 'tengo 37 años, aleman B2 y 5 años de experiencia en los ultimos 7')).toEqual(
      { age: 'from35to39', german: 'B2', experience: 'fiveOfSeven' },
    );
    expect(read('es', 'tengo 12 años de experiencia')).toEqual({
      experience: 'fiveOfSeven',
      experienceUndated: true,
    });
  });

  it('reads German with number words and what the visitor denies', () => {
    expect(
      read(
        'de',
        'Ich bin 33, habe Deutsch A2 und zwei Jahre Berufserfahrung in den letzten fünf Jahren. Keine Teilanerkennung, mein Partner kommt nicht mit, und ich war nie in Deutschland.',
      ),
    ).toEqual({
      age: 'under35',
      german: 'A2',
      experience: 'twoOfFive',
      partialRecognition: false,
      partner: false,
      germanStay: false,
    });
  });

  it('gives each level to the language named next to it', () => {
    expect(read('en', 'English B2, German A1')).toEqual({ english: 'B2', german: 'A1' });
  });

  it('counts experience by the period the visitor names', () => {
    expect(read('en', 'three years of experience in the last seven').experience).toBe(
      'threeOfSeven',
    );
    expect(read('en', 'two years of experience in the last ten').experience).toBe('none');
  });

  it('puts 40 in the band of 40 or over and 39 in 35 to 39 (§ 20b)', () => {
    expect(read('en', "I'm 40, German B1").age).toBe('from40');
    expect(read('en', "I'm 39, German B1").age).toBe('from35to39');
  });

  it('never counts a tourist visit or a stay under six months as the stay in Germany', () => {
    expect(read('es', 'estuve en alemania de turista 3 semanas').germanStay).toBe(false);
    expect(read('en', 'I stayed in Germany for 3 months').germanStay).toBe(false);
    expect(read('de', 'Ich war im Urlaub in Deutschland').germanStay).toBe(false);
    expect(read('en', 'I studied in Germany for 8 months').germanStay).toBe(true);
  });

  it('counts a partner only when they also meet the requirements', () => {
    // Mentioned but not said to qualify: no point, and the reply says why (§ 20b (1) no. 11).
    expect(read('es', 'mi esposo viene conmigo').partner).toBe(false);
    expect(read('es', 'mi esposo viene conmigo y también cumple los requisitos').partner).toBe(
      true,
    );
    expect(read('en', 'my wife is not coming').partner).toBe(false);
  });

  it('reads a salary as written in the language, a degree, an occupation and a job offer', () => {
    expect(
      read('de', 'Master in Informatik, Jobangebot als Softwareentwicklerin mit 48.000 € brutto'),
    ).toMatchObject({ degree: true, occupation: 'it', jobOffer: true, salary: 48_000 });
    expect(read('en', 'a job offer as an engineer for 48k a year')).toMatchObject({
      occupation: 'shortage',
      salary: 48_000,
    });
    expect(read('es', 'me ofrecen 45 mil euros al año como enfermera')).toMatchObject({
      occupation: 'nursing',
      salary: 45_000,
    });
    // A number without a euro sign or a salary word is not a salary; nor is an age.
    expect(read('en', "I'm 33 with 5 years of experience").salary).toBeUndefined();
  });

  it('reads a negative salary as one it cannot read, never as positive', () => {
    expect(read('es', 'Mi oferta es de -50000 euros al año')).toMatchObject({
      salaryProblem: 'negative',
    });
    expect(read('es', 'Mi oferta es de -50000 euros al año').salary).toBeUndefined();
  });

  it('reads "no German" as the level none, and a denied job offer as none', () => {
    expect(read('en', 'I have no German, English B1')).toMatchObject({
      german: 'none',
      english: 'B1',
    });
    expect(read('de', 'kein Deutsch, Englisch B1').german).toBe('none');
    expect(read('es', 'enfermera, sin oferta de trabajo').jobOffer).toBe(false);
  });

  it('reads vocational training, recognition in Germany, a collective agreement, 45 or older and the routes named', () => {
    expect(
      read(
        'es',
        'Tengo 47 años, formación técnica, título comparable, un empleador con convenio colectivo. ¿Puedo ir por experiencia o por el 18a?',
      ),
    ).toMatchObject({
      age: 'from40',
      from45: true,
      vocational: true,
      recognised: true,
      collectiveAgreement: true,
      asked: ['experience', 'skilledWorker'],
    });
    expect(read('en', "I'm 42, my degree is not recognised in Germany")).toMatchObject({
      from45: false,
      recognised: false,
    });
    expect(
      read('de', 'Teilanerkennung als Pflegefachkraft, geht das Visum nach 16d?').asked,
    ).toEqual(['recognitionMeasures']);
  });
});
