// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 59: what walk-throughs 58f, 58g and 58h left open. Oracle: DE01 (the Blue Card at the
// standard threshold), DE21 (study with an admission), § 16a and § 17 (1) AufenthG (training, and
// the search for a place only under 35).
describe('walk-throughs 58f, 58g and 58h', () => {
  it('asks for euros where the salary is in another currency (58g: en, es, de)', () => {
    for (const [lng, text, said] of [
      [
        'en',
        'Financial analyst, recognised degree, offer in Frankfurt of 52,000 US dollars a year.',
        'It is in another currency: the salary thresholds are in euros',
      ],
      [
        'es',
        'Analista financiera con título reconocido, oferta de 52.000 dólares al año en Fráncfort.',
        'Está en otra moneda: los umbrales salariales están en euros',
      ],
      [
        'de',
        'Finanzanalyst, Abschluss anerkannt, Angebot über 48.000 Schweizer Franken im Jahr.',
        'Der Betrag ist in einer anderen Währung',
      ],
      ['en', 'Recognised degree, job offer, salary $60,000.', 'It is in another currency'],
    ] as const) {
      expect(read(lng, text).salaryProblem).toBe('currency');
      const reply = ask(lng, text);
      expect(reply).toContain(said);
      expect(reply).not.toMatch(/Blue Card is possible|Karte EU ist möglich|Azul es posible/);
    }
  });

  it('reads the euros beside an amount in another currency, and pay at home apart', () => {
    expect(read('en', 'Offer of USD 60,000, that is 55.000 €, degree recognised').salary).toBe(
      55000,
    );
    expect(
      read('es', 'Gano 2.000 dólares al mes en Bolivia y me ofrecen 48.000 € al año').salary,
    ).toBe(48000);
  });

  it('weighs vocational training for a nursing technician who wants an Ausbildung (58g)', () => {
    const text =
      'Hola, tengo 36 años y soy técnica superior en enfermería. Quiero estudiar una Ausbildung de enfermería en Alemania, tengo alemán B1. ¿Qué vía me corresponde?';
    expect(read('es', text).wantsStudy).toBeUndefined();
    const reply = ask('es', text);
    expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
    expect(reply).toContain('- Falta: Menos de 35 años');
    expect(reply).not.toContain('Estudios (§ 16b AufenthG)');
  });

  it('weighs study with the admission held, the job offer denied (58g)', () => {
    const text =
      'Informatik-Bachelor anerkannt, kein Jobangebot, möchte einen Master machen, Zulassung der TU München liegt vor, Englisch C1';
    expect(read('de', text).admissionHeld).toBe(true);
    const reply = ask('de', text);
    expect(reply).toContain('- Erfüllt: Eine Zulassung an einer Hochschule');
    expect(reply).not.toContain('Blaue Karte EU (§ 18g AufenthG):');
  });

  it('reads a rating beside a bracket, and an IT title as the job, not the economist (58h)', () => {
    const text =
      'I have a recognised economics degree (not recent) and an offer as IT project manager for 47,000 EUR';
    const profile = read('en', text);
    expect(profile.recognised).toBe(true);
    expect(profile.occupation).toBeUndefined();
    expect(profile.jobOccupation).toBe('it');
    const reply = ask('en', text);
    expect(reply).toContain('- Met: A university degree recognized in Germany');
    expect(reply).toContain('- To show: A job offer in Germany that fits your qualification');
    expect(read('en', 'I have a degree (not recognised) and an offer').recognised).toBe(false);
  });

  it('leaves the fit of a job whose title names no occupation to show (58f D12)', () => {
    const text =
      'Mein Abschluss ist in Biologie (anerkannt), aber mein Jobangebot ist als Projektmanager in einer IT-Firma mit 51.000 €';
    expect(read('de', text).jobTitleUnread).toBe(true);
    const reply = ask('de', text);
    expect(reply).toContain(
      '- Nachzuweisen: Ein Arbeitsplatzangebot in Deutschland, das zu Ihrer Qualifikation passt',
    );
    // The title names no occupation of the list: the regular threshold, and the check asks the job's.
    expect(reply).toContain('- Erfüllt: Ein Bruttogehalt von mindestens 50.700 € im Jahr');
    expect(reply).not.toMatch(/[?&]job=/);
  });
});
