import { describe, expect, it } from 'vitest';
import { askInConversation, linkedAnswers, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 82: what walk-through 113 found. Oracle: § 20b (1) AufenthG (no age points at 47),
// § 18 (2) no. 5 AufenthG and § 1 (2) BeschV (from 45, the salary floor or a pension provision),
// § 18g (3) (a contract of six months or more; a permanent one meets it).

describe('years of pension contributions in a follow-up (113a 4b)', () => {
  const m4 =
    'tengo 47 años soy contador publico (licenciatura en auditoria UAGRM), 15 años de experiencia. una empresa en hamburgo me ofrece 52 mil al año. me alcanza?';
  const f4 =
    'ah y tambien tengo una pension privada aca en bolivia, aportes AFP desde hace 20 años, cuenta eso?';

  it('are no age: the visitor stays 47, and the floor from 45 stays', () => {
    expect(read('es', f4).age).toBeUndefined();
    const reply = askInConversation('es', [m4, f4]);
    expect(linkedAnswers(reply)).toMatchObject({ age: 'from40', from45: true });
    expect(reply).not.toContain('Menos de 35 años');
    expect(reply).toContain('€55.770');
  });

  it('reads a length of time as none in each language', () => {
    expect(read('en', 'I have paid into a private pension for 20 years').age).toBeUndefined();
    expect(read('de', 'Ich zahle seit 20 Jahren in eine private Rente ein').age).toBeUndefined();
    expect(read('es', 'trabajo desde hace 20 años')).toMatchObject({ experience: 'fiveOfSeven' });
    expect(read('es', 'trabajo desde hace 20 años').age).toBeUndefined();
  });
});

describe('"the contract would be permanent" in a recruiter\'s follow-up (113b f06)', () => {
  it('meets the six months of § 18g (3)', () => {
    const reply = askInConversation('en', [
      'We are a recruiting agency in Munich. We want to hire a Bolivian software developer with no university degree but 5 years of experience as a backend developer in the last 6 years. Offer is 47,000 EUR gross per year. Is that possible?',
      'The candidate is 47 years old and the contract would be permanent.',
    ]);
    expect(reply).not.toContain('you did not say how long your contract runs');
    expect(linkedAnswers(reply).sixMonthContract).toBe(true);
    expect(read('en', 'the contract is not permanent').permanentContract).toBeUndefined();
  });
});

describe('studies in Germany left without a degree, beside one from home (113c 01)', () => {
  const m01 =
    'Ich habe 2022 bis 2024 in Deutschland studiert (Aufenthaltserlaubnis zum Studium), ohne Abschluss. Jetzt 28, Wirtschaftsingenieurin mit Abschluss aus Bolivien (dort anerkannt), Deutsch B2, Englisch C1. Chancenkarte – wie viele Punkte?';

  it('holds the degree from home and counts the stay: the card is open', () => {
    expect(read('de', m01)).toMatchObject({ degree: true, germanStay: true });
    expect(read('de', m01).schoolOnly).toBeUndefined();
    const reply = askInConversation('de', [m01]);
    expect(reply).not.toContain('Ohne Hochschulabschluss');
    expect(reply).toContain('Ihre Punkte reichen also');
  });

  it('holds the degree told in a follow-up after studies read as none (01b)', () => {
    const reply = askInConversation('de', [
      'Ich habe 2022 bis 2024 in Deutschland studiert (Aufenthaltserlaubnis zum Studium), ohne Abschluss. Jetzt 28, Deutsch B2, Englisch C1. Chancenkarte – wie viele Punkte?',
      'Doch, ich habe einen Universitätsabschluss (Licenciatura) als Wirtschaftsingenieurin aus Bolivien. Nur das Studium in Deutschland habe ich nicht abgeschlossen.',
    ]);
    expect(reply).not.toContain('Ohne Hochschulabschluss');
    expect(reply).toContain('Ihre Punkte reichen also');
    expect(linkedAnswers(reply).qualification).toBe('degree');
  });

  it('still denies a degree where no other is named', () => {
    expect(
      read(
        'de',
        'Ich habe 2022 bis 2024 in Deutschland studiert, ohne Abschluss. Jetzt 28, Deutsch B2.',
      ).degree,
    ).toBe(false);
  });
});
