import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-through 56k: § 18g (1) sentence 2 AufenthG gives the lower threshold, and § 18g (2) its
// route without a degree, by the occupation of the job in Germany, not by the degree's field.
// Oracle: DE01 (the general threshold for a job outside the list), DE08 (a degree of years ago).
describe("the job offered's occupation (walk-through 56k)", () => {
  const offeredOutsideTheList = [
    [
      'en',
      'I have a recognised bachelor in business informatics from 2015, I am 30 and have a job offer as a controller at 47,000 euros. Blue Card?',
      '€50,700',
    ],
    [
      'es',
      'Soy ingeniero civil con título reconocido (me titulé en 2014), tengo 33 años y una oferta como vendedor con 46.000 € al año. ¿Tarjeta Azul?',
      '€50.700',
    ],
    [
      'de',
      'Ich habe einen anerkannten Informatik-Bachelor von 2016, bin 29 und habe ein Angebot als Helpdesk-Mitarbeiter für 46.000 € brutto. Blaue Karte?',
      '50.700 €',
    ],
  ] as const;

  it.each(offeredOutsideTheList)(
    '%s: a job outside the list keeps the general threshold: %s',
    (lng, text, general) => {
      expect(read(lng, text).jobOccupation).toBe('other');
      const reply = ask(lng, text);
      const blueCard = reply.split('\n\n')[0] ?? reply;
      expect(blueCard).toContain(general);
      expect(blueCard).not.toMatch(/45[.,]934/);
    },
  );

  it('reads the title of a job on the list as its occupation, and a title it does not know as none', () => {
    expect(
      read('es', 'Soy contadora, tengo una oferta como desarrolladora backend con 47.000 €')
        .jobOccupation,
    ).toBe('it');
    expect(read('de', 'Angebot als Chemikerin bei BASF, 52.000 €').jobOccupation).toBe(
      'blueCardList',
    );
    // A skilled trade in short supply: the § 20b point, not the Blue Card's list.
    expect(read('en', 'offered a job as an electrician in Munich for 40,000').jobOccupation).toBe(
      'shortageOffList',
    );
    expect(read('en', 'I have an offer as a Zorbulator for 47,000').jobOccupation).toBeUndefined();
    // The title ends where the employer or the pay begins.
    expect(read('en', 'Job offer as a software engineer with Siemens, 60k').jobOccupation).toBe(
      'it',
    );
  });

  it('keeps the lower threshold for a job on the list, whatever the degree', () => {
    const reply = ask(
      'en',
      'I am an economist, degree recognised in Germany, from 2012, with a job offer as a data scientist at 47,000 euros. Blue Card?',
    );
    expect(reply).toMatch(/Met: A gross salary of at least €45,934\.20/);
  });

  it("writes the job's occupation into the check's link", () => {
    const [, text] = offeredOutsideTheList[0];
    const reply = ask('en', text);
    expect(reply).toMatch(/[?&]job=other[&#]/);
  });
});
