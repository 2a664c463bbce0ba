import { expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 84: what walk-through 122 found. Oracle: § 20b (1) AufenthG (no. 8, the occupation's point,
// goes with the qualification; no. 12, the spouse's point, asks that the spouse meets the card's
// requirements) and § 20a (1) and (4) (a skilled worker needs no points; without a degree the
// card asks vocational training).

it('keeps the spouse\'s point to show when "él cumple todo" but his facts count 4 (122a c06f)', () => {
  const reply = askInConversation('es', [
    'hola! somos pareja casados, yo arquitecta 34 años con 5 años de experiencia, mi esposo mecanico automotriz 38 años con titulo tecnico de 3 años y 10 años de experiencia. los dos tenemos ingles B2 y aleman A1. queremos ir con la chancenkarte, cuantos puntos tenemos?',
    'y si mi esposo tambien aplica a la chancenkarte conmigo, yo saco un punto mas? el cumple todo tambien',
  ]);
  expect(reply).toContain('Suman 6 puntos');
  expect(reply).not.toContain('Suman 7 puntos');
  expect(reply).toContain(
    'Con lo que escribiste de tu pareja, suma 4 puntos propios (se necesitan 6).',
  );
  expect(reply).toContain('Si los alcanza, suma 1 punto a tu total.');
});

it('counts no occupation point for a developer "without any degree" whose training is asked (122b c17)', () => {
  const reply = ask(
    'en',
    "Hello, I'm 35, web developer without any degree, 4 years of experience as developer in the last 6 years, English C1. No job offer. Can I get the Opportunity Card?",
  );
  expect(reply).toContain('That makes 4 points');
  expect(reply).toContain('Do you have such training?');
  expect(reply).toMatch(
    /could add points: [^\n]*A qualification in an occupation on the EU Blue Card's list/,
  );
  expect(reply).not.toContain('the reading decides');
});

it("gives the wife's own count, not the husband's, when she is told of after his case (122b f10)", () => {
  const reply = askInConversation('en', [
    "My wife and I both want to go. I'm 34, architect with a recognized degree (entspricht), English B2, 4 years experience. She is 32, psychologist, degree comparable, German B1, 3 years experience. No job offers. What are our chances with the Chancenkarte?",
    "And what about my wife? Sorry, she is not in anabin, she got a partial recognition (Defizitbescheid). She's 32, German B1, 3 years experience. How many points does she have if we apply together?",
  ]);
  expect(reply).toContain('so you need no points');
  expect(reply).toContain(
    'What you wrote of your partner gives them 11 points (6 needed), 1 of them for you',
  );
  expect(reply).not.toContain('Partial recognition of your qualification in Germany: 4 points');
});

it('reads "einen in Deutschland nicht anerkannten Bachelor" as a degree held, not recognised', () => {
  const profile = read(
    'de',
    'Eine Bewerberin ist 29, hat einen in Deutschland nicht anerkannten Bachelor in Betriebswirtschaft, Englisch C1, kein Deutsch und zwei Jahre Berufserfahrung in den letzten fünf.',
  );
  expect(profile.degree).toBe(true);
  expect(profile.recognised).toBe(false);
});

it('reads "my bachelor diploma from school" as a school certificate (122b c12)', () => {
  const profile = read(
    'en',
    "hey, I'm 22 and want to study computer science in Germany. I have my bachelor diploma from school and English B2, German A1. What do I need?",
  );
  expect(profile).toMatchObject({ schoolOnly: true, degree: false, wantsStudy: true });
});

it('answers "Our hospital … wants to recruit a nurse" as a company about its candidate (122b c14)', () => {
  const reply = ask(
    'en',
    'Our hospital in Berlin wants to recruit a Bolivian nurse who has full recognition (Anerkennung) and German B2. Pay is according to TVöD, about 3,300 € gross monthly. What visa does she need?',
  );
  expect(reply).toContain('Checking what you wrote about your candidate');
  expect(reply).toContain('How old is the candidate?');
  expect(reply).not.toContain('How old are you?');
});
