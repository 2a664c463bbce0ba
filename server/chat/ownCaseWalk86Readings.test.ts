import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase,
  linkedAnswers,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 69: what walk-through 86 found. Oracle: § 20b (1) AufenthG (the age bands, the
// qualification a card asks, § 20a (4)), § 18 (2) no. 3 (a doctor's licence), § 18 (2) no. 5
// (the age at the first permit), § 19c (2) (a qualification of two years, IT excepted).
describe('walk-through 86', () => {
  it('reads a "medic surgeon" as a doctor, in short supply and regulated (86b W1)', () => {
    const profile = read(
      'en',
      'good afternoon, I am medic surgeon from Santa Cruz Bolivia, 39 years, 10 years working in hospital. I have german B2 and english B2.',
    );
    expect(profile).toMatchObject({ occupation: 'shortage', regulated: true, degree: true });
    expect(read('es', 'Soy cirujano, 39 años, alemán B2.').occupation).toBe('shortage');
  });

  it('reads "27 years" as the age where no work is named (86b W4)', () => {
    expect(
      read(
        'en',
        'Im doctor, just graduated medicine 2025 in UMSA, 27 years, english B2, no german yet.',
      ).age,
    ).toBe('under35');
    expect(read('en', 'I am nurse, 12 years, german B1, I have experience in ICU.').age).toBe(
      undefined,
    );
  });

  it('reads "i will have 45 years … before to apply the visa" as an age to come, no stay (86b W3)', () => {
    const profile = read(
      'en',
      'wait, i forgot, i will have 45 years in next month before to apply the visa. it change something?',
    );
    expect(profile).toMatchObject({ age: 'from40', from45: true });
    expect(profile.germanStay).toBeUndefined();
  });

  it('weighs the points at the age the visitor turns before applying (86a W2)', () => {
    const later = askInConversation('es', [
      'tengo 34 años, ing. industrial (licenciatura), 6 años de experiencia 2019-2025, aleman A1, ingles B2. cuantos puntos tengo?',
      'perdon, en realidad el 15 de enero cumplo 35, antes de presentar la solicitud. cuantos serian?',
    ]);
    expect(linkedAnswers(later)).toMatchObject({ age: 'from35to39' });
    expect(read('en', 'i will be 45 next month')).toMatchObject({ nextAge: 45 });
  });

  it('reads "keine Ausbildung oder Titel" as no qualification, and asks of experience (86c W1)', () => {
    const reply = askOwnCase(
      'de',
      'hola soy carpintero, ich habe keine Ausbildung oder Titel, aber 12 jahre erfahrung als Schreiner in Potosí. 32 Jahre, Deutsch A2. Kann ich mit Chancenkarte oder mit Erfahrung nach Deutschland?',
    );
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG)');
    expect(reply).toContain('Mit Ihren Angaben ist noch keiner dieser Wege möglich.');
    expect(reply).not.toContain('Ihre Punkte reichen also');
  });

  it('reads the Spanish "sin título" in a German message (86c W2)', () => {
    const profile = read(
      'de',
      'Hola, soy dev frontend sin título, 2 Jahre Erfahrung (2023-2025), 25 jahre alt. Angebot aus Berlin: 50.000 € brutto.',
    );
    expect(profile).toMatchObject({ occupation: 'it', degree: false });
  });

  it('reads a "Lizenziatur" and "Studium Universität" as degrees (86c borderlines)', () => {
    expect(read('de', 'Krankenpflegerin, 29 Jahre, Lizenziatur in Pflege').degree).toBe(true);
    expect(read('de', 'Mathelehrer, 39, 5 Jahre Studium Universität').degree).toBe(true);
  });
});
