import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 73: what walk-through 93 found. Oracle: § 18g (3) AufenthG (the Blue Card's job of at least
// six months), § 16d (3) (an employer that offers the recognition partnership offers the job).
describe('walk-through 93', () => {
  it('reads a project contract’s months (93b 24)', () => {
    expect(read('en', 'a company offers me a 4-month project contract').contractMonths).toBe(4);
    expect(read('es', 'un contrato por proyecto de 5 meses').contractMonths).toBe(5);
    expect(read('de', 'ein Projektvertrag über 3 Monate').contractMonths).toBe(3);
    expect(
      ask(
        'en',
        'Mechanical engineer with a comparable degree. A company offers me a 4-month project contract in Germany at 6,000 a month. Can I get the Blue Card for that?',
      ),
    ).toContain('- Missing: A contract for at least six months');
  });

  it('reads a month’s pay said in German on the English and Spanish pages (93a, 93b)', () => {
    expect(read('en', 'offer 4.200 € brutto monatlich')).toMatchObject({ salary: 50_400 });
    expect(read('es', 'oferta de 4.000 € brutto monatlich')).toMatchObject({ salary: 48_000 });
  });

  it('reads a workshop that wants the partnership, told before a question (93a M13)', () => {
    const reply = ask(
      'es',
      'mecanico automotriz, tecnico superior de 2 años reconocido en Bolivia, 4 años de experiencia, 33 años, aleman A2. Un taller en Stuttgart quiere hacer la Anerkennungspartnerschaft conmigo, se puede?',
    );
    expect(reply).toContain('- Cumplido: Una oferta de trabajo de un empleador en Alemania');
    expect(reply).toContain('esta vía es posible cuando demuestres');
    // Asked, not told, a partnership is no offer.
    expect(
      read('es', '¿Si una empresa quiere hacer la asociación de reconocimiento conmigo, se puede?')
        .jobOffer,
    ).toBeUndefined();
  });

  it('weighs the routes of a doctor who asks for the steps (93a M07)', () => {
    const reply = ask(
      'es',
      'Soy medico cirujano de la UCB, tengo 38 años, aleman B1, que pasos tengo q seguir pa trabajar de medico en alemania?',
    );
    expect(reply).toContain('Tarjeta Azul UE (§ 18g AufenthG):');
    expect(reply).toContain('la licencia para ejercerla');
  });

  it('weighs the case of a doctor who asks to go work in Germany (93b 06)', () => {
    const reply = ask(
      'en',
      "I'm a medical doctor (UMSS, 2016), 33 years old, German B1. I don't have the Approbation yet. Can I go work as a doctor in Germany?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(reply).toContain('the license to practice it');
    expect(reply).not.toContain('Advice in Spanish');
  });
});
