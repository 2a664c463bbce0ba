import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 69: what walk-through 87 found. Oracle: § 18 (2) no. 3 AufenthG (a licence granted or
// promised; a doctor's Berufserlaubnis, § 10 BÄO), § 20b (1) (the spouse's point, the age bands),
// § 18g (2) (IT without a degree: three years of the last seven).
describe('walk-through 87', () => {
  it('weighs a follow-up on the licence with the case told before (87c W1)', () => {
    const later = askInConversation('de', [
      'Guten Tag, ich bin Arzt (Médico cirujano) aus La Paz, 34 jahre alt, Deutsch B2, Abschluss in anabin als entspricht. Ich habe ein Jobangebot von einem Krankenhaus in Bayern, 62.000 Euro brutto im jahr. Bekomme ich die Blaue Karte?',
      'Ich habe noch keine Approbation, nur die Berufserlaubnis ist beantragt. Ist das ein problem?',
    ]);
    expect(later).toContain('Blaue Karte EU');
    expect(later).toContain('befristet eine Berufserlaubnis');
    expect(later).not.toContain('Barriere');
  });

  it('counts a partner told of in a follow-up asking for "einen Punkt mehr" (87c W2)', () => {
    const later = askInConversation('de', [
      'Ich bin Koch aus Peru, 39 Jahre, Ausbildung als Koch 2 Jahre (CENFOTUR, in Peru anerkannt), 12 Jahre Erfahrung. Deutsch A2, Englisch B1. War als Tourist 3 Monate in Deutschland 2023. Chancenkarte möglich?',
      'Meine Frau kommt mit, sie ist auch Köchin mit Ausbildung, 36 Jahre, Deutsch A2, 8 Jahre Erfahrung. Gibt das einen Punkt mehr?',
    ]);
    expect(later).toContain('Das sind 5 Punkte');
    expect(later).not.toContain('Studienplatz');
  });

  it('reads an age right before the work’s own years (87b v12, v18)', () => {
    expect(read('en', 'Im industrial engineer 32 years 4 years exp, english B2.').age).toBe(
      'under35',
    );
    expect(read('en', 'i am electrical engineer 28 years with 3 years exp.').age).toBe('under35');
  });

  it('reads "i have 45 years not 44" as the age corrected (87b f05)', () => {
    expect(
      read('en', 'correction: i have 45 years not 44. also i have job offer 3.200 euros per month'),
    ).toMatchObject({ age: 'from40', from45: true, salary: 38400 });
  });

  it('reads "no university" as no degree (87b v27)', () => {
    expect(
      read(
        'en',
        'hello, IT guy here, no university, only 2 years experience as developer (2023-2025).',
      ).degree,
    ).toBe(false);
  });

  it('reads the visitor’s own facts beside the partner’s told by pronoun (87b f10)', () => {
    const later = askInConversation('en', [
      'Good day. My wife and I want to go. I am mechanical engineer, 36 years, 6 years experience, English B2. She is architect also with degree and english B2, 33 years. How many points I have for the opportunity card if she comes with me?',
      'my german is A2. and she have 5 years experience as architect',
    ]);
    expect(later).toContain('German A2: 1 point');
    expect(later).toContain(
      "A qualification in an occupation on the EU Blue Card's list, such as IT, engineering, the natural sciences, architecture, medicine, nursing or teaching: 1 point",
    );
  });
});
