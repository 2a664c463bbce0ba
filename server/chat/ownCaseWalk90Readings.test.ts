import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 71: what walk-through 90 found. Oracle: § 20b (1) AufenthG (the points: experience is work
// done, not a course's length; a qualifying spouse's point, no. 11), § 18 (2) no. 3 (a teacher at
// a state school needs the licence), § 16b (studies) for a relative's case.
describe('walk-through 90', () => {
  it('reads a relative’s case after a greeting, in the third person (90a c07)', () => {
    const said = read(
      'es',
      'Hola, mi hijo tiene 19 años, termino el colegio (bachiller) en Tarija y quiere estudiar ingenieria en Alemania. que necesita?',
    );
    expect(said).toMatchObject({ relativeIsCase: true, schoolOnly: true, wantsStudy: true });
    expect(said.degree).toBe(false);
  });

  it('reads a field studied with its place between, and a Spanish teacher’s title on the German page (90c W1, W2)', () => {
    expect(
      read(
        'de',
        'jetzt bin ich 30, habe Ingeniería Industrial in Perú studiert (Uni staatlich anerkannt), Deutsch A2',
      ).occupation,
    ).toBe('shortage');
    expect(
      read(
        'de',
        'Soy profesora de matemáticas aus Bolivien, Lehramtsstudium, 31 Jahre, Deutsch C1. Eine staatliche Schule in Sachsen will mich einstellen, Gehalt 52k.',
      ).regulated,
    ).toBe(true);
    expect(read('de', 'Ich bin profesor universitario aus Peru, 40').regulated).toBeUndefined();
  });

  it('counts years of research as experience (90c W3)', () => {
    expect(
      read(
        'de',
        'Jahrgang 1990, Physikerin aus Argentinien, Deutsch B1, Englisch C1, 4 Jahre Forschung 2021-2025, kein Jobangebot. Punkte Chancenkarte?',
      ).experience,
    ).toBe('threeOfSeven');
  });

  it('gives a spouse what both have, and counts the spouse’s point (90b W1)', () => {
    const text =
      'My wife and me are both architects from Chile, she is 33 and I am 36. We have english C1 and no german. We both have 5 years of experience. How many points each for chancenkarte?';
    expect(read('en', text).partnerOwn).toMatchObject({ age: 'under35', english: 'C1' });
    const reply = askInConversation('en', [text]);
    expect(reply).toContain('That makes 7 points');
    // Her own 7, and 1 for him: a spouse with 6 of his own who applies too (100b C17.1).
    expect(reply).toContain('gives them 8 points (6 needed), 1 of them for you');
  });

  it('reads a course’s length in brackets as no work, and "zero work experience" as none (90b W2, W3)', () => {
    const first =
      'Nurse (técnico en enfermería 3 years) from Peru, 35 years old, german B1. I have partial recognition (defizitbescheid). Can I go for anerkennung? what points?';
    expect(read('en', first).experience).toBeUndefined();
    expect(read('en', 'I have zero work experience').experience).toBe('none');
    expect(
      askInConversation('en', [
        first,
        'sorry the 3 years is the duration of the study, I have zero work experience as nurse',
      ]),
    ).toContain('Opportunity Card points from what you wrote: 8 (6 needed).');
    // An electrician with five years keeps them.
    expect(read('en', "I'm an electrical technician with 5 years of experience").experience).toBe(
      'fiveOfSeven',
    );
  });

  it('reads "45 years exactly" and a welder as a skilled trade (90b B5, B6)', () => {
    expect(read('en', 'I have 45 years exactly, I am IT project manager')).toMatchObject({
      age: 'from40',
      from45: true,
    });
    expect(read('es', 'soy soldador con certificado del SENA de 2 años').occupation).toBe(
      'shortageOffList',
    );
  });

  it('speaks to a care home as an employer, and answers a partner’s point asked later (90c c23, c29)', () => {
    expect(
      askInConversation('de', [
        'Guten Tag, unser Pflegeheim in Bremen möchte eine Pflegefachkraft aus Brasilien einstellen. Sie hat eine Ausbildung als técnica de enfermagem (2 Jahre), Deutsch B2, 26 Jahre. Wir zahlen nach TVöD, ca. 3.300 € monatlich. Welche Möglichkeiten gibt es?',
      ]),
    ).toContain('Ich habe Ihre Angaben zur Kandidatin oder zum Kandidaten');
    const reply = askInConversation('de', [
      'Hallo, ich bin Elektrikerin aus Kolumbien, 2 jährige Ausbildung SENA, nicht anerkannt in Deutschland, 3 Jahre Erfahrung (2022-2025), 29 Jahre, Deutsch A2. Firma in Nürnberg bietet 38.000, kein Tarifvertrag. Was geht?',
      'Mein Mann ist auch dabei, er ist 31, Softwareentwickler mit Bachelor aus Kolumbien, Englisch C1, 5 Jahre Erfahrung 2020-2025. Bekomme ich dann einen Punkt mehr?',
    ]);
    expect(reply).toMatch(/Lebenspartner[^\n]*: 1 Punkt/);
    expect(reply).toContain('Das sind 6 Punkte');
  });

  it('reads a salary in Spanish words on the German and English pages (90c c26, 89b B20)', () => {
    expect(
      read(
        'de',
        'hola, soy ingeniero civil, 52 años, aus Chile, Abschluss anabin entspricht, Angebot von einer Baufirma in Hannover: cuarenta y ocho mil euros al año. Geht Blaue Karte?',
      ).salary,
    ).toBe(48_000);
    expect(read('en', 'offer of cuarenta y ocho mil euros a year, developer').salary).toBe(48_000);
    expect(read('en', 'I am thirty-five').age).toBe('from35to39');
  });
});
