import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 81 found. Oracle: § 20b (1) AufenthG (experience points count work,
// not study; the shortage point goes by the qualification); § 20a (4) (vocational training of at
// least two years).
describe('walk-through 81', () => {
  it("keeps an accountant's degree apart from IT work (81c W1)", () => {
    expect(
      read(
        'de',
        'Buenas, ich bin Buchhalter (Contaduría Pública, Uni, Bolivien), 36 jahre, arbeite aber seit 4 jahren als IT-Support. Deutsch B1. Hab Angebot als Buchhalter in Frankfurt, 3.800 brutos mensuales x 14. Welcher Weg?',
      ),
    ).toMatchObject({ degree: true, qualificationField: 'other' });
  });

  it('reads the dates in the studies’ bracket as no work (81c W2)', () => {
    expect(
      read(
        'de',
        'Ich habe in Deutschland 2 Jahre studiert (2021-2023, Master abgebrochen), Bachelor in BWL aus Bolivien, jetzt 31, Deutsch C1, Englisch C1, 3 Jahre Erfahrung in Marketing 2022-2025. Chancenkarte?',
      ).experience,
    ).toBe('threeOfSeven');
  });

  it('reads "Ausbildung 18 Monate" as a training too short for the card (81c W3)', () => {
    const message =
      'Ich bin Kfz-Mechaniker, Ausbildung 18 Monate am Instituto in El Alto, 8 Jahre Erfahrung, 28 Jahre, Deutsch B1. Chancenkarte?';
    expect(read('de', message)).toMatchObject({ schoolOnly: true, vocational: false });
    expect(ask('de', message)).not.toContain('Ihre Punkte reichen also');
    expect(read('de', 'Ich bin Krankenpfleger, Ausbildung 36 Monate, 28 Jahre').vocational).toBe(
      true,
    );
  });

  it('gives an architect the shortage point and a tourist stay none (80b W6, 80c V15; 92b B3)', () => {
    const reply = ask(
      'de',
      'Ich bin Architekt aus La Paz, 36 Jahre, Deutsch B1, Englisch B2, 9 Jahre Erfahrung im Architekturbüro. Ich war 2024 sieben Monate in Deutschland als Tourist (Schengen + Verlängerung). Zählt das? Wie viele Punkte?',
    );
    // § 20b (1) no. 8 AufenthG gives the point to the groups of § 18g (1) sentence 2 no. 1,
    // architects (ISCO-08 2161) among them.
    expect(reply).toContain(
      'Eine Qualifikation in einem Beruf auf der Liste der Blauen Karte EU, etwa IT, Ingenieurwesen, Naturwissenschaften, Architektur, Medizin, Pflege oder Lehramt: 1 Punkt',
    );
    expect(reply).toContain('Das sind 7 Punkte');
    expect(reply).toContain('touristische Besuche zählen nie');
  });

  it('reads the English walk-through 81 wrote: ages, qualifications, work outside the degree (81b)', () => {
    const cases: [string, Record<string, unknown>][] = [
      [
        'Hi, I am industrial engineer 32 years, 3 years experience (2022 to now) in a factory as engineer. English B2. How much points?',
        { age: 'under35' },
      ],
      [
        'I am lawyer in Bolivia (abogado, 34 years), 8 years practising. English B2 and german A2. how many points?',
        { age: 'under35' },
      ],
      [
        'hi my birthday was last month i have 35 now. ingeniera quimica, 3 years experience in mining lab (2023-2026). english B2. what points i have??',
        { age: 'from35to39' },
      ],
      [
        'Hi, my degree is nursing (licenciatura) but I work as pharmacy seller since 2020, not as nurse. 37 years, english B2, german A1. how many points? the experience count?',
        { age: 'from35to39', qualificationField: 'nursing' },
      ],
      [
        'Buenas, I am electricist, I have title of tecnico medio in electricity from instituto tecnologico (3 years study). I have 40 years and 10 years working in electrical installations. German A2.',
        { occupation: 'shortageOffList', vocational: true, age: 'from40' },
      ],
      [
        'I dont have university title, I study alone and by courses. I work like programmer since 2018 (6 years in 2 companys). Now a startup in Hamburg offer me 47.000 EUR per year as developer. I am 31.',
        { degree: false, occupation: 'it' },
      ],
      [
        'good afternoon. I am medic general from Cochabamba, I have 35 years. A hospital in Saxony offer me contract as assistenzarzt with 5.200 € al mes brutto. I have german B1 only, I dont have the approbation still.',
        { occupation: 'shortage', regulated: true, degree: true, licensed: false },
      ],
      [
        'i work as nurse in hospital japones in santa cruz since 2019 until now, and I did german A2 course with certificate goethe',
        { experience: 'fiveOfSeven', german: 'A2' },
      ],
    ];
    for (const [message, expected] of cases) expect(read('en', message)).toMatchObject(expected);
    // A degree finished in Bolivia after a year of study in Germany is no German degree.
    expect(
      read(
        'en',
        'hello, I studied one year in Germany (studienkolleg and first semester, 2021-2022, with student visa) but I return to Bolivia and finish my degree in computer science there in 2024. Now 28 years, working as developer since 2024. German B1.',
      ).recognised,
    ).toBeUndefined();
  });

  it('weighs a nurse with a deficit notice by the measures, not as school alone (81b C18)', () => {
    const reply = ask(
      'en',
      'hi, i am nurse 30 years, i already did the anerkennung and receive the Defizitbescheid (partial recognition), they say i need adaptation course 6 months. german A2. what visa for do the course?',
    );
    expect(reply).toContain('Met: A notice of partial recognition');
    expect(reply).toContain('Visa for recognition measures (§ 16d(1) AufenthG)');
  });

  it('keeps a promised Berufserlaubnis held beside an Approbation not yet (81c A1)', () => {
    expect(
      read('de', 'Ärztin, Approbation hab ich noch nicht aber die Berufserlaubnis ist zugesagt.')
        .licensed,
    ).toBe(true);
    expect(read('de', 'Ärztin, ich habe die Approbation aber keine Stelle.').licensed).toBe(true);
  });

  it("weighs a welder's technical certificate and hourly pay by the routes (82b)", () => {
    const reply = ask(
      'en',
      'Hello I am welder (soldador) with technical certificate 2 years from INFOCAL Bolivia, 6 years experience. A company in Stuttgart offer me €22/hour, 40 hours per week. My certificate is not recognized in Germany. Can I work there?',
    );
    expect(reply).toContain('Gross salary I read: €45,760 a year.');
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG):');
  });
});
