import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 64: what walk-throughs 69a–c found. Oracle: § 20b AufenthG (a legal stay in Germany;
// a qualification of at least two years, § 20a (4)), § 18 (2) no. 3 (a regulated profession's
// licence), § 6 BeschV (a collective agreement under the salary floor), § 18 (2) no. 5.
describe('walk-through 69: no stay in Germany where none was had', () => {
  it('reads no stay from studies abroad beside a German city, nor from a card wished for', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'de',
        'Ich habe 5 Jahre in Bogotá studiert (Administración de Empresas) und möchte nach München. Deutsch A2, 30 Jahre',
      ],
      ['de', 'Ich habe in Lima Informatik studiert (5 Jahre) und habe ein Angebot aus Berlin'],
      [
        'de',
        'Hallo, ich bin Pflegefachfrau aus Bolivien (licenciatura en enfermería, 5 Jahre Studium), habe einen Defizitbescheid von der Bezirksregierung Münster bekommen',
      ],
      ['en', "I'm 45 and want to come with an Opportunity Card: vocational training cook 2 years"],
    ];
    for (const [lng, text] of cases) {
      expect({ text, stay: read(lng, text).germanStay }).toEqual({ text, stay: undefined });
    }
    expect(read('en', 'I lived 8 months in Berlin with a student visa in 2024').germanStay).toBe(
      true,
    );
    expect(
      read('de', 'Ich komme aus Peru und war 2024 acht Monate mit einem Sprachkursvisum in Berlin.')
        .germanStay,
    ).toBe(true);
  });
});

describe('walk-through 69b and 69c: facts written plainly', () => {
  it('reads a collective agreement answered "no"', () => {
    expect(
      read(
        'en',
        'Our candidate is 45, electrician with 3 year vocational training, 6 years experience. We pay €21/hour, 40 hours a week. Collective agreement: no. Which route?',
      ).collectiveAgreement,
    ).toBe(false);
    expect(read('de', 'Tarifvertrag: nein. Angebot 40.000').collectiveAgreement).toBe(false);
    expect(read('es', 'convenio colectivo: no. oferta de 40.000').collectiveAgreement).toBe(false);
    expect(read('en', 'Collective agreement: yes. Offer 40k').collectiveAgreement).toBe(true);
  });

  it('reads full recognition, a 13th month salary, plumbing and a técnico en enfermería', () => {
    expect(
      read('en', "I'm 45, nurse, my recognition is full (Anerkennung) and I have german B2")
        .recognised,
    ).toBe(true);
    expect(
      read('en', 'salary EUR 4.350,50 per month + 13th month salary, i am 45, engineer').salary,
    ).toBe(56_556.5);
    expect(read('en', "I'm 37, vocational training in plumbing, German A2").occupation).toBe(
      'shortageOffList',
    );
    expect(
      read('en', "I'm 46, técnico en enfermería (3 years training), German B1").occupation,
    ).toBe('nursing');
  });

  it('reads a physiotherapist named in Spanish as regulated on the German page', () => {
    const reply = ask(
      'de',
      'Fisioterapeuta aus Chile, 4 Jahre Studium, Abschluss in Deutschland noch nicht anerkannt, 5 Jahre Erfahrung, Angebot von einer Praxis in Hamburg mit 46.000 € brutto. 31 Jahre, Deutsch B1. Kann ich mit § 19c arbeiten?',
    );
    expect(reply).toContain(
      '- Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist, oder bei einem reglementierten Beruf die Erlaubnis',
    );
    expect(read('de', 'Kinesióloga aus Chile, 4 Jahre Studium').regulated).toBe(true);
  });

  it('reads a training of 18 months told in a clause of its own as too short', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'de',
        'Ich habe eine Ausbildung als Koch, die nur 18 Monate gedauert hat (Instituto, in Ecuador anerkannt). Deutsch B1, 31 Jahre.',
      ],
      ['es', 'hice una formación técnica de cocina, que duró solo 18 meses'],
      ['en', 'I did vocational training as a cook, which lasted only 18 months'],
    ];
    for (const [lng, text] of cases) {
      expect({ text, ...read(lng, text) }).toMatchObject({ text, schoolOnly: true });
    }
    expect(read('de', 'Ausbildung als Elektriker, die 3 Jahre gedauert hat').vocational).toBe(true);
  });
});

describe('walk-through 69a', () => {
  it('says a nurse’s licence held covers the German, never that B1 meets B2', () => {
    const reply = ask(
      'es',
      'Soy enfermera con reconocimiento completo (Berufsurkunde ya tengo) pero solo tengo alemán B1, tengo oferta de clínica en Stuttgart. puedo trabajar como Pflegefachkraft?',
    );
    expect(reply).toContain('- Cumplido: Alemán B2 (la licencia que ya tienes lo cubre');
    expect(reply).not.toContain('el B1 que indicaste lo cumple');
  });

  it('reads "sin Jobangebot" as no offer in a German reply', () => {
    const reply = ask(
      'es',
      'Ich bin Krankenpfleger aus Peru, tengo Anerkennung teilweise (Defizitbescheid), Deutsch A2, sin Jobangebot todavía. Was kann ich machen?',
    );
    expect(reply).not.toContain('Erfüllt: Ein Arbeitsplatzangebot');
    expect(reply).toContain(
      '- Fehlt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland',
    );
  });
});

describe('walk-throughs 69b and 69c: the job and the wish', () => {
  it('reads the job named after "the job is as"', () => {
    const text =
      "my offer is €4,300 gross per month, I'm 45, degree in nursing but the job is as a medical sales representative";
    expect(read('en', text)).toMatchObject({ occupation: 'nursing', jobOccupation: 'other' });
    expect(ask('en', text)).toContain('- Met: A gross salary of at least €50,700 a year');
  });

  it('adds from the page language only facts said with numbers, not a training wished for', () => {
    const reply = ask(
      'de',
      'Quiero hacer una Ausbildung als Pflegefachmann in Deutschland. Tengo 27 años, bachillerato, Deutsch B1. Was brauche ich?',
    );
    expect(reply).toContain('german=B1');
    expect(reply).not.toContain('qualification=vocational');
  });
});

describe('walk-through 69b #2: an employer writing of a candidate', () => {
  it('weighs the candidate’s age, not the writer’s (§ 18 (2) no. 5 AufenthG)', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'en',
        "Hi, I'm the recruiter (I'm 29). The candidate is 46, mechanical technician with 3-year training, salary 50,000 EUR",
      ],
      [
        'en',
        "I'm an HR manager, 41 years old. Candidate: 46-year-old software developer, no degree",
      ],
      [
        'de',
        'Ich bin 38 und arbeite in der Personalabteilung. Unsere Kandidatin ist 46, Pflegefachfrau.',
      ],
      ['es', 'Tengo 35, soy de RRHH. El candidato tiene 47 años, ingeniero.'],
    ];
    for (const [lng, text] of cases) {
      expect({ text, ...read(lng, text) }).toMatchObject({ text, age: 'from40', from45: true });
    }
    expect(read('en', "I'm 33, I want to apply as a candidate for a job in Germany").age).toBe(
      'under35',
    );
  });
});
