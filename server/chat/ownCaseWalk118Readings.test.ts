import { describe, expect, it } from 'vitest';
import {
  askAs,
  askInConversation,
  askOwnCase as ask,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 83: what walk-through 118 found. Oracle: § 18g (1) and (3) AufenthG (the Blue Card's
// thresholds by job and by a degree's date, and its six months), § 19c (2) with § 6 BeschV, and
// § 16d (3) (a qualification of at least two years).

it("reads a contract's 4 months as its term, not as the candidate's experience (118b c18)", () => {
  const message =
    "Hello, IT company recruiter here. Our candidate from Bolivia has a bachelor in IT that's comparable in anabin, 29 years old, job offer as software developer for 3.800 a month gross, contract for 4 months only (project). Can she get a Blue Card?";
  const profile = read('en', message);
  expect(profile.contractMonths).toBe(4);
  expect(profile.experience).toBeUndefined();
  const reply = askAs('european_company', 'en', message);
  expect(reply).not.toContain('Missing: Two years of professional experience');
  expect(reply).toContain('To show: Two years of professional experience');
});

it("takes 'der Vertrag ist doch nur befristet, auf 5 Monate' over an earlier 'unbefristet' (118c c03)", () => {
  const reply = askInConversation('de', [
    "Ich bin Maschinenbauingenieur (Universidad Mayor de San Andrés), 33 Jahre. In anabin steht meine Uni als H+ und der Abschluss 'entspricht'. Eine Firma in Stuttgart bietet mir 52.000 € im Jahr, unbefristet. Kann ich die Blaue Karte bekommen?",
    'Korrektur: der Vertrag ist doch nur befristet, auf 5 Monate.',
  ]);
  expect(reply).toContain('Fehlt: Ein Arbeitsvertrag über mindestens sechs Monate');
  expect(reply).toContain('sixmonths=no');
});

describe('a marketing job after an IT degree of February 2023 (118c c26)', () => {
  const c26 =
    'Ich habe 2023 (im Februar) meinen Master in Bolivien abgeschlossen, anabin entspricht, Wirtschaftsinformatik ist nicht mein Job: ich werde Marketing-Manager in Berlin mit 47.000 € im Jahr, unbefristet. Ich bin 30. Reicht das für die Blaue Karte?';

  it('weighs the job, not the degree, and the degree as more than three years old', () => {
    expect(read('de', c26).jobOccupation).toBe('other');
    const reply = ask('de', c26);
    expect(reply).toContain('Fehlt: Ein Bruttogehalt von mindestens 50.700 €');
    expect(reply).not.toContain('Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
  });
});

it("reads 'Vertrag 2 Jahre' as the contract's term (118c c27)", () => {
  expect(
    read(
      'de',
      'Hola, ich bin Ärztin, 34, und habe schon eine Berufserlaubnis nach § 10 BÄO bekommen. Das Krankenhaus zahlt 5.200 € brutto im Monat, Vertrag 2 Jahre. Mein Abschluss ist in anabin gleichwertig. Was geht?',
    ).contractMonths,
  ).toBe(24);
});

it('offers no § 16d route to reach B2 to one with no nursing qualification (118a c14)', () => {
  const reply = ask(
    'es',
    'soy enfermero auxiliar (no licenciado), curso de 1 año, 26 años, sin aleman. puedo trabajar de enfermero en alemania?',
  );
  expect(reply).toContain('Falta: Un título o una formación en enfermería');
  expect(reply).not.toContain('asociación de reconocimiento (§ 16d(3) AufenthG), con una oferta');
});
