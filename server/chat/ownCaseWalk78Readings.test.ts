import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase as ask,
  linkedAnswers,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 67: what walk-through 78 found. Oracle: § 20a (1) with § 18 (3) AufenthG (only a degree
// finished in Germany needs no points); § 20b (1) (a legal stay as a student counts, a tourist
// visit never does).
describe('walk-through 78', () => {
  it('reads a master in Germany "didnt finish" as no German degree, and its years as a stay (78b W1, W3)', () => {
    const profile = read(
      'en',
      'Hola! I studied a master in Germany (Uni Stuttgart) 2021-2023 but didnt finish, i went back to Bolivia. I have bachelor in chemistry from bolivia, 33 y/o, german B1, english B2, 3 years working as lab chemist since 2023. i want come back with chancenkarte, how many points i get?',
    );
    expect(profile.recognised).toBeUndefined();
    expect(profile.germanStay).toBe(true);
    expect(
      read(
        'en',
        'hi, i have licenciatura in chemistry from UMSA bolivia, not recognized in germany yet. i was student in germany 2021 to 2023 (master at uni stuttgart, not finished). 33 years, german B1, english B2, 3 years lab chemist since 2023. points for chancenkarte?',
      ).germanStay,
    ).toBe(true);
  });

  it('counts the points of "¿eso me suma punto?" and no point for a tourist stay (78a W1)', () => {
    const reply = ask(
      'es',
      'soy ing. industrial, 31 años, ingles B2, estuve en alemania 8 meses como turista visitando a mi hermano (con varias entradas). eso me suma punto?',
    );
    expect(reply).toContain('Suman 3 puntos');
  });

  it("opens the degree's rating again when a follow-up says it is not in anabin (78b W4)", () => {
    const later = askInConversation('en', [
      "Hi, software engineer degree (UCB, anabin entspricht), 34 years old, 4 years experience, english C1, no german, no job offer yet. what's the best way? chancenkarte points?",
      'sorry I made mistake: i am 35 not 34, and my degree is NOT in anabin, the university appears but with H+/- only. does that change the points?',
    ]);
    expect(later).toContain('That makes 5 points');
    expect(linkedAnswers(later).recognition).toBeUndefined();
  });

  it('reads "Lizenciatura" as a degree (78c V0)', () => {
    expect(
      read(
        'de',
        'Hallo, ich bin Krankenschwester, Lizenciatura en Enfermería, 28 Jahre, Deutsch B1',
      ).degree,
    ).toBe(true);
  });

  it("weighs a follow-up about a cousin as the cousin's case, not with the visitor's admission (78a W2)", () => {
    const first =
      'hola!! tengo 18, sali bachiller en cochabamba y me aceptaron en la Hochschule Aachen para ingenieria mecanica (tengo la Zulassung). que visa necesito?';
    const cousin =
      'y mi primo que no tiene admision todavia puede ir a alemania a postular a la uni? tiene 20 y bachiller tambien';
    const later = askInConversation('es', [first, cousin]);
    expect(later).toContain('§ 17, apartado 2');
    expect(later).not.toContain('Cumplido: La admisión');
    // A follow-up that tells the visitor's facts first still adds to their case.
    const own = askInConversation('en', [
      "I'm a nurse with a bachelor, 30, German B1",
      '5 years experience, my brother lives in Berlin. how many points?',
    ]);
    expect(own).toContain(
      'Five years of professional experience in your field in the last seven: 3 points',
    );
  });

  it('reads the programme a place was given for as the study to come, and "salí bachiller" as school (78a V22)', () => {
    const first = read(
      'es',
      'hola!! tengo 18, sali bachiller en cochabamba y me aceptaron en la Hochschule Aachen para ingenieria mecanica (tengo la Zulassung). que visa necesito?',
    );
    expect(first).toMatchObject({ schoolOnly: true, degree: false, admissionHeld: true });
    const reply = ask(
      'es',
      'hola!! tengo 18, sali bachiller en cochabamba y me aceptaron en la Hochschule Aachen para ingenieria mecanica (tengo la Zulassung). que visa necesito?',
    );
    expect(reply).toContain('Estudios (§ 16b AufenthG)');
    expect(reply).not.toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(linkedAnswers(reply)).toMatchObject({ goal: 'study', qualification: 'school' });
    // A master's place at a German university is no German degree held.
    const master = read(
      'en',
      'I have a bachelor in computer science and got accepted to a master at TU Munich. 26 years.',
    );
    expect(master).toMatchObject({ degree: true, admissionHeld: true });
    expect(master.recognised).toBeUndefined();
  });
});
