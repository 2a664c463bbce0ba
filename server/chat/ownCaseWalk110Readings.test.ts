import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 82: what walk-through 110 found. Oracle: § 20b (1) AufenthG (2 points for "not older
// than 35", a point only for a legal stay of six months or more, never a tourist visit), § 20a (1)
// no. 1 with § 18 (3) (no points only for a skilled worker: a degree recognised or comparable; one
// "nicht gleichwertig" in anabin is neither).

describe('an age corrected with "actually" and a birthday to come (110b f05)', () => {
  const m05 =
    'hi im 35 years old, accountant with licenciatura from UMSA, 5 years experience in last 7, english C1 and german A2. how many points do i have for opportunity card?';
  const f05 =
    "sorry, correction: I'm actually 34 (birthday is next month), and I passed German B1 last week, not A2. How many points now?";

  it('counts the corrected age: 8 points, and says what the birthday changes', () => {
    const reply = askInConversation('en', [m05, f05]);
    expect(reply).toContain('Under 35: 2 points');
    expect(reply).toContain('That makes 8 points');
    expect(reply).toContain('Once you turn 35');
    expect(reply).toContain('age=under35');
  });

  it('reads the birthday in each language as the next age', () => {
    expect(
      read('es', 'en realidad tengo 34 (cumplo años el mes que viene), contadora'),
    ).toMatchObject({ age: 'under35', nextAge: 35 });
    expect(read('de', 'Ich bin eigentlich 34, Geburtstag ist nächsten Monat.')).toMatchObject({
      age: 'under35',
      nextAge: 35,
    });
  });
});

describe('a degree rated "nicht gleichwertig" after a colon (110c t2)', () => {
  const t2 =
    'Ich bin genau 40 Jahre alt, Abogada aus La Paz (Licenciatura en Derecho, in Bolivien anerkannt, anabin: nicht gleichwertig, keine Anerkennung in DE), Deutsch B2, Englisch B2, 8 Jahre Berufserfahrung. Ich war 2023 zweimal je 3 Monate als Touristin in Deutschland. Wie viele Punkte habe ich für die Chancenkarte?';

  it('is no recognition: the Opportunity Card counts her points', () => {
    expect(read('de', t2).recognised).toBe(false);
    const reply = askInConversation('de', [t2]);
    expect(reply).not.toContain('brauchen Sie keine Punkte');
    expect(reply).not.toContain('recognition=full');
    expect(reply).toContain('Das sind 6 Punkte');
  });

  it('still reads a short answer that holds the rating', () => {
    expect(read('de', 'Informatiker, anabin: gleichwertig, Deutsch B1').recognised).toBe(true);
  });
});

describe('a coming 35th birthday beside the points (110c tp1b)', () => {
  const tp1 =
    'Hola, ich bin Kfz-Mechaniker mit 3-jähriger Ausbildung (in Bolivien staatlich anerkannt), 34 Jahre, Deutsch B1, 3 Jahre Erfahrung (2022-2025). Ich war 2024 sieben Monate als Tourist in Deutschland bei meiner Tante. Wie viele Punkte habe ich für die Chancenkarte?';
  const tp1b =
    'Ah, und ich habe noch vergessen: ich habe einen Teilanerkennungsbescheid von der Handwerkskammer bekommen. Und ich werde nächsten Monat 35. Wie viele Punkte jetzt?';

  it('tells that whole years keep the 2 points until 36', () => {
    const reply = askInConversation('de', [tp1, tp1b]);
    expect(reply).toContain('Sobald Sie 35 werden, zählt das Alter 1 Punkt, und Ihre Summe wird 9');
    expect(reply).toContain('behält das Alter seine jetzigen Punkte, bis Sie 36 werden');
  });

  it('tells the reading at a coming 40th birthday', () => {
    const reply = askInConversation('en', [
      "I'm 39 and turn 40 next month. Civil engineer, German A2, English B2, 3 years experience (2022-2025). Opportunity Card points?",
    ]);
    expect(reply).toContain('Once you turn 40');
    expect(reply).toContain('keeps its current points until you turn 41');
  });

  it('says nothing of the edge for a birthday far from it', () => {
    const reply = askInConversation('en', [
      "I'm 29, turning 30 next month. Civil engineer, German B1, 3 years experience (2022-2025). Opportunity Card points?",
    ]);
    expect(reply).not.toContain('keeps its current points');
  });
});

describe('a visit to Germany told with no length nor title (110a m11f)', () => {
  const m11 =
    'abogada boliviana, 33 años, aleman B1, quiero buscar trabajo en alemania, mi titulo no esta reconocido alla pero si aca obvio. tengo ahorros. que opciones?';

  it('answers a tourist visit asked about in a follow-up: it does not count', () => {
    const reply = askInConversation('es', [
      m11,
      'ah pero fui turista a alemania 2 meses el año pasado, eso suma?',
    ]);
    expect(reply).toContain('La estadía en Alemania que mencionas no cuenta');
    expect(reply).toContain('stay=no');
  });

  it('does not count a trip whose length and visa are not said, and asks', () => {
    const reply = askInConversation('en', [
      "I'm 30, civil engineer, German B1, 3 years experience (2022-2025). I went to Germany last year. How many points for the Opportunity Card?",
    ]);
    expect(reply).not.toContain(
      'A legal stay in Germany of six months or more in the last five years (tourist visits do not count): 1 point',
    );
    expect(reply).toContain('That makes 7 points');
    expect(reply).toContain('I have not counted it: how long did you stay, and on which visa?');
    expect(reply).not.toContain('stay=yes');
    expect(read('de', 'Ich war 2023 in Deutschland.')).toMatchObject({ stayUnsure: true });
    expect(read('de', 'Ich war 2023 in Deutschland.').germanStay).toBeUndefined();
  });

  it('keeps a stay denied with a visit word denied', () => {
    expect(read('en', 'I was never in Germany.').germanStay).toBe(false);
    expect(read('es', 'nunca estuve en alemania').germanStay).toBe(false);
  });

  it('still counts a stay whose length or title is said', () => {
    expect(read('es', 'estuve en alemania medio año en 2024').germanStay).toBe(true);
    expect(read('en', 'I was in Germany for a year in 2023').germanStay).toBe(true);
    expect(read('en', 'I have been in Germany since 2024').germanStay).toBe(true);
    expect(read('en', 'I was an au pair in Germany in 2023').germanStay).toBe(true);
  });
});

describe('"(entspricht)" after "ingeniero … licenciado" (110a m14)', () => {
  it('reads the anabin rating of the degree', () => {
    const profile = read(
      'es',
      'tengo 46 años, ingeniero de sistemas licenciado (entspricht), oferta de 47 mil al año en Frankfurt como desarrollador. me alcanza pa la blue card o necesito mas por la edad?',
    );
    expect(profile).toMatchObject({ recognised: true, ratedOnly: true, degree: true });
  });

  it('reads "no entspricht" as no rating', () => {
    expect(read('es', 'ingeniero industrial, en anabin no entspricht').recognised).toBe(false);
  });
});
