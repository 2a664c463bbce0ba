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
