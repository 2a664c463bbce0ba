import { describe, expect, it } from 'vitest';
import {
  askInConversation,
  askOwnCase,
  linkedAnswers,
  readOwnCase as read,
} from './ownCaseAsk.testkit';

// Stop 69: what walk-through 85 found. Oracle: § 20b (1) AufenthG (experience related to the
// qualification; a spouse's point by the spouse's own facts), § 18g (1) and § 18b (a degree
// comparable in anabin), § 19c (2) with § 6 BeschV (an employed mason's work is not regulated).
describe('walk-through 85', () => {
  it('reads work as a chef beside an engineering degree as work outside its field (85b W1)', () => {
    const profile = read(
      'en',
      'Hello, I studied industrial engineering in Bolivia (5 years) but I work 6 years as a chef in restaurant. Im 31. English B2.',
    );
    expect(profile).toMatchObject({ occupation: 'other', qualificationField: 'shortage' });
  });

  it('reads a field of study and its years in a bracket as the course’s length (85b W3)', () => {
    const vet = read(
      'en',
      'Hi I am 34 years old, veterinarian from Bolivia (medicina veterinaria 5 years). I worked as a vet only 1 year and then 4 years as sales representative of pharma company.',
    );
    expect(vet.experience).toBe('none');
    expect(read('en', 'I am a doctor (medicine, 6 years experience).').experience).toBe(
      'fiveOfSeven',
    );
  });

  it('reads a follow-up on the partner told by pronoun only as the partner’s (85b W4)', () => {
    const later = askInConversation('en', [
      'Hi. I am 39, architect from La Paz (arquitectura, UMSA). 9 years experience as architect. My wife is also architect and she come with me, she has english B2 too. I have english C1, no german. How many points we have for the opportunity card?',
      'we are married 8 years. she is 36, architect 7 years experience, english B2 also, no german. so how many points total for me?',
    ]);
    expect(later).toContain('English C1 or higher: 1 point');
    expect(linkedAnswers(later)).toMatchObject({ english: 'C1', age: 'from35to39' });
  });

  it('reads "anabin H+, entspricht" as the degree rated comparable (85c W2)', () => {
    const profile = read('de', 'Ingenieurstudium Sistemas (anabin H+, entspricht), 44 Jahre.');
    expect(profile.recognised).toBe(true);
    expect(read('de', 'anabin H+, aber mein Studiengang entspricht nicht').recognised).toBe(
      undefined,
    );
  });

  it('reads training recognised by a ministry at home as no recognition in Germany (85c W1)', () => {
    const profile = read(
      'de',
      'Ich bin 35 Jahre alt, Elektriker mit 3 jahriger Ausbildung (Técnico Superior, vom bolivianischen Bildungsministerium anerkannt), 8 Jahre Erfahrung.',
    );
    expect(profile.vocational).toBe(true);
    expect(profile.recognised).toBeUndefined();
  });

  it('reads "trabajo en ventas, no en ingeniería" as no denial of the degree (85a W1)', () => {
    const profile = read(
      'es',
      'Soy ingeniero industrial (título UPSA, comparable en anabin) pero hace 6 años trabajo en ventas, no en ingeniería. 37 años.',
    );
    expect(profile).toMatchObject({ degree: true, recognised: true });
  });

  it('counts work as an accountant beside an auditing degree, set against nothing (85a W2)', () => {
    const profile = read(
      'es',
      'tengo 40 años, soy lic. en auditoria financiera, trabajo como contador desde 2012, aleman A2, ingles B1.',
    );
    expect(profile.experience).toBe('fiveOfSeven');
    expect(profile.experienceOutsideField).toBeUndefined();
  });

  it('reads a "maestro albañil" as no teacher, his work as unregulated (85a W4)', () => {
    const profile = read(
      'es',
      'queremos contratar a un maestro albañil de Bolivia. Tiene formación técnica de 2 años y 10 años de experiencia.',
    );
    expect(profile.occupation).toBe('other');
    expect(profile.regulated).toBeUndefined();
  });

  it('weighs a case asked about by "Is possible?" alone, and asks an hourly wage’s hours (85b v13)', () => {
    const reply = askOwnCase(
      'en',
      'Hi, I am a welder (soldador) with 10 years experience, I do a course of 6 months in INFOCAL, not more studies. 33 years. A company in Germany want to hire me €22/hour. Is possible?',
    );
    expect(reply).toContain('It is an hourly wage');
    expect(reply).not.toContain('Study Abroad guides you');
    expect(read('en', 'Is it possible to work while I study?').otherRoutes).toBeUndefined();
  });

  it('reads "40 hours week" and a study wish refused (85b f13)', () => {
    const profile = read(
      'en',
      'No no I dont want to study. I want work as welder. The company pay €22/hour, 40 hours week.',
    );
    expect(profile).toMatchObject({ weeklyHours: 40, salary: 45760 });
    expect(profile.wantsStudy).toBeUndefined();
    expect(read('de', 'Ich will nicht studieren, ich will arbeiten.').wantsStudy).toBeUndefined();
  });

  it('reads studies finished in engineering or medicine as a degree (85b v10, 85a case 20)', () => {
    expect(read('en', 'I studied industrial engineering in Bolivia (5 years).').degree).toBe(true);
    expect(
      read('es', 'Me titulé de medicina en 2024 en la Universidad Mayor de San Simón.').degree,
    ).toBe(true);
  });
});
