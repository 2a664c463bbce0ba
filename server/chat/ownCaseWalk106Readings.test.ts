import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 80: what walk-through 106 found. Oracle: § 18g (1) and (3) AufenthG (the Blue Card's
// thresholds and six months), § 18 (2) no. 3 and § 16d (for a recognition that is partial), § 18
// (3) no. 1 (a training recognised in Germany, not at home), § 20b (1).

describe('amounts that are no pay, told after an offer (106c 25b, P2)', () => {
  const nurse =
    'Ich bin Pfleger, 45 Jahre, volle Anerkennung und Deutsch B2, Jobangebot 3.900 € brutto monatlich in einer Klinik in Dortmund. Klappt das?';
  const developer =
    'Ich bin Softwareentwickler ohne Studium, 30 Jahre, 5 Jahre Berufserfahrung als Backend-Entwickler (Java). Ein Startup in Berlin bietet mir 47.000 € im Jahr. Kann ich die Blaue Karte bekommen?';

  it('keeps the offer’s pay when a private pension “will pay” a monthly amount', () => {
    const pension =
      'Ich habe noch vergessen: Ich habe eine private Rentenversicherung, die später etwa 1.200 € im Monat zahlen wird. Hilft das?';
    expect(read('de', pension).salary).toBeUndefined();
    const reply = askInConversation('de', [nurse, pension]);
    expect(reply).toContain('Verstandenes Bruttogehalt: 46.800 € im Jahr');
    expect(reply).not.toContain('14.400');
  });

  it('keeps the offer’s pay when the rent is told', () => {
    const rent =
      'Die Miete für meine Wohnung in Berlin wäre 1.100 € im Monat. Bleibt die Blaue Karte möglich?';
    expect(read('de', rent).salary).toBeUndefined();
    expect(read('en', 'My rent in Berlin would be 1,100 € a month.').salary).toBeUndefined();
    const reply = askInConversation('de', [developer, rent]);
    expect(reply).not.toContain('13.200');
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
  });

  it('still reads pay a company gives beside a pension', () => {
    const both = read(
      'de',
      'Ich habe eine Rentenversicherung, und die Firma zahlt mir 4.000 € im Monat.',
    );
    expect(both.salary).toBe(48000);
  });
});

describe('partial recognition told after full (106b 02b)', () => {
  it('takes the recognition back and weighs § 16d', () => {
    const reply = askInConversation('en', [
      "I'm a registered nurse (licenciatura en enfermería), 31. My nursing degree got full recognition in NRW and I have German B2. A hospital in Cologne offers me 3,400 a month. Can I go?",
      "Sorry, I got that wrong: the recognition isn't full yet, the authority only gave me a partial one and said I need a knowledge exam. Does that change things?",
    ]);
    expect(reply).toContain('recognition=partial');
    expect(reply).not.toContain('recognition=full');
    expect(reply).not.toMatch(/Routes open to you[^\n]*Nursing/);
    expect(reply).toMatch(/§ 16d/);
  });
});

describe('a contract’s term corrected past a comma (106b 20b)', () => {
  it('meets the six months after “it’s for 8 months, not 4”', () => {
    const reply = askInConversation('en', [
      "Got an offer as a data analyst (I have a statistics degree, anabin entspricht) from Frankfurt: 60k, but the contract is only for 4 months. I'm 30. Blue Card?",
      "Sorry, I misread the contract, it's for 8 months, not 4. Does that fix it?",
    ]);
    expect(reply).toContain('- Met: A contract for at least six months');
    expect(reply).toContain('sixmonths=yes');
  });
});

describe('a training recognised by the home country’s ministry (106b 09)', () => {
  it('is recognised at home, not in Germany', () => {
    const electrician = read(
      'en',
      "I'm an electrician, 30, I have a 3-year técnico medio diploma recognised by the Bolivian ministry and 6 years of work since 2019. A company in Leipzig offers 3,800 a month, no collective agreement. Is that enough?",
    );
    expect(electrician.vocational).toBe(true);
    expect(electrician.recognised).toBeUndefined();
  });
});

describe('“permanent” after the pay (106b 12, 13, 24)', () => {
  it('reads a permanent contract', () => {
    for (const offer of [
      'A Berlin startup offered me 47k a year, permanent. Blue Card possible?',
      'Offer from Munich: 46,000 a year, permanent. Do I make the salary?',
      "I'm 46, IT project manager, degree anabin entspricht, job offer 50k a year permanent in Hamburg.",
    ]) {
      expect(read('en', offer).permanentContract).toBe(true);
    }
  });

  it('keeps permanent residence apart', () => {
    expect(read('en', 'I want permanent residence later').permanentContract).toBeUndefined();
  });
});
