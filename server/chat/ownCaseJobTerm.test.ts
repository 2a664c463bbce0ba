import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, linkedAnswers, readOwnCase as read } from './ownCaseAsk.testkit';

// § 18g (3) AufenthG: the Blue Card's job offer is for at least six months (walk-through 92: a
// 4-month contract was read as a Blue Card job).
describe('a job contract’s term', () => {
  it('reads the months of a fixed-term contract in each language', () => {
    expect(read('es', 'tengo una oferta con un contrato de 4 meses').contractMonths).toBe(4);
    expect(read('es', 'me ofrecen un contrato temporal por tres meses').contractMonths).toBe(3);
    expect(read('en', 'I got a 3-month contract in Munich').contractMonths).toBe(3);
    expect(read('en', 'the contract is only for 5 months').contractMonths).toBe(5);
    expect(read('de', 'ein Angebot für 55.000 €, befristet auf 3 Monate').contractMonths).toBe(3);
    expect(read('de', 'ein 4-monatiger Vertrag in Hamburg').contractMonths).toBe(4);
  });

  it('reads no term from a probation period, a stay or a training contract', () => {
    for (const [lng, text] of [
      ['de', 'unbefristet, mit einer Probezeit von 6 Monaten'],
      ['es', 'viví 4 meses en Alemania y tengo un período de prueba de 3 meses'],
      ['en', 'a permanent contract with a 3-month probation period'],
      ['de', 'ein Ausbildungsvertrag für 3 Jahre'],
    ] as const)
      expect(read(lng, text).contractMonths, text).toBeUndefined();
  });

  it('marks the Blue Card missing for a contract under six months, with its row', () => {
    const reply = ask(
      'es',
      'Soy ingeniero de sistemas con título reconocido, tengo una oferta en Berlín de 5.000 € al mes con un contrato de 4 meses. ¿Puedo pedir la Tarjeta Azul?',
    );
    expect(reply).toContain('- Falta: Un contrato de al menos seis meses');
    expect(reply).not.toMatch(/Tarjeta Azul UE es posible/);
    const german = ask(
      'de',
      'Ich bin Maschinenbauingenieur, mein Abschluss ist in anabin als gleichwertig, und ich habe ein Angebot für 55.000 € brutto im Jahr, befristet auf 3 Monate. Bekomme ich die Blaue Karte?',
    );
    expect(german).toContain('- Fehlt: Ein Arbeitsvertrag über mindestens sechs Monate');
    // §§ 18a/18b ask no term: the skilled worker's job row stays met.
    expect(german).toMatch(
      /§§ 18a und 18b AufenthG\):\n- Erfüllt: [^\n]*\n- Erfüllt: Ein Arbeitsplatzangebot/,
    );
  });

  it('keeps the Blue Card open for a contract of six months or more', () => {
    const reply = ask(
      'en',
      "I'm a mechanical engineer, my degree is comparable in anabin, and I have a 12-month contract in Stuttgart for 58,000 euros a year. Blue Card?",
    );
    expect(reply).toContain('- Met: A contract for at least six months');
    expect(reply).toContain('the EU Blue Card is possible');
    expect(linkedAnswers(reply).sixMonthContract).toBe(true);
  });
});
