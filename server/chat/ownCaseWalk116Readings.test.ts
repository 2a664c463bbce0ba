import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 83: what walk-through 116 found. Oracle: § 18g (3) AufenthG (the Blue Card's offer of at
// least six months), § 16d (3) (the recognition partnership: a concrete job offer and the
// employer's commitment), and what the visitor said of an offer.

describe('years in a job are no contract offered (116b c12)', () => {
  it('reads no job offer in "learned on the job for 9 years"', () => {
    const profile = read(
      'en',
      "I'm a carpenter, 27, no formal training, just learned on the job for 9 years. German A2. Can I work in Germany?",
    );
    expect(profile.jobOffer).toBeUndefined();
    expect(profile.contractMonths).toBeUndefined();
  });

  it.each([
    ['en', "I'm an accountant, I held the position for 5 years, 30 years old"],
    ['es', 'soy contador, estuve en el puesto por 5 años, tengo 30'],
    ['es', 'soy contador, tuve ese empleo por 6 años, tengo 30'],
    ['de', 'Ich bin Buchhalter, hatte die Stelle für 5 Jahre, 30 Jahre alt'],
  ] as const)('reads no contract term in %s "%s"', (lng, message) => {
    const profile = read(lng, message);
    expect(profile.contractMonths).toBeUndefined();
    expect(profile.jobOffer).toBeUndefined();
  });

  it.each([
    ['en', "I'm an accountant, they offer me a job for 2 years, 30 years old"],
    ['de', 'Ich bin Buchhalter, man bietet mir eine Stelle für 2 Jahre an, 30 Jahre alt'],
  ] as const)('still reads the term of a job offered in %s "%s"', (lng, message) => {
    expect(read(lng, message)).toMatchObject({ jobOffer: true, contractMonths: 24 });
  });
});

it('reads "A hospital in Frankfurt wants me" as a job offer (116b c15)', () => {
  const profile = read(
    'en',
    "Hello, I'm a nurse, 31, Bolivia, licenciatura, 7 years experience in ICU. My German is A1 only. I haven't applied for recognition. A hospital in Frankfurt wants me. What are my options?",
  );
  expect(profile.jobOffer).toBe(true);
});

it('reads a recognition partnership a "Möbelbetrieb" offers as its job offer (116c c12)', () => {
  const reply = ask(
    'de',
    'Ich bin Schreiner (carpintero) aus El Alto, 30 Jahre, mit 2-jähriger Ausbildung im INFOCAL, 5 Jahre Erfahrung. Ein Möbelbetrieb in Bayern bietet mir eine Anerkennungspartnerschaft an, ich habe Deutsch A2. Geht das?',
  );
  const partnership = reply.slice(reply.indexOf('(§ 16d Abs. 3 AufenthG)'));
  expect(partnership).toMatch(/^[^]*?Erfüllt: Ein Arbeitsplatzangebot von einem Arbeitgeber/);
  expect(partnership).toMatch(/^[^]*?Mit Ihren Angaben ist dieser Weg möglich, sobald Sie/);
});

it('takes "el contrato puede ser de 1 año" as the new term: the Blue Card is possible (116a f14)', () => {
  const reply = askInConversation('es', [
    'soy ingeniero mecánico (título reconocido, anabin entspricht), 36 años. me ofrecen un contrato de 4 meses nomás en stuttgart, 5.000 al mes. me dan la blue card?',
    'ya hablé con ellos y el contrato puede ser de 1 año, igual 5.000 al mes',
  ]);
  expect(reply).toContain('Cumplido: Un contrato de al menos seis meses');
  expect(reply).not.toContain('Falta: Un contrato de al menos seis meses');
});

describe('a master studied in a German city and dated by one year (116c c10)', () => {
  const c10 =
    'Ich habe in Dresden Informatik studiert (Master 2024), dann bin ich nach Bolivien zurück. Jetzt, 28 Jahre, habe ich ein Angebot als Data Scientist in Hamburg für 47.000 € im Jahr. Blaue Karte möglich?';

  it('is a German degree: no comparison in anabin to show', () => {
    expect(read('de', c10).recognised).toBe(true);
    const reply = ask('de', c10);
    expect(reply).toContain('Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen');
    expect(reply).not.toContain('Nachzuweisen: Ein in Deutschland anerkannter');
  });

  it('reads the same in English, and still no degree in a year of study on a student visa', () => {
    expect(
      read('en', 'I studied computer science in Dresden (master 2024), then went back to Bolivia.')
        .recognised,
    ).toBe(true);
    expect(
      read('de', '2021-2022 ein Jahr in Deutschland studiert (Studentenvisum).').recognised,
    ).toBeUndefined();
  });
});

it("answers a doctor's 'what do I need to work as a doctor?' beside the card's points (116b c10)", () => {
  const reply = ask(
    'en',
    "I'm a medical doctor from Bolivia, 35 years old, 6 years of experience, German B2. What do I need to work as a doctor in Germany? Can I get the opportunity card and how many points?",
  );
  expect(reply).toContain('That makes 8 points');
  expect(reply).toContain('To work in Germany: these routes need a job offer in Germany.');
  expect(reply).toContain('For a doctor or a veterinarian that is the Approbation');
  expect(reply).toContain('Visa for recognition measures (§ 16d(1) AufenthG)');
});

it("weighs the routes to work for '¿se puede ir a trabajar de profe a alemania?' (116a c21)", () => {
  const reply = ask(
    'es',
    'soy profesora de primaria, licenciada de la normal, 29 años, aleman B1, 4 años de experiencia. se puede ir a trabajar de profe a alemania?',
  );
  expect(reply).toContain('Para trabajar en Alemania: estas vías necesitan una oferta de trabajo');
  expect(reply).toContain('Tarjeta Azul UE (§ 18g AufenthG):');
});
