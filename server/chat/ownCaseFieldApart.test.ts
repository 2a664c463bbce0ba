import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 67c W10 and 69b: a degree in one field and work in another. Oracle: § 20b (1)
// AufenthG (experience points for experience related to the qualification; the shortage point
// by the qualification), § 18g (1) (a job that fits the degree) and § 18g (2) (IT experience).
describe('a degree in one field, work in another', () => {
  it('reads the degree field apart from the work, in each language', () => {
    const cases: ['en' | 'es' | 'de', string, string, string][] = [
      [
        'en',
        "I studied mechanical engineering, for the last 6 years I've worked in sales",
        'other',
        'shortage',
      ],
      [
        'en',
        'I have a degree in business administration and 6 years as a software developer',
        'it',
        'other',
      ],
      [
        'en',
        'I have a computer science degree, and I work in customer service since 2019',
        'other',
        'it',
      ],
      [
        'es',
        'Soy licenciada en administración de empresas pero trabajo hace 5 años como desarrolladora de software',
        'it',
        'other',
      ],
      [
        'de',
        'Ich habe BWL studiert und arbeite seit 6 Jahren als Softwareentwickler',
        'it',
        'other',
      ],
      ['de', 'Bachelor Maschinenbau, seit 2018 im Vertrieb tätig', 'other', 'shortage'],
    ];
    for (const [lng, text, occupation, qualificationField] of cases) {
      expect({ text, ...read(lng, text) }).toMatchObject({ text, occupation, qualificationField });
    }
  });

  it('keeps one field where the degree and the work are one', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      ['es', 'Tengo 34 años, soy ingeniera de sistemas con título, 6 años de experiencia'],
      ['en', 'Bachelor in mechanical engineering, 6 years as mechanical engineer'],
      ['en', 'I have a computer science degree and 6 years as a software developer'],
      ['es', 'Licenciado en derecho, trabajo como contador'],
      ['de', 'Bachelor Elektrotechnik (anabin entspricht), kein Engpassberuf laut Arbeitgeber'],
    ];
    for (const [lng, text] of cases) {
      expect({ text, field: read(lng, text).qualificationField }).toEqual({
        text,
        field: undefined,
      });
    }
  });

  it('counts the points by the qualification and says why the years do not count', () => {
    const reply = ask(
      'en',
      "I studied mechanical engineering (bachelor, not recognized yet) but for the last 6 years I've worked in sales at a car dealership. 33 years old, German B1, English B2. What are my points for the Opportunity Card?",
    );
    expect(reply).toContain(
      "A qualification in an occupation on the EU Blue Card's list, such as IT, engineering, the natural sciences, architecture, medicine, nursing or teaching: 1 point",
    );
    expect(reply).not.toMatch(/professional experience in your field in the last seven: 3/);
    expect(reply).toContain('That makes 5 points');
    expect(reply).toContain('experience related to the qualification (§ 20b AufenthG)');
    // The check's occupation is the qualification's field; its experience is left to answer.
    expect(reply).toContain('occupation=shortage&german=B1');
    expect(reply).not.toContain('experience=');
    const es = ask(
      'es',
      'Soy licenciada en administración de empresas pero trabajo hace 5 años como desarrolladora de software. Tengo 29 años, alemán A2, inglés B2. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(es).toContain('Suman 3 puntos');
    expect(es).toContain('la experiencia relacionada con la formación');
  });

  it('weighs the Blue Card by the degree for the job, by the work for the IT route', () => {
    const de = ask(
      'de',
      'Ich habe BWL studiert (Bachelor) und arbeite seit 6 Jahren als Softwareentwickler. 31 Jahre, Englisch C1. Ich habe ein Angebot als Backend-Entwickler in Berlin für 48.000 € brutto. Blaue Karte?',
    );
    expect(de).toContain(
      'Erfüllt: Als IT-Spezialistin oder IT-Spezialist: drei Jahre IT-Berufserfahrung',
    );
    expect(de).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 3 (6 nötig)');
    const en = ask(
      'en',
      "I have a bachelor's in business administration (comparable in anabin). I have a job offer as a software developer in Munich for 60,000 euros. Blue Card?",
    );
    expect(read('en', "I have a bachelor's in business administration").qualificationField).toBe(
      undefined,
    );
    expect(en).toContain('- To show: A job offer in Germany that fits your qualification');
    const it = ask(
      'en',
      "I have a computer science degree (anabin H+, comparable) and I've worked in customer service since 2019. I have a job offer as a software developer in Munich for 48,000 euros. Can I get the Blue Card?",
    );
    expect(it).toContain('- Met: A job offer in Germany that fits your qualification');
  });

  it('reads the degree by the profession named beside the work done (70a W2, W3)', () => {
    const engineer =
      'Soy ingeniera industrial titulada (UMSS) pero nunca trabajé de ingeniera, hace 6 años que trabajo como gerente de ventas en una distribuidora de bebidas. Tengo 37 años, aleman B1, ingles C1. No tengo oferta. Me alcanzan los puntos para la Chancenkarte?';
    expect(read('es', engineer)).toMatchObject({
      occupation: 'other',
      qualificationField: 'shortage',
    });
    expect(ask('es', engineer)).toContain('Suman 5 puntos');
    const biologist =
      'Hola, soy biólogo (licenciatura UMSA, comparable según anabin) pero hace 4 años trabajo como desarrollador web (desde 2022). Tengo 33 años. Me ofrecen un trabajo de desarrollador en Colonia por 44.000 euros al año.';
    expect(read('es', biologist)).toMatchObject({
      occupation: 'it',
      qualificationField: 'blueCardList',
    });
    const reply = ask('es', biologist);
    expect(reply).toContain('- Cumplido: Como especialista en TI');
    expect(reply).not.toContain(
      'Cumplido: Una oferta de trabajo en Alemania acorde a tu formación',
    );
    // The job offered is no work done: "the job is as …" leaves the nurse a nurse.
    expect(
      read('en', 'degree in nursing but the job is as a medical sales representative')
        .qualificationField,
    ).toBeUndefined();
  });
});
