import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 51a and 51b: qualifications, notices and ages misread from the message.
// Oracle: DE16/DE17 (a vocational qualification has no Blue Card), DE61/DE25 (no qualification
// of two years: every work route missing), DE51 (a partial notice, § 16d (1) and 4 points),
// DE29/DE31 (comparability not established: to show), § 18g (1) sentence 2 (architects).

describe('a technical title is vocational training, not a university degree (51a W9b, P19)', () => {
  it('reads an instituto técnico’s "título en provisión nacional" as training', () => {
    const text =
      'soy técnico electricista, estudié 3 años en un instituto técnico (título en provisión nacional), tengo 38 años y 6 años de experiencia. Una empresa en Leipzig me ofrece 52.000 euros al año. Tarjeta azul?';
    expect(read('es', text)).toMatchObject({ vocational: true });
    expect(read('es', text).degree).not.toBe(true);
    expect(ask('es', text)).toContain('- Falta: Un título universitario reconocido en Alemania');
  });

  it('reads "título de técnico en mecánica automotriz (2 años de instituto)" as training', () => {
    const text =
      'tengo título de técnico en mecánica automotriz (2 años de instituto), 29 años, 4 años de experiencia, me ofrecen 51.000 al año en Alemania. tarjeta azul?';
    expect(read('es', text).degree).not.toBe(true);
  });
});

describe('a training shorter than two years is no qualification these routes count (51a P12)', () => {
  it('weighs a one-year course as school alone', () => {
    const text =
      'hice un curso técnico de 1 año en gastronomía (certificado del ministerio), tengo 27, trabajo de cocinero hace 4 años, alemán B1. Una empresa en Berlín me ofrece 46.000 al año. Qué opciones tengo?';
    expect(read('es', text)).toMatchObject({ schoolOnly: true, vocational: false });
    expect(ask('es', text)).toContain(
      'Falta: Un título universitario o una formación técnica de al menos dos años',
    );
  });

  it('reads "without any formal training" as no qualification (51b W11)', () => {
    const text =
      "Hi, we run a hotel in Berlin. Can we hire a cook from Peru without any formal training but 10 years experience in restaurants? We'd pay 36k. Also, would a recognition partnership work for him?";
    expect(read('en', text).schoolOnly).toBe(true);
    expect(askAs('european_company', 'en', text)).not.toMatch(/Routes open[^\n]*16d/);
  });
});

describe('notices and anabin ratings read as they are (51b W47, W53)', () => {
  it('reads "she must pass the Kenntnisprüfung" as a partial notice (W47)', () => {
    const text =
      "Hello, we're a hospital in Hannover. We want to hire a Mexican doctor, 39, medical degree, German B2 (Fachsprachprüfung passed), and the Landesamt issued a notice: equivalence not established, she must pass the Kenntnisprüfung. We'd pay €58,000. Which permit should she apply for?";
    expect(read('en', text).partialRecognition).toBe(true);
    expect(read('de', 'Der Bescheid sagt: wesentliche Unterschiede.').partialRecognition).toBe(
      true,
    );
  });

  it('leaves a degree from an H- university unsettled, never comparable (W53)', () => {
    const text =
      'Guten Tag, meine Universität ist in anabin mit H- eingestuft, ich bin Betriebswirt (Licenciatura), 37, Deutsch B2, 6 Jahre Erfahrung bis heute. Ich habe ein Jobangebot als Controller für 51.000 €. Bekomme ich die Blaue Karte?';
    expect(read('de', text).recognised).toBeUndefined();
    expect(ask('de', text)).toContain(
      '- Nachzuweisen: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
    );
  });
});

describe('occupations and ages in the forms visitors write them (51b W34, 51a W20, W16)', () => {
  it('reads "einen Architekten" as an architect on the Blue Card’s list (W34)', () => {
    const text =
      'Wir möchten einen Architekten aus Kolumbien, 36, Abschluss laut anabin vergleichbar, für 47.000 € brutto einstellen. Reicht das für eine Blaue Karte?';
    expect(read('de', text).occupation).toBe('blueCardList');
  });

  it('reads an age in brackets: "Ich (34)", "(20, Abitur)"', () => {
    expect(read('de', 'Ich (34) bin Lehrerin mit Uni-Abschluss, Deutsch A2.').age).toBe('under35');
    expect(
      read('de', 'Wir möchten einen jungen Mann aus Bolivien (20, Abitur, Deutsch B1) einstellen.')
        .age,
    ).toBe('under35');
    expect(read('en', 'I worked as a planner (2023-2026), German B1.').age).toBeUndefined();
  });
});

describe('a language said not spoken after its name is none (walk-through 50 gaps)', () => {
  it('reads "alemán no hablo nada", "Deutsch spreche ich gar nicht", "German I don’t speak"', () => {
    expect(read('es', 'alemán no hablo nada, inglés B2, tengo 30').german).toBe('none');
    expect(read('de', 'Deutsch spreche ich gar nicht, Englisch C1, 31 Jahre').german).toBe('none');
    expect(read('en', "German I don't speak at all, English C1, I'm 31").german).toBe('none');
    expect(read('de', 'Deutsch A2, Englisch C1, 31 Jahre').german).toBe('A2');
  });
});
