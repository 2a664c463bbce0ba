import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase as ask,
  linkedAnswers as linked,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 67: what walk-through 75 found. Oracle: § 20b (1) AufenthG (experience points for
// experience related to the qualification, the shortage point by the qualification); § 20a (1)
// with § 18 (3) (a degree comparable in anabin, or earned in Germany, needs no points); § 18g (2)
// and § 19c (2) with § 6 BeschV (IT experience and experience that prepares for the job, whatever
// the degree); § 18 (2) no. 3 (a licence only for the regulated profession itself).
describe('walk-through 75: a qualification in one field, work in another', () => {
  const lawyerDeveloper = {
    es: 'Soy abogada pero trabajo hace 3 años como desarrolladora web, tengo 30 años, inglés B2. ¿Cuántos puntos tengo para la Chancenkarte?',
    en: 'I am a lawyer but I work as a web developer for 3 years, I am 30, English B2. How many points for the Opportunity Card?',
    de: 'Ich bin Anwältin, arbeite aber seit 3 Jahren als Webentwicklerin, 30 Jahre, Englisch B2. Wie viele Punkte habe ich?',
  } as const;

  it('keeps a law degree apart from work in IT, so neither experience nor IT gives points', () => {
    for (const lng of ['es', 'en', 'de'] as const) {
      const profile = read(lng, lawyerDeveloper[lng]);
      expect(profile).toMatchObject({ occupation: 'it', qualificationField: 'other' });
    }
    const reply = ask('es', lawyerDeveloper.es);
    expect(reply).toContain('Suman 2 puntos');
    expect(reply).not.toContain(
      'Una formación en una profesión de la lista de la Tarjeta Azul UE, como TI, ingeniería, ciencias naturales, arquitectura, medicina, enfermería o docencia: 1 punto',
    );
  });

  it('asks no licence for an IT job of a lawyer, and links the years to the job', () => {
    const reply = ask(
      'es',
      'Soy abogada pero trabajo hace 3 años como desarrolladora web, me ofrecen un puesto de programadora en Múnich por 47 mil al año. ¿Qué opciones tengo?',
    );
    expect(reply).not.toContain('Por demostrar: Una profesión no regulada en Alemania');
    expect(linked(reply)).toMatchObject({
      occupation: 'other',
      jobOccupation: 'it',
      jobExperience: 'threeOfSeven',
    });
    expect(linked(reply).experience).toBeUndefined();
  });
});

describe('walk-through 75: a degree recognised or earned in Germany needs no points', () => {
  it('reads "anabin H+ und entspricht" as a comparable degree (75c V10)', () => {
    const text =
      'Hallo, ich habe Informatik studiert in Bolivien (Ingeniería de Sistemas, anabin H+ und entspricht), 29 jahre, 3 jahre Erfahrung, Jobangebot als Softwareentwickler 46.000 € im Jahr. Blaue Karte ja oder nein?';
    expect(read('de', text).recognised).toBe(true);
    const reply = ask('de', text);
    expect(reply).not.toContain('Mindestens 6 Punkte');
    expect(linked(reply).recognition).toBe('full');
  });

  it('reads a master finished at a German university, told before or after (75c V15)', () => {
    const first =
      'Guten tag. Ich bin Systemingenieur (Ingenieria de Sistemas) aber arbeite seit 6 jahren als Verkaufsleiter in einer Firma. 38 jahre. Deutsch A2 englisch B2. Chancenkarte punkte?';
    const later = askInConversation('de', [
      first,
      'sorry vergessen: den Master hab ich 2024 abgeschlossen an der TU Dresden (Wirtschaftsingenieurwesen). zählt das?',
    ]);
    expect(later).not.toContain('Fehlt: Mindestens 6 Punkte');
    expect(linked(later).recognition).toBe('full');
    const together = ask(
      'de',
      `${first} ich habe auch 2 jahre in Deutschland studiert (Master, 2022-2024)`,
    );
    expect(together).toContain('brauchen Sie keine Punkte');
  });
});

describe('walk-through 75: pay and experience as written', () => {
  it('counts a fixed bonus in the gross salary, and a total said for both (75a W1)', () => {
    expect(
      read(
        'es',
        'Soy desarrollador sin titulo universitario, 5 años de experiencia en IT (2020 a hoy), 33 años. La oferta es de 45.000 de sueldo base mas un bono fijo garantizado de 5.000 al año (total 50.000 brutos anuales). Me dan la blue card?',
      ),
    ).toMatchObject({ salary: 50_000, fixedBonus: 5_000 });
    expect(
      read('en', 'Offer in Berlin: 44,000 € a year plus a guaranteed bonus of 3,000 € a year.'),
    ).toMatchObject({ salary: 47_000 });
    expect(
      read('de', 'Angebot 44.000 € im Jahr plus erfolgsabhängiger Bonus bis zu 6.000 €.'),
    ).toMatchObject({
      salary: 44_000,
    });
    const later = askInConversation('es', [
      'Hola, estudié administración de empresas (licenciatura) pero trabajo hace 5 años como desarrollador web (2020-hoy). Tengo 33. Oferta de Frankfurt como dev por 45 mil. Blue card?',
      'otra cosa, el contrato dice 45 mil pero mas bono de 5 mil fijo anual, eso cuenta?',
    ]);
    expect(later).toContain(
      'Salario bruto que entendí: €50.000 al año, contando el bono fijo de €5.000',
    );
    expect(later).toContain('Con lo que escribiste, esta vía es posible.');
  });

  it('reads an offer’s pay further from its word, and a sales title after it (75a W3)', () => {
    const profile = read(
      'es',
      'holaa, ingeniero de sistemas con maestria en Bolivia (2023), 29 años, trabajo de gerente de ventas en una empresa de bebidas, oferta en Berlin de key account manager (ventas) por 47.000. sirve la blue card con el umbral bajo por ser recien graduado?',
    );
    expect(profile).toMatchObject({ occupation: 'it', jobOccupation: 'other', salary: 47_000 });
    expect(
      read(
        'en',
        'I have a master in computer science, a company in Hamburg offers me a marketing manager job for 52k.',
      ),
    ).toMatchObject({ jobOccupation: 'other' });
    // A joining word ends the offer's words: the work told after it is the visitor's own.
    expect(
      read('es', 'soy ingeniera de sistemas, tengo una oferta y trabajo en ventas hace 5 años')
        .jobOccupation,
    ).toBeUndefined();
  });

  it('reads "9 years in restaurants" as experience and "€/mes" in English (75b P1, C19)', () => {
    const cook = read(
      'en',
      'hi im cook, 2 years gastronomy diploma 2015, 9 years in restaurants, 42 yo, german A1. offer from restaurant in Munich 34.800 euros per year. options?',
    );
    expect(cook.experience).toBe('fiveOfSeven');
    expect(read('en', 'im a cook with 3 years training, offer in Munich 2.900 €/mes').salary).toBe(
      34_800,
    );
    const corrected = askInConversation('en', [
      'hello, cook with 3 years training, 42 years old, german A1. restaurant in Munich offer 2.900 €. options?',
      'its 2.900 per month, 12 months, so 34.800 a year',
    ]);
    expect(corrected).toContain('Gross salary I read: €34,800 a year.');
  });

  it('reads a master done "allá" after Germany was named (75a W2)', () => {
    const reply = ask(
      'es',
      'hola, soy arquitecta 36 años, titulo boliviano, estuve en alemania de turista 3 meses el 2023 y antes hice una maestria alla de 2019 a 2021. ingles C1 aleman A2, 8 años de experiencia. puntos para la chancenkarte?',
    );
    expect(reply).toContain('no necesitas puntos');
  });
});

describe('walk-through 75: what the visitor said of a rating, a licence, a contract or a hire', () => {
  it('reads "la carrera entspricht" beside the university\'s "H+" (75a B3)', () => {
    const profile = read(
      'es',
      'Mi nombre es Jhonny, tengo 50 años soy ingeniero mecanico con 20 años de experiencia, mi titulo es de la UTO Oruro (anabin H+ y la carrera entspricht). tengo oferta de 52.000 euros en Dortmund. puedo ir con trabajo calificado o blue card?',
    );
    expect(profile.recognised).toBe(true);
  });

  it('reads a written promise of the licence as one held (75a B12)', () => {
    for (const [lng, text] of [
      [
        'es',
        'Buenas, soy medico cirujano (UMSA), 34 años, aleman B1. El Landesamt me dio una promesa por escrito de Berufserlaubnis y una clinica en Sajonia ofrece 5.100 € brutos mensuales. Blue card?',
      ],
      [
        'en',
        'I am a doctor, 34, German B1, the Landesamt gave me a written promise of the Berufserlaubnis, a clinic offers 5,100 € a month',
      ],
      [
        'de',
        'Ich bin Ärztin, 34, Deutsch B1, ich habe eine schriftliche Zusage für die Berufserlaubnis, eine Klinik bietet 5.100 € im Monat',
      ],
    ] as const) {
      expect(read(lng, text).licensed).toBe(true);
    }
  });

  it('reads a pharmacist as holding a degree, and asks no more whether it is one (75a B5)', () => {
    const text =
      'soy farmaceutico, 45 años, bioquimica y farmacia UMSA, oferta de una farmacia en colonia 3.500 brutos al mes. sin approbation todavia. que me recomiendan?';
    expect(read('es', text).degree).toBe(true);
    expect(ask('es', text)).not.toContain('¿Tu formación es un título universitario');
  });

  it('marks a training contract said not held as missing (75c V08)', () => {
    const reply = ask(
      'de',
      'buenas, ich bin 19, habe bachillerato fertig in bolivia (Título de Bachiller), deutsch B1. ich will eine Ausbildung machen als Mechatroniker aber hab noch kein vertrag. kann ich nach deutschland kommen um ausbildungsplatz zu suchen?',
    );
    expect(reply).toContain('Fehlt: Ein Ausbildungsvertrag');
  });

  it('leaves the job of an employer who is hiring to show, not missing (75c V05)', () => {
    const reply = ask(
      'de',
      'Wir sind eine Pflegedienst in Hamburg und suchen Pflegefachkraft aus Bolivien. Die Kandidatin hat Licenciatura en Enfermería, 4 Jahre Erfahrung, Deutsch A2, 27 Jahre alt. Wie kann sie kommen, was brauchen wir?',
    );
    expect(reply).not.toContain('Fehlt: Ein Arbeitsplatzangebot');
    expect(reply).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
  });
});
