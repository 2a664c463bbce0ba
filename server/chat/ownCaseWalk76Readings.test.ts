import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase as ask,
  linkedAnswers as linked,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 67: what walk-through 76 found. Oracle: § 20b (1) AufenthG (points: partial recognition,
// experience worked, not studied, a legal stay such as a semester on a student visa); § 18 (2)
// no. 3 (a licence granted or promised, not supposed; a Berufserlaubnis beside a pending
// Approbation is one for a time, without the degree's recognition); §§ 18a/18b, § 19c (2) (a
// qualification, which no work learned on the job is).
describe('walk-through 76: what was denied, supposed or only studied', () => {
  it('reads "dont have" as a denial in English (76b W1, W7)', () => {
    expect(
      read(
        'en',
        'hello, im from cochabamba bolivia, 38 years old. i work like software developer since 6 years (java, spring) but i dont have university degree, only some online courses. i have a offer from company in berlin 48k per year. can i get the blue card??',
      ).degree,
    ).toBe(false);
    const pharmacist = read(
      'en',
      'hi, i am pharmacist (quimico farmaceutico, 5 years univ), 36 years old, i work in a farmacia 9 years. a pharmacy in leipzig offer me 50k but i dont have approbation, my german is B2. blue card yes?',
    );
    expect(pharmacist.licensed).toBe(false);
    expect(pharmacist.recognised).toBeUndefined();
  });

  it('reads a licence supposed ("si tengo", "wenn ich … habe") as none held (76a W4)', () => {
    for (const [lng, text] of [
      [
        'es',
        'hola soy medico general, tengo 50 años, titulo de la UMSA, aleman B2, quiero ir a trabajar a alemania, un hospital me ofrece 70.000 al año como asistenzarzt si tengo la berufserlaubnis. que opciones tengo?',
      ],
      [
        'de',
        'Ich bin Arzt, 50, Deutsch B2, ein Krankenhaus bietet mir 70.000 als Assistenzarzt, wenn ich die Berufserlaubnis habe',
      ],
    ] as const) {
      expect(read(lng, text).licensed).toBeUndefined();
    }
  });

  it('leaves the degree to show beside a Berufserlaubnis while the Approbation is pending (76c W5)', () => {
    const profile = read(
      'de',
      'arzt 44 jahre aus bolivien, deutsch B2, angebot 5.000 al mes in einer klinik in NRW. mein antrag auf approbation läuft noch, die behörde hat mir eine berufserlaubnis zugesagt. welches visum?',
    );
    expect(profile).toMatchObject({ licensed: true });
    expect(profile.recognised).toBeUndefined();
  });

  it('counts years of study as no work, and "noch keine Arbeit" as none (76c W1–W3)', () => {
    const doctor =
      'Guten tag, bin arzt aus la paz, 38 jahre alt. Medizinstudium 7 jahre, Deutsch B2 (goethe). Ein krankenhaus in Sachsen will mich nehmen als assistenzarzt, 62.000 brutto im jahr. Approbation hab ich noch nicht beantragt. Bekomme ich die blaue karte?';
    expect(read('de', doctor).experience).toBeUndefined();
    const later = askInConversation('de', [
      doctor,
      'und die chancenkarte? berufserfahrung als arzt hab ich eigentlich noch keine, hab erst 2025 fertig studiert',
    ]);
    // B2 3, a shortage occupation 1, 35 to 39 1: what is not told (a stay, a partner) may add.
    expect(later).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 5 (6 nötig).');
    expect(linked(later).experience).toBe('none');
    expect(
      read(
        'de',
        'hola, hab 6 jahre informatik studiert in cochabamba (licenciatura), bin 25, deutsch B1, noch keine arbeit. chancenkarte punkte bitte',
      ).experience,
    ).toBe('none');
  });
});

describe('walk-through 76: ages, notices, stays and fields as written', () => {
  it('reads an age after a two-word title and one closing a list (76b W8, W9)', () => {
    expect(
      read(
        'en',
        'Hi, nurse from Bolivia, bachelor in nursing, 30 years. I already have the Defizitbescheid (partial recognition) from Bezirksregierung, they say i need adaptation course. German B1. what visa for me now?',
      ).age,
    ).toBe('under35');
    expect(
      read(
        'en',
        'hello, mechanical engineer 36, degree from UPSA, 8 years experience, german A1, english B2.',
      ).age,
    ).toBe('from35to39');
  });

  it('reads a Defizitbescheid "que dice que me falta" as partial recognition (76a W2)', () => {
    const reply = ask(
      'es',
      'soy enfermera licenciada, ya tengo el defizitbescheid que dice que me falta una prueba de conocimientos, tengo aleman A2 y 28 años. que visa saco para hacer la adaptacion en alemania?',
    );
    expect(reply).toContain('8 (se necesitan 6)');
    expect(reply).toContain('(§ 16d, apartado 1');
  });

  it('counts an exchange semester on a student visa as a stay (76c W4)', () => {
    expect(
      read(
        'de',
        'Ich habe 2022 ein Austauschsemester (6 Monate, mit Studentenvisum) in Aachen gemacht. Jetzt Licenciatura en Biología fertig, 28 Jahre, Englisch C1, Deutsch A1. Habe ich genug Punkte für die Chancenkarte?',
      ).germanStay,
    ).toBe(true);
  });

  it('reads "ingeniera de sistemas" as IT on the English page, so developer work is in its field (76b W5)', () => {
    const reply = ask(
      'en',
      "Hi, I'm Daniela, 33, systems engineer (ingeniera de sistemas, 5 years university). 3 years working as developer. German A2, English B1. I was in Germany 7 months in 2023 visiting my sister (tourist). Do I have 6 points?",
    );
    expect(reply).toContain('That makes 6 points');
  });

  it('opens no qualified route to a welder who learned on the job (76b W4)', () => {
    const profile = read(
      'en',
      'Hello, we are small metal construction company in Bavaria. We want to hire a welder from Bolivia, he has 10 years experience but he never did formal training or certificate, he learned in the job. What visa can he get? we pay 3.500 per month',
    );
    expect(profile).toMatchObject({ schoolOnly: true, degree: false });
  });

  it('counts a bonus said variable out, even beside a total (76a W1)', () => {
    expect(
      read(
        'es',
        'soy arquitecta, 33 años, titulo anabin entspricht, me ofrecen 42.000 fijo al año mas un bono anual variable de hasta 6.000 segun resultados, en total serian 48 mil. me dan la blue card?',
      ).salary,
    ).toBe(42_000);
  });
});

describe('walk-through 76: follow-ups and periods', () => {
  it('keeps the job offer when a follow-up corrects its amount ("44k no 48k", 76a W3)', () => {
    const later = askInConversation('es', [
      'ing civil de cochabamba 35 años, mi titulo y la universidad salen en anabin como entspricht H+, tengo oferta de una constructora en stuttgart por 48k al año. me alcanza para la tarjeta azul?',
      'perdon me equivoque, la oferta es de 44k no 48k. igual me alcanza para la blue card? y si no, que otra opcion?',
    ]);
    expect(linked(later)).toMatchObject({ jobOffer: true, salary: 44_000 });
    expect(later).not.toContain(
      'Falta: Una oferta de trabajo en Alemania para un empleo calificado',
    );
  });

  it('reads "40 hours per week" as no age (76b W3)', () => {
    expect(
      read('en', 'sorry i said, is 40 hours per week, full time. 22 euro x 40 hours. so is enough?')
        .age,
    ).toBeUndefined();
  });

  it('counts no IT years after the IT work ended for a job in a call center (76c V36)', () => {
    expect(
      read(
        'de',
        'Ich habe von 2019 bis 2022 als Softwareentwickler gearbeitet (ohne Studium), seit 2022 arbeite ich im Callcenter. Jetzt habe ich ein Angebot als Java-Entwickler in Berlin für 50.000 €. Geht die Blaue Karte?',
      ).experience,
    ).toBe('threeOfSevenEarlier');
  });
});
