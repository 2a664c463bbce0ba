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

  it('reads "bachelor recognised" without an article or apostrophe as recognised', () => {
    expect(read('en', 'Computer science bachelor recognised, no job offer').recognised).toBe(true);
    expect(read('en', 'My bachelor in economics is recognised, I am 30').recognised).toBe(true);
    expect(read('en', 'My bachelor is not recognised yet').recognised).not.toBe(true);
  });

  it('leaves the fit of a job whose title names no occupation to show (58f D12)', () => {
    const text =
      'Mein Abschluss ist in Biologie (anerkannt), aber mein Jobangebot ist als Projektmanager in einer IT-Firma mit 51.000 €';
    expect(read('de', text).jobTitleUnread).toBe(true);
    const reply = ask('de', text);
    expect(reply).toContain(
      '- Nachzuweisen: Ein Arbeitsplatzangebot in Deutschland, das zu Ihrer Qualifikation passt',
    );
    // The check's link leaves the job's occupation for the visitor to answer.
    expect(reply).not.toMatch(/[?&]job=/);
  });
});

// Oracle: DE08 (a degree not recent, another occupation, 48,000: the Blue Card missing), DE56 (a
// school leaver who wants to study: § 16b and § 17 (2) to show), DE25 (no qualification), and
// § 16a (1) AufenthG (the training place), § 18 (2) no. 5 (from 45: the salary or a pension).
describe('walk-throughs 59a and 59b', () => {
  it('reads a monthly pay written with a slash, and "x 13" payments (59b C1, C2)', () => {
    const doctor =
      "Doctor from Egypt, medical degree, approbation not yet, I have a job offer in a clinic paying 5.200 brutto/month x 13. German B2. What's possible?";
    expect(read('en', doctor).salary).toBe(67600);
    expect(read('de', 'Gehalt 2.800 € brutto/Monat').salary).toBe(33600);
    expect(read('en', 'offer 4.000 € per month, max 13 people in the team').salary).toBe(48000);
  });

  it('passes over a conversion of pay in another currency, and rupees (59b C3, C4)', () => {
    const corrected =
      'sueldo 60 mil bolivianos al mes (unos 8.000 euros) no, perdón, la oferta es de Alemania: 48.000 € al año, 14 pagas. Soy ingeniero industrial titulado, título comparable en anabin. ¿Tarjeta azul?';
    expect(read('es', corrected).salary).toBe(48000);
    expect(ask('es', corrected)).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    const rupees =
      'Mein Gehalt wäre 600.000 Rupien im Monat in Indien, das Angebot in Deutschland ist 50.700 € brutto im Jahr, Master anerkannt, 40 Jahre. Blaue Karte?';
    expect(read('de', rupees).salary).toBe(50700);
  });

  it('weighs studying for one who holds neither a degree nor training (59b C6)', () => {
    const text =
      'No tengo título universitario ni formación profesional, solo bachillerato. Alemán B1, 20 años. ¿Puedo estudiar en Alemania? No tengo admisión aún.';
    const reply = ask('es', text);
    expect(reply).toContain('Estudios (§ 16b AufenthG):');
    expect(reply).not.toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
  });

  it('reads the job title after "job title is" as the job, not the marketer (59b C7)', () => {
    const text =
      "Salary offer is 52k-58k (range), degree in marketing recognised by ZAB, job title is 'Software Engineer'. Age 30. Blue Card?";
    expect(read('en', text).occupation).toBeUndefined();
    expect(ask('en', text)).toContain(
      '- To show: A job offer in Germany that fits your qualification',
    );
  });

  it('reads "licenciado … reconocido" and "no tengo pensión" (59b C9)', () => {
    const text =
      'tengo 45 años, licenciado en administración reconocido, oferta de trabajo de 50.000 euros brutos anuales, no tengo pensión. ¿Es posible la Blue Card?';
    expect(read('es', text)).toMatchObject({ recognised: true, pensionDenied: true });
    expect(ask('es', text)).toContain(
      '- Falta: Con 45 años o más y un salario bruto menor a €55.770 al año',
    );
  });

  it('weighs an Ausbildung for one who holds a degree, at any age (59b C10)', () => {
    const reply = ask(
      'en',
      "I am 38 and already have a bachelor's degree in law from Peru. I want to do a vocational training (Ausbildung) as a bookkeeper in Germany. German B1. Possible?",
    );
    expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    expect(reply).toContain('- Missing: Under 35');
    const signed = ask(
      'de',
      'Ich habe einen Bachelor (anabin: gleichwertig) und will eine Ausbildung zum Mechatroniker machen, bin 24, Deutsch B1, Ausbildungsvertrag habe ich schon.',
    );
    expect(signed).toContain('- Erfüllt: Ein Ausbildungsvertrag mit einem Betrieb in Deutschland');
  });

  it('reads "kein Abschluss" as no degree (59b C14)', () => {
    const text =
      'Bin 29, hab Informatik studiert aber NICHT abgeschlossen (kein Abschluss), arbeite seit 2021 als Entwickler, Angebot 47.500 € brutto/Jahr. Blaue Karte?';
    expect(read('de', text).degree).toBe(false);
    expect(ask('de', text)).not.toContain('Chancenkarte (§ 20a AufenthG):');
  });

  it("reads the time of a recognition as the recognition's, a rating after a comma (59a 1, 2)", () => {
    const text =
      "Hi, I have a business administration degree, it was recognised by the ZAB last year, I graduated in 2012. I'm 37 and have an offer of 48,000 € a year as an account manager in Hamburg. Blue card?";
    expect(read('en', text)).toMatchObject({ recentGraduate: false, recognised: true });
    expect(ask('en', text)).toContain('- Missing: A gross salary of at least €50,700 a year');
    expect(read('en', 'I finished my master last year, it is recognised').recentGraduate).toBe(
      true,
    );
  });

  it("reads a bracket after the partner's name as the partner's (59a 5)", () => {
    const text =
      'Hallo, ich heiße Ana, 33, Psychologin (Lizentiat, nicht anerkannt), Deutsch B1, Englisch B2, 3 Jahre Berufserfahrung, möchte mit meinem Mann (Ingenieur, auch mit Abschluss) kommen, keine Jobangebote. Chancenkarte?';
    expect(read('de', text).occupation).toBeUndefined();
    expect(ask('de', text)).not.toContain(
      'Liste der Blauen Karte EU, etwa IT, Ingenieurwesen, Naturwissenschaften, Architektur, Medizin, Pflege oder Lehramt: 1 Punkt',
    );
  });

  it('reads a graduation year said in words, and leaves amounts in words alone (59a 3)', () => {
    const text =
      'hola, soy licenciada en contabilidad, me gradué en dos mil veinte, título comparable en anabin (ZAB), 30 años, oferta de 47.500 euros al año como contadora en Düsseldorf, sin convenio colectivo. tarjeta azul?';
    expect(read('es', text).recentGraduate).toBe(false);
    expect(ask('es', text)).toContain('- Falta: Un salario bruto de al menos €50.700 al año');
    expect(read('en', 'I graduated in two thousand twenty-four').recentGraduate).toBe(true);
    expect(read('de', 'Abschluss zweitausendvierundzwanzig').recentGraduate).toBe(true);
    expect(read('en', 'fifty-two thousand five hundred euros').salaryProblem).toBe('format');
    expect(read('es', 'cincuenta y dos mil veinte euros').salaryProblem).toBe('format');
    expect(read('en', 'eleven years of experience').experience).toBe('fiveOfSeven');
  });

  it('marks the training contract missing where the visitor has none yet (59a 7)', () => {
    const reply = ask(
      'en',
      "Hello, I'm 22, finished school, I want to do an Ausbildung as an electrician. German B1. I don't have a training contract yet.",
    );
    expect(reply).toContain('- Missing: A training contract with a company in Germany');
    expect(reply).toContain('Search for a training place (§ 17(1) AufenthG):');
  });
});
