import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase as ask,
  linkedAnswers,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 75: what walk-throughs 93–94 found. Oracle: § 20b (1) nos. 9, 10 and 12 AufenthG (the
// age points, and the partner's point for a partner who meets the card's requirements himself);
// § 18g (3) (the Blue Card's job of at least six months).
describe('a couple’s two ages told together (93a M16, 94b m17)', () => {
  const spanish =
    'mi esposo y yo somos ingenieros industriales (titulos reconocidos en bolivia, no en alemania), tenemos 30 y 32, ingles B2 los dos, 4 años de experiencia cada uno. Si aplicamos juntos a la chancenkarte cuantos puntos tenemos?';

  it('gives each the age band both ages share, and what "los dos", "each" say to both', () => {
    const couple = read('es', spanish);
    expect(couple).toMatchObject({ age: 'under35', english: 'B2', experience: 'threeOfSeven' });
    expect(couple.partnerOwn).toMatchObject({
      age: 'under35',
      english: 'B2',
      experience: 'threeOfSeven',
    });
    const english = read(
      'en',
      'My wife and I are both engineers (mechanical and industrial), 32 and 30, degrees recognised in Bolivia, English B2, no German. How many points do we get?',
    );
    expect(english.age).toBe('under35');
    expect(english.partnerOwn?.age).toBe('under35');
    const german = read(
      'de',
      'Meine Frau und ich sind Ingenieure, wir sind 30 und 32, beide Englisch B2, jeweils 4 Jahre Erfahrung. Wie viele Punkte haben wir?',
    );
    expect(german.partnerOwn).toMatchObject({ age: 'under35', experience: 'threeOfSeven' });
  });

  it('counts the visitor’s points and the partner’s own, with no note that only one was weighed', () => {
    const reply = ask('es', spanish);
    expect(reply).toContain('Menos de 35 años: 2 puntos');
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).toContain('Con lo que escribiste de tu pareja, suma 5 puntos propios');
    expect(reply).not.toContain('evalué solo el tuyo');
  });

  it('reads neither age where the two ages earn different points, and asks', () => {
    const told = read(
      'es',
      'mi esposo y yo somos ingenieros, tenemos 33 y 37 años. cuantos puntos?',
    );
    expect(told.age).toBeUndefined();
    expect(told.partnerOwn?.age).toBeUndefined();
  });

  it('leaves a range of amounts and years of work as they are', () => {
    expect(
      read('en', 'my wife and I want to go, the salary is between 45 and 50 thousand').age,
    ).toBeUndefined();
    expect(read('es', 'mi esposa y yo tenemos 10 y 12 años de experiencia').age).toBeUndefined();
  });
});

describe('a job’s term told in other words or later (94a W1, W2)', () => {
  it('reads the months a few words after the contract', () => {
    expect(read('es', 'el contrato es solo por 5 meses, de prueba').contractMonths).toBe(5);
    expect(read('es', 'la oferta es solo para 4 meses').contractMonths).toBe(4);
    expect(read('de', 'der Vertrag läuft nur 5 Monate').contractMonths).toBe(5);
    expect(read('es', 'trabajé 8 meses en un puesto de ventas').contractMonths).toBeUndefined();
  });

  it('misses the Blue Card when a follow-up tells a term under six months, and the link says so', () => {
    const reply = askInConversation('es', [
      'trabajo de programador hace 5 años (backend, java) pero no termine la universidad. una empresa de Berlin me ofrece 47k al año. puedo ir con blue card?',
      'ah y el contrato es solo por 5 meses, de prueba. igual sirve la blue card?',
    ]);
    expect(reply).toContain('- Falta: Un contrato de al menos seis meses');
    expect(linkedAnswers(reply).sixMonthContract).toBe(false);
  });
});

describe('a lawyer asking whether they can work (94c 07)', () => {
  const lawyer =
    'Ich bin Rechtsanwalt in Bolivien, 42, Deutsch B2, Abschluss in anabin entspricht. Kann ich in Deutschland arbeiten?';

  it('weighs the case without the legal-advice refusal, which asking for advice still gets', () => {
    const reply = ask('de', lawyer);
    expect(reply).not.toContain('Eine Rechtsberatung zu Ihrem Einzelfall kann ich nicht geben');
    expect(reply).toContain('Chancenkarte (§ 20a AufenthG)');
    expect(
      ask('es', 'soy abogada, 30 años. perdí mi trabajo en Berlín, qué hago en mi caso?'),
    ).toContain('No puedo darte asesoría legal sobre tu caso');
  });

  it('leads the routes to work as the answer to the question, not as alternatives asked', () => {
    const reply = ask('de', lawyer);
    expect(reply).toContain(
      'Zum Arbeiten in Deutschland: Diese Wege setzen ein Arbeitsplatzangebot',
    );
    expect(reply).not.toContain('Sie haben auch nach Alternativen gefragt');
  });
});

describe('years of work dated in a follow-up (94c 23, 24)', () => {
  it('no longer asks in which years the visitor worked', () => {
    const reply = askInConversation('de', [
      'Ich bin Krankenschwester aus Cochabamba, 31 Jahre, habe noch gar keine Anerkennung beantragt. Deutsch B1, 6 Jahre Erfahrung. Wie viele Punkte habe ich',
      'Es ist eine Licenciatura, 5 Jahre an der Uni. Gearbeitet habe ich von 2019 bis 2025 im Krankenhaus.',
    ]);
    expect(reply).toContain('Das sind 8 Punkte');
    expect(reply).not.toContain('In welchen Jahren haben Sie gearbeitet?');
  });
});

describe('an amount told instead of another, and a permanent contract (94a 22)', () => {
  it('reads the amount that replaces the one named after "instead of", in either order', () => {
    expect(
      read('es', 'y si en vez de 4.200 me pagan 3.800 al mes nomas? igual me alcanza?'),
    ).toMatchObject({ salary: 45_600 });
    expect(read('en', 'they pay 3,800 a month instead of 4,200')).toMatchObject({ salary: 45_600 });
    expect(read('de', 'statt 4.200 zahlen sie nur 3.800 im Monat')).toMatchObject({
      salary: 45_600,
    });
  });

  it('meets the six months with a permanent contract, and says so in the link', () => {
    const reply = ask(
      'es',
      'soy ingeniero civil, en anabin sale "entspricht", tengo 30 años y una empresa de Munich me ofrece 4.200 € brutto monatlich, contrato indefinido. me dan la blue card?',
    );
    expect(reply).toContain('- Cumplido: Un contrato de al menos seis meses');
    expect(linkedAnswers(reply).sixMonthContract).toBe(true);
    expect(read('de', 'nur auf 4 Monate befristet').permanentContract).toBeUndefined();
  });
});

describe('a tourist visit told as a visit (94b m20)', () => {
  it('answers that the visits do not count', () => {
    const reply = ask(
      'en',
      "I visited Germany as a tourist twice, 3 months each time. Does that count for points? I'm 37, industrial engineer, German A2, 6 years experience.",
    );
    expect(reply).toContain('The stay in Germany you mention does not count');
    expect(
      read('de', 'Ich habe Deutschland zweimal als Tourist besucht, je 3 Monate. Zählt das?'),
    ).toMatchObject({ germanStay: false, stayNotCounted: 'tourist' });
    expect(read('es', 'visité alemania de turista 2 veces, 3 meses cada vez')).toMatchObject({
      germanStay: false,
    });
  });
});

describe('how much a student may work (94b m16)', () => {
  it('answers § 16b (3) without a price question nobody asked', () => {
    const reply = ask(
      'en',
      "I'm 22, I have a bachelor's in biology and I want to study a master's in Germany. How much can I work while studying?",
    );
    expect(reply).toContain('140 full working days a year');
    expect(reply).not.toContain("Our website doesn't say that");
  });
});

describe('a regulated profession asking for its options (94b m06)', () => {
  it('says the licence paragraph once, after the routes weighed and not again after the alternatives', () => {
    const reply = ask(
      'en',
      "I'm a lawyer from La Paz, 36 years old, English C1, no German at all. What are my options?",
    );
    expect(reply.split('Your profession is regulated in Germany').length - 1).toBe(1);
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG)');
  });
});

// § 20b (1) nos. 9–10 AufenthG: "nicht älter als 35 Jahre" (2), "älter als 35 Jahre und nicht
// älter als 40 Jahre" (1). Walk-throughs 93c and 94a/c read them in whole years, the check by
// exact age: at 35 and 40 the reply says how it counts and that whole years give one point more.
describe('the ages § 20b can be read two ways at (93c, 94a 07/30, 94c 12/19)', () => {
  it('tells a 35- or 40-year-old how the age is counted, and nobody else', () => {
    const forty = ask(
      'es',
      'soy ingeniera química, tengo 40 años, alemán B1, 3 años de experiencia (2022-2025). cuántos puntos tengo?',
    );
    expect(forty).toContain('Escribiste que tienes 40 años');
    expect(forty).toContain('darte un punto más');
    expect(
      ask('de', 'Lehrerin, 35 Jahre, Deutsch B1, 4 Jahre Erfahrung. Wie viele Punkte habe ich?'),
    ).toContain('Sie schreiben, dass Sie 35 sind');
    expect(
      ask('en', "I'm a teacher, 36, German B1, 4 years of experience. How many points do I have?"),
    ).not.toContain('You wrote that you are');
  });

  it('forgets the edge once a follow-up tells another age', () => {
    const reply = askInConversation('es', [
      'soy ingeniera química, tengo 40 años, alemán B1, 3 años de experiencia (2022-2025). cuántos puntos tengo?',
      'perdón, tengo 41',
    ]);
    expect(reply).not.toContain('Escribiste que tienes 40 años');
  });
});

describe('the salary floor from 45 missed by a little (94c 15)', () => {
  it('says the authority may waive it, citing § 18 (2) sentence 2, after the qualified worker’s route', () => {
    const reply = ask(
      'de',
      'Betriebswirtin, 52 Jahre, Abschluss in anabin entspricht, Angebot 54.000 € im Jahr, keine private Rentenversicherung. Welche Wege habe ich?',
    );
    expect(reply).toContain('- Fehlt: Ab 45 Jahren');
    expect(reply).toContain('(§ 18 Abs. 2 Satz 2 AufenthG)');
    expect(reply.split('Von der Gehaltsschwelle ab 45 kann die Behörde absehen').length - 1).toBe(
      1,
    );
  });
});
