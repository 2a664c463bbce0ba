import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 67: what walk-through 77 found. Oracle: § 20b (1) AufenthG (points: age, experience worked
// in the field, a partner who meets the card's requirements; with a qualification fully
// recognised or earned in Germany, none needed); § 18g (a salary the contract pays, a 13th month
// included); § 18a (vocational training is no degree for the Blue Card).
describe('walk-through 77: facts as written', () => {
  it('reads an age after a place of origin and "all under 30" (77b W1, W3)', () => {
    expect(
      read(
        'en',
        'hi im a nurse from bolivia 29 years, 5 years experience, english b2, german a2, how many points for opportunity card?',
      ).age,
    ).toBe('under35');
    expect(
      read(
        'en',
        'they are all under 30 and have 3 years experience. and what if we pay 3.500 x 13?',
      ).age,
    ).toBe('under35');
  });

  it('reads a vocational course length as no work, in Spanish words on every page (77b W2)', () => {
    expect(
      read(
        'en',
        'hello im nurse (tecnico superior en enfermeria 3 years) from sucre, 27, german b1 , i have job offer in hospital in germany as pflegehelfer while recognition. can i go?',
      ).experience,
    ).toBeUndefined();
  });

  it('reads "4 jahre arbeit im hospital" and a técnico medio on the German page (77c W1, W2)', () => {
    expect(
      read(
        'de',
        'hola! ich bin enfermera aus Bolivien (La Paz), 29 jahre alt, habe Licenciatura en Enfermería, 4 jahre arbeit im hospital, deutsch B1 und englisch A2. Chancenkarte möglich?? wie viele punkte',
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read(
        'de',
        'soy electricista, técnico medio 3 años, in Bolivien staatlich anerkannt, 7 jahre erfahrung. Firma in Stuttgart will mich, 46.000 € im jahr, kein tarifvertrag. Aber keine anerkennung in deutschland. Geht das?',
      ),
    ).toMatchObject({ vocational: true, occupation: 'shortageOffList' });
  });

  it('reads a year of study in Germany on a student visa as no German degree (77c W3)', () => {
    expect(
      read(
        'de',
        'Hallo! ich habe 2021-2022 ein jahr in Deutschland studiert (Studentenvisum, Erasmus-ähnlich) und bin zurück nach Bolivia. Jetzt 30 jahre, Ingeniera industrial (licenciatura), 3 jahre erfahrung seit 2023, deutsch B2, englisch B2. Wieviel Punkte Chancenkarte? anerkennung hab ich noch nicht gemacht',
      ).recognised,
    ).toBeUndefined();
  });

  it('takes the yearly sum the visitor worked out with a 13th month (77c W4)', () => {
    expect(
      read(
        'de',
        'kurze Ergänzung: es sind 4.000 € x 12 plus 13. Gehalt, also 52.000 insgesamt. und sie hat keine private rentenversicherung',
      ).salary,
    ).toBe(52_000);
  });

  it('reads a full recognition told with its certificate in an open bracket (77c W6)', () => {
    expect(
      read(
        'de',
        'Ich bin Krankenpflegerin, Anerkennung in Deutschland ist jetzt voll (Urkunde bekommen!!), Deutsch B2 telc Pflege, 42 Jahre, Angebot von Klinik in Köln, 3.600 brutto im Monat nach TVöD. Welches Visum?',
      ),
    ).toMatchObject({ recognised: true, licensed: true });
  });

  it('gives the partner facts of "y el tiene …" to the partner (77a W2)', () => {
    const later = askInConversation('es', [
      'soy tecnica en laboratorio clinico (3 años instituto), 36, 4 años de experiencia, mi novio y yo nos casamos el año pasado, el es medico. Aleman B1. cuantos puntos tengo?',
      'ah y el tiene aleman B2, 34 años y 6 años de experiencia. cuenta el punto de pareja?',
    ]);
    expect(later).toContain('Suman 6 puntos');
  });

  it("counts no experience of a psychologist who works in sales, and keeps an accountant's (77c W5)", () => {
    const reply = ask(
      'de',
      'Bin Psychologin (Licenciada en Psicología), arbeite aber seit 6 jahren als Verkäuferin. 34 Jahre, Deutsch B1, kein englisch. Chancenkarte Punkte?',
    );
    expect(reply).toContain('Das sind 4 Punkte');
    expect(
      read(
        'es',
        'soy contadora pública (licenciatura), trabajo como contadora hace 6 años, 34 años, alemán B1. puntos?',
      ).experienceOutsideField,
    ).toBeUndefined();
  });

  it('gives a level corrected with no language named to the one told before (77a W1)', () => {
    const later = askInConversation('es', [
      'soy tecnico en mecanica automotriz (instituto 3 años), 42 años, 12 años de experiencia, aleman B1. me alcanza pa la chancenkarte?',
      'no perdon, me confundi, todavia tengo A2, el B1 lo rindo en marzo',
    ]);
    expect(later).toContain('Alemán A2: 1 punto');
    expect(later).toContain('Suman 4 puntos');
  });

  it('reads an age said instead of one denied (76c v20b)', () => {
    for (const [lng, text] of [
      ['de', 'korrektur: ich bin nicht 31 sondern 36, sorry'],
      ['es', 'perdón, no tengo 31 sino 36'],
      ['en', 'sorry, i am not 31 but 36'],
    ] as const) {
      expect(read(lng, text).age).toBe('from35to39');
    }
  });
});
