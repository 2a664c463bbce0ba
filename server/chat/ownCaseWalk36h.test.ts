// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The messages of walk-through 36h whose verdicts contradicted the law, and its lesser findings,
// each with one new wording (germany-law-cases.md: § 18g, § 19c (2), § 16a, § 20a, § 20b).

describe('walk-through 36h: the verdicts that contradicted the law', () => {
  it('counts "about 3 years as a backend developer (since mid 2023)" as experience (E01)', () => {
    const reply = ask(
      'en',
      "I'm 29, bachelor's in computer science from Colombia, haven't checked it in anabin yet. About 3 years as a backend developer (since mid 2023, before that an internship). German A2, English C1. No job offer yet. How many points would I get for the Opportunity Card?",
    );
    // A2 1 + C1 1 + 2 of the last 5 2 + IT 1 + under 35 2 (§ 20b (1)).
    expect(reply).toContain('That makes 7 points');
    const spanish = ask(
      'es',
      'Tengo 30, licenciada en informática, 4 años como desarrolladora, alemán B1. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(spanish).toContain(
      'Dos años de experiencia laboral en tu área en los últimos cinco: 2 puntos',
    );
  });

  it('reads a range as experience and the partner from a later sentence (E14)', () => {
    const reply = ask(
      'en',
      "My wife and I both want to apply for the Opportunity Card. I'm 38, mechanical engineering degree (not recognised yet), 3 years as a production planner (2023-2026), German A1, English B2. She also meets all the requirements and comes with me. Do we get the partner point? How many points in total?",
    );
    // Shortage 1 + 35–39 1 + 2 of the last 5 2 + partner 1.
    expect(reply).toContain('That makes 5 points');
    expect(reply).toContain(
      "A spouse or partner who also meets the Opportunity Card's requirements and comes with you: 1 point",
    );
    const german = ask(
      'de',
      'Mein Mann kommt mit. Ich bin 33, Bachelor in Chemie, 3 Jahre als Laborantin, Deutsch B1. Er erfüllt die Voraussetzungen ebenfalls. Wie viele Punkte habe ich?',
    );
    expect(german).toMatch(/Partner.*: 1 Punkt/);
  });

  it('gives medicine the shortage point and answers whether the husband adds one (S07)', () => {
    const reply = ask(
      'es',
      'Tengo 28, estudié medicina (título no reconocido todavía), hice 2 años de residencia, alemán B2. Mi esposo también quiere ir pero solo habla español. ¿Cuántos puntos tengo? ¿Y él suma puntos?',
    );
    expect(reply).toContain('Una formación en una profesión que falta en Alemania: 1 punto');
    expect(reply).toContain('así que te alcanzan');
    expect(reply).toContain('Tu pareja suma 1 punto solo si también cumple los requisitos');
    const english = ask(
      'en',
      "I'm 31, I studied medicine, German B1, 2 years of work experience in the last 5. My husband comes too but he has no degree. How many points?",
    );
    expect(english).toContain('Your partner adds 1 point only if they also meet');
  });

  it('reads a monthly salary as twelve a year, and an age between commas (D14)', () => {
    const reply = ask(
      'de',
      'Ich bin Informatikerin mit Diplom (anabin: entspricht), 31, Angebot 4.000 € brutto im Monat. Blaue Karte möglich? Und kann mein Mann mitkommen?',
    );
    expect(reply).toContain('Verstandenes Bruttogehalt: 48.000 € im Jahr.');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    expect(reply).not.toContain('Wie alt sind Sie?');
    expect(reply).not.toContain('Nachzuweisen: Ab 45 Jahren');
    const spanish = ask(
      'es',
      'soy ingeniero de software con maestría reconocida, 35, me ofrecen 4.200 euros al mes en Berlín. ¿Tarjeta azul?',
    );
    expect(spanish).toContain('Salario bruto que entendí: €50.400 al año.');
  });

  it('says "possible once shown" when the degree is still to show (D03)', () => {
    const reply = ask(
      'de',
      'Ich habe ein Jobangebot über 50.000 € als Ingenieurin in Deutschland. Welche Aufenthaltserlaubnis passt zu mir?',
    );
    expect(reply).toContain(
      'Mit Ihren Angaben ist die Blaue Karte EU möglich, sobald Sie nachweisen, was als „Nachzuweisen“ markiert ist.',
    );
    const english = ask(
      'en',
      'I have a master’s degree in economics, not yet checked in anabin, and a job offer of 52,000 euros. Blue Card?',
    );
    expect(english).toContain(
      'With what you wrote, the EU Blue Card is possible once you show what is marked “to show”.',
    );
  });
});

describe('walk-through 36h: lesser findings', () => {
  it('answers the Opportunity Card named beside the Blue Card (E09)', () => {
    const reply = ask(
      'en',
      "I only finished high school, I'm 24. Self-taught web developer, 5 years working full time for clients in the US. Job offer in Berlin for 55.000 € a year. Can I get a Blue Card? What about the opportunity card?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(reply).toContain('- Missing: A university degree or vocational training');
  });

  it('asks the languages and the qualification a points count depends on (D10, S11, D13)', () => {
    expect(
      ask(
        'de',
        'Ich bin 37, Maschinenbauingenieur mit 10 Jahren Erfahrung, ohne Jobangebot. Komme ich mit der Chancenkarte nach Deutschland?',
      ),
    ).toContain('Welches Deutschniveau haben Sie (A1 bis C2)?');
    expect(
      ask(
        'es',
        'Tengo 26 años, licenciatura en contabilidad, 3 años de experiencia, inglés C1. ¿Puedo aplicar a la Chancenkarte? ¿Cuántos puntos tendría?',
      ),
    ).toContain('¿Qué nivel de alemán tienes (A1 a C2)?');
    expect(
      ask(
        'de',
        'Ich bin 29, spreche Deutsch B2 und Englisch C1 und arbeite seit 6 Jahren im Hotel an der Rezeption. Wie viele Punkte habe ich für die Chancenkarte?',
      ),
    ).toContain('Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?');
  });

  it('gives the points and the other routes when both are asked (D04)', () => {
    const reply = ask(
      'de',
      'Ich bin 36, Master in BWL (in Deutschland nicht geprüft), 2 Jahre Berufserfahrung, Deutsch A2, Englisch B2, war nur als Touristin in Deutschland. Wie viele Punkte habe ich? Was kann ich sonst machen?',
    );
    expect(reply).toContain('Das sind 4 Punkte');
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
  });

  it('weighs § 16d (1) for a partial recognition said in other words (S12)', () => {
    const reply = ask(
      'es',
      'Me reconocieron parcialmente mi título de enfermera (Bescheid con medidas de compensación). Tengo una oferta de un hospital en Colonia de 38.000 € con convenio TVöD, alemán B1, 29 años, 5 años de experiencia.',
    );
    expect(reply).toContain('Visa para medidas de reconocimiento (§ 16d, apartado 1, AufenthG):');
    expect(reply).toMatch(/Vías abiertas .*Chancenkarte/);
  });

  it('leaves a salary not given to show for § 19c (2), never "under the floor" (E08)', () => {
    const reply = ask(
      'en',
      "I have a job offer as a welder in Stuttgart. I'm 38, did a 3 year vocational training in Ecuador, not recognized in Germany yet, 10 years experience. Can I go with 19c? Does the employer have to pay a minimum?",
    );
    expect(reply).toContain('- To show: A gross salary of at least €45,630 a year');
    expect(reply).not.toContain('Your salary is under €45,630');
  });

  it('reads "Ausbildung zur Köchin" as vocational training (D08)', () => {
    const reply = ask(
      'de',
      'Ich bin letzte Woche 45 geworden. Ausbildung zur Köchin, in Deutschland voll anerkannt, Jobangebot 42.000 € in einem Hotel mit Tarifvertrag. Welche Wege habe ich?',
    );
    expect(reply).not.toContain('Ist Ihre Qualifikation ein Hochschulabschluss');
    expect(reply).toContain('- Erfüllt: Ihr Gehalt liegt unter 45.630 €');
  });

  it('leaves a training contract not signed yet to show (E12)', () => {
    const reply = ask(
      'en',
      "I'm 22, finished school, German A2. I want to do an Ausbildung as a mechatronics technician but I don't have a training contract yet. Can I come to Germany to look for a training place?",
    );
    expect(reply).toContain('- To show: A training contract with a company in Germany');
    expect(reply).toContain('- Missing: German B1');
  });
});
