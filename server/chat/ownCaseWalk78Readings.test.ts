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
});
