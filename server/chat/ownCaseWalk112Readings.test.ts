import { describe, expect, it } from 'vitest';
import {
  askAs,
  askInConversation,
  askOwnCase as ask,
  linkedAnswers,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 82: what walk-through 112 found. Oracle: § 20b (1) AufenthG (experience points only for
// experience said, in the qualification's field), § 20a (1) with § 18 (3) (no points only for a
// skilled worker: a degree recognised or comparable).

describe("a couple's two ages (112a m12)", () => {
  const m12 =
    'hola somos pareja, el es ing. de sistemas 34 años y yo enfermera 32 años, los dos con aleman A2 y titulos reconocidos en bolivia. podemos ir con la chancenkarte los dos?';

  it("reads no years of work from the partner's age", () => {
    expect(read('es', m12).experience).toBeUndefined();
    const reply = ask('es', m12);
    expect(reply).not.toContain(
      'Cinco años de experiencia laboral en tu área en los últimos siete: 3 puntos',
    );
    expect(reply).not.toContain('experience=fiveOfSeven');
  });

  it('still reads years of work a visitor of that age can have', () => {
    expect(read('en', "I'm 40, accountant, 20 years of experience.").experience).toBe(
      'fiveOfSeven',
    );
  });
});

describe('a systems engineer who "worked 2 years as engineer" (112b c18)', () => {
  const c18 =
    "I'm 40 years old, systems engineer (degree recognised in Bolivia), English B2, German A2, worked 2 years as engineer (2023-2025). How many points for the Opportunity Card?";

  it("counts the years in the degree's field: 4 points", () => {
    expect(read('en', c18)).toMatchObject({ experience: 'twoOfFive', occupation: 'it' });
    expect(read('en', c18).qualificationField).toBeUndefined();
    const reply = ask('en', c18);
    expect(reply).toContain('That makes 4 points');
    expect(reply).not.toContain('Your years of work are in another field');
  });

  it('keeps a title the degree does not name as another field', () => {
    expect(
      read('en', "I'm a civil engineer, worked 3 years as a software engineer (2022-2025).")
        .qualificationField,
    ).toBe('shortage');
  });
});

describe('"Mein Abschluss steht NICHT in anabin" after "anabin gleichwertig" (112c 09b)', () => {
  const m09 =
    'Architekt, 35 Jahre alt, Abschluss anabin gleichwertig, Deutsch A2, 6 Jahre Erfahrung. Wie viele Punkte für die Chancenkarte?';
  const f09 =
    'Korrektur: Mein Abschluss steht NICHT in anabin, ich habe keine Anerkennung und keine ZAB. Ich habe von 2019 bis 2025 als Architekt gearbeitet. Wie viele Punkte dann?';

  it('takes the rating back: the points are counted', () => {
    expect(read('de', f09).comparabilityDenied).toBe(true);
    const reply = askInConversation('de', [m09, f09]);
    expect(reply).not.toContain('daher brauchen Sie keine Punkte');
    expect(reply).not.toContain('recognition=full');
    expect(reply).toContain('Das sind 6 Punkte');
  });
});

describe('what the links carry after a follow-up (112b c11, c15)', () => {
  it('carries the partner who meets the card, told after being left unsaid', () => {
    const reply = askInConversation('en', [
      "My wife and I both want to go. I'm a mechanical engineer (degree recognised at home), 34, English B2; she is a teacher, 32, German A2. No job offers. How many points do we have?",
      'One more thing: I have worked 6 years as an engineer, from 2019 to 2025, and my wife also meets the Opportunity Card requirements and will apply too.',
    ]);
    expect(reply).toContain('That makes 7 points');
    expect(linkedAnswers(reply).partner).toBe(true);
  });

  it('carries "45 or older" for a nurse who turned 45, her qualification still to ask', () => {
    const reply = askInConversation('en', [
      'Nurse, fully recognised in Germany (Anerkennungsbescheid from Berlin), German B2, 44 years old, job offer at a clinic with 3.400 € monthly. What route?',
      'Update: I turned 45 last week and the contract salary is 3.400 per month, so about 40.800 a year. Still fine?',
    ]);
    expect(linkedAnswers(reply)).toMatchObject({ age: 'from40', from45: true });
  });
});

describe('a hospital asking which permit applies to doctors without Approbation (112b c05)', () => {
  it('weighs the routes for the candidates and names the licence', () => {
    const reply = askAs(
      'european_company',
      'en',
      'We are recruiters at a hospital group in NRW. We want to hire Bolivian doctors with a medical degree. They have no Approbation yet. Which residence permit applies?',
    );
    expect(reply).toContain(
      'Skilled worker with a recognized qualification (§§ 18a and 18b AufenthG)',
    );
    expect(reply).toContain('For a doctor or a veterinarian that is the Approbation');
  });
});
